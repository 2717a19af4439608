/**
 * The versions of an estimate (valuation_versions): the first one the owner saw and one for each refinement
 * after it, with what changed. Written by the valuation service, read by the back office's card.
 */
import type { PropertyData, ValuationChange, ValuationResult, ValuationVersionView } from '@valuta/shared';
import type { Transaction } from 'sequelize';
import type { Database } from '../infra/db/index.js';
import { presentVersion } from './valuation.presenter.js';

const DETAIL_LABELS: Array<[keyof PropertyData, string]> = [
  ['rooms', 'Locali'],
  ['bathrooms', 'Bagni'],
  ['hasBalcony', 'Balcone'],
  ['hasTerrace', 'Terrazzo'],
  ['hasGarden', 'Giardino'],
  ['hasGarage', 'Box auto'],
  ['constructionYear', 'Anno di costruzione'],
  ['energyClass', 'Classe energetica'],
];

const shown = (value: string | number | boolean | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'boolean' ? (value ? 'sì' : 'no') : String(value);

/** The answers that differ between two versions of the property data, in Italian words. */
export function changesBetween(before: PropertyData, after: PropertyData): ValuationChange[] {
  return DETAIL_LABELS.flatMap(([field, label]) => {
    const from = shown(before[field]);
    const to = shown(after[field]);
    return to !== null && to !== from ? [{ field, label, from, to }] : [];
  });
}

export function createValuationVersions(db: Database) {
  const { ValuationVersion } = db.models;
  return {
    /** Adds the next version of a valuation; the first refinement also records the estimate it refines. */
    async add(
      valuationId: string,
      previous: { result: ValuationResult; at: Date },
      next: ValuationResult,
      changes: ValuationChange[],
      transaction: Transaction,
      /** Why it changed when the owner did not change it (the owner area's value updates). */
      reason: string | null = null,
    ): Promise<number> {
      const last = await ValuationVersion.findOne({ where: { valuationId }, order: [['version', 'DESC']], transaction });
      const row = (
        version: number,
        result: ValuationResult,
        versionChanges: ValuationChange[],
        createdAt: Date,
        versionReason: string | null = null,
      ) => ({
        valuationId,
        version,
        estimatedValue: result.estimatedValue,
        minValue: result.minValue,
        maxValue: result.maxValue,
        pricePerSqm: result.pricePerSqm,
        result: { ...result },
        changes: versionChanges,
        reason: versionReason,
        createdAt,
      });
      let version = last?.version ?? 0;
      if (!last) {
        version = 1;
        await ValuationVersion.create(row(1, previous.result, [], previous.at), { transaction });
      }
      version += 1;
      await ValuationVersion.create(row(version, next, changes, new Date(), reason), { transaction });
      return version;
    },

    /** The versions of these valuations, newest first; valuations never refined have none. */
    async of(valuationIds: readonly string[]): Promise<Map<string, ValuationVersionView[]>> {
      const byValuation = new Map<string, ValuationVersionView[]>();
      if (!valuationIds.length) return byValuation;
      const rows = await ValuationVersion.findAll({
        where: { valuationId: [...valuationIds] },
        order: [
          ['valuationId', 'ASC'],
          ['version', 'DESC'],
        ],
      });
      for (const row of rows) byValuation.set(row.valuationId, [...(byValuation.get(row.valuationId) ?? []), presentVersion(row)]);
      return byValuation;
    },
  };
}
