import type { Database } from '../../infra/db/index.js';
import type { OmiQuotation, OmiZoneQuotations } from '../prices.js';
import { OmiFormatError, number, readOmiCsv, requireColumns, unquote } from './read-csv.js';
import { readOmiKmz } from './read-kmz.js';

export interface OmiFiles {
  /** …_VALORI.csv: quotations per zone, typology and state. */
  values: Buffer;
  /** …_ZONE.csv: zone names, bands, prevalent typology. */
  zones: Buffer;
  /** The province KMZ with the zone polygons (optional: prices import without it). */
  kmz?: Buffer;
}

export interface OmiImportSummary {
  semester: string;
  comuni: number;
  zones: number;
  zonesWithPolygon: number;
  zonesWithPrices: number;
}

const RESIDENTIAL = /abitazioni|ville/i;

/** ISTAT codes come as 7 digits with the region in front (1001272): the comune code is the last six. */
const istatOf = (value: string) => (value.length > 6 ? value.slice(-6) : value.padStart(6, '0'));

/** The OMI import of `npm run omi:import` (cli/omi-import.ts). */
export function createOmiImport({ db }: { db: Database }) {
  return {
    /**
     * Imports one OMI semester into price_zones (source 'omi'), replacing an earlier import of the same
     * semester, in one transaction. Each zone keeps every residential quotation; min/mid/max hold the
     * reference typology (the zone's prevalent one, in normal state) so the back office can show them. The
     * price book uses the newest semester when it is newer than the embedded tables.
     */
    async run(files: OmiFiles): Promise<OmiImportSummary> {
      const values = readOmiCsv(files.values);
      const zones = readOmiCsv(files.zones);
      requireColumns(values, 'VALORI', [
        'Comune_ISTAT',
        'Comune_amm',
        'Comune_descrizione',
        'Zona',
        'Descr_Tipologia',
        'Stato',
        'Compr_min',
        'Compr_max',
      ]);
      requireColumns(zones, 'ZONE', ['Comune_ISTAT', 'Comune_amm', 'Comune_descrizione', 'Fascia', 'Zona_Descr', 'Zona']);
      if (values.semester !== zones.semester) {
        throw new OmiFormatError(`the two files are of different semesters (${values.semester} and ${zones.semester})`);
      }

      const quotations = new Map<string, OmiQuotation[]>();
      for (const row of values.rows) {
        const min = number(row.Compr_min);
        const max = number(row.Compr_max);
        if (!RESIDENTIAL.test(row.Descr_Tipologia ?? '') || min === null || max === null) continue;
        const key = `${row.Comune_amm}:${row.Zona}`;
        quotations.set(key, [...(quotations.get(key) ?? []), { typology: row.Descr_Tipologia!, state: row.Stato ?? '', min, max }]);
      }
      const shapes = new Map((files.kmz ? await readOmiKmz(files.kmz) : []).map((shape) => [`${shape.cadastral}:${shape.zone}`, shape]));

      const now = new Date();
      const records = zones.rows.map((row) => {
        const key = `${row.Comune_amm}:${row.Zona}`;
        const rows = quotations.get(key) ?? [];
        const prevalent = row.Descr_tip_prev || null;
        const normal = rows.filter((quotation) => /normale/i.test(quotation.state));
        const reference =
          normal.find((quotation) => quotation.typology === prevalent) ??
          normal.find((quotation) => /civili/i.test(quotation.typology)) ??
          normal[0] ??
          rows[0];
        const shape = shapes.get(key);
        const stored: OmiZoneQuotations = { prevalent, rows };
        return {
          source: 'omi' as const,
          semester: zones.semester,
          comuneIstat: istatOf(row.Comune_ISTAT ?? ''),
          comuneCadastral: row.Comune_amm ?? null,
          comuneName: row.Comune_descrizione ?? '',
          zoneCode: row.Zona ?? '',
          zoneName: unquote(row.Zona_Descr) || null,
          band: row.Fascia || null,
          microzone: row.Microzona || null,
          priceMin: reference ? Math.round(reference.min) : null,
          priceMid: reference ? Math.round((reference.min + reference.max) / 2) : null,
          priceMax: reference ? Math.round(reference.max) : null,
          quotations: stored,
          polygon: shape?.polygon ?? null,
          centroidLat: shape?.centroid.lat ?? null,
          centroidLng: shape?.centroid.lng ?? null,
          createdAt: now,
          updatedAt: now,
        };
      });

      await db.write(async (transaction) => {
        await db.models.PriceZone.destroy({ where: { source: 'omi', semester: zones.semester }, transaction });
        // Batches keep each statement well under SQLite's and PostgreSQL's parameter limits.
        for (let start = 0; start < records.length; start += 200) {
          await db.models.PriceZone.bulkCreate(records.slice(start, start + 200), { transaction });
        }
      });

      return {
        semester: zones.semester,
        comuni: new Set(records.map((record) => record.comuneCadastral)).size,
        zones: records.length,
        zonesWithPolygon: records.filter((record) => record.polygon).length,
        zonesWithPrices: records.filter((record) => record.priceMid !== null).length,
      };
    },
  };
}
