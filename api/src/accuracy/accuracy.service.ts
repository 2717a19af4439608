/**
 * How close our estimates came to the prices homes sold for, from the sales recorded on the leads' cards
 * (lead_outcomes): overall and per price zone (comune and zone code of the estimate), for the back office
 * over a period of sale dates, and for the public page over every sale, published only from
 * PUBLIC_ACCURACY_MIN_SALES sales on. Only sales with a price and a copied estimate count.
 */
import { Op, type WhereOptions } from 'sequelize';
import {
  PUBLIC_ACCURACY_MIN_SALES,
  PUBLIC_ACCURACY_MIN_ZONE_SALES,
  formatIsoDay,
  type AdminAccuracyResponse,
  type PublicAccuracyResponse,
  type TimeFilter,
  type ZoneAccuracy,
} from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import { periodStart } from '../infra/db/period.js';
import { accuracyOf, type MeasuredSale } from './accuracy.figures.js';
import { zoneLabel } from './accuracy.presenter.js';

interface SaleRow extends MeasuredSale {
  comuneCode: string | null;
  zoneCode: string | null;
}

export function createAccuracy({ db }: { db: Database }) {
  const { ComuneCoverage, LeadOutcome } = db.models;

  async function sales(timeFilter: TimeFilter): Promise<SaleRow[]> {
    const conditions: WhereOptions[] = [{ outcome: 'sold' }, { salePrice: { [Op.ne]: null } }, { estimatedValue: { [Op.ne]: null } }];
    const since = periodStart(timeFilter);
    if (since) conditions.push({ saleDate: { [Op.gte]: formatIsoDay(since) } });
    const rows = await LeadOutcome.findAll({
      attributes: ['estimatedValue', 'minValue', 'maxValue', 'salePrice', 'comuneCode', 'zoneCode'],
      where: { [Op.and]: conditions },
      raw: true,
    });
    return rows as unknown as SaleRow[];
  }

  /** Per zone, most sales first. */
  async function byZone(rows: readonly SaleRow[]): Promise<ZoneAccuracy[]> {
    const groups = new Map<string, SaleRow[]>();
    for (const row of rows) {
      const key = `${row.comuneCode ?? ''}|${row.zoneCode ?? ''}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    const codes = [...new Set(rows.map((row) => row.comuneCode).filter((code): code is string => !!code))];
    const comuni = codes.length > 0 ? await ComuneCoverage.findAll({ attributes: ['istatCode', 'name'], where: { istatCode: codes } }) : [];
    const names = new Map(comuni.map((comune) => [comune.istatCode, comune.name]));
    return [...groups.values()]
      .map((group) => {
        const { comuneCode, zoneCode } = group[0]!;
        return {
          comuneCode,
          zoneCode,
          label: zoneLabel(comuneCode, comuneCode ? (names.get(comuneCode) ?? null) : null, zoneCode),
          ...accuracyOf(group),
        };
      })
      .sort((a, b) => b.sales - a.sales || a.label.localeCompare(b.label, 'it'));
  }

  return {
    /** GET /api/admin/accuracy[?period]: the sales whose sale date falls in the period. */
    async admin(period: TimeFilter): Promise<AdminAccuracyResponse> {
      const rows = await sales(period);
      return { period, overall: accuracyOf(rows), zones: await byZone(rows) };
    },

    /** GET /api/public/accuracy: every sale; figures only once there are enough of them. */
    async public(): Promise<PublicAccuracyResponse> {
      const rows = await sales('all');
      const published = rows.length >= PUBLIC_ACCURACY_MIN_SALES;
      const zones = published ? (await byZone(rows)).filter((zone) => zone.sales >= PUBLIC_ACCURACY_MIN_ZONE_SALES) : [];
      return {
        sales: rows.length,
        minSales: PUBLIC_ACCURACY_MIN_SALES,
        minZoneSales: PUBLIC_ACCURACY_MIN_ZONE_SALES,
        published,
        overall: published ? accuracyOf(rows) : null,
        zones,
        computedAt: new Date().toISOString(),
      };
    },
  };
}
