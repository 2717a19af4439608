/** Zone correction sets as the back office reads them (shared/src/zone-corrections.ts). */
import type { ZoneCorrectionSetView } from '@valuta/shared';
import { isoOf } from '../infra/db/dates.js';
import type { ZoneCorrectionSet } from '../models/ZoneCorrectionSet.js';
import { zoneKey } from './learn.js';

/** Names of comuni and zones (and the zone's €/m² for a flat), by zoneKey. */
export type ZoneNames = Map<string, { comuneName: string; zoneName: string; priceMid: number | null }>;

export function presentSet(set: ZoneCorrectionSet, emails: Map<number, string | null>, names: ZoneNames): ZoneCorrectionSetView {
  return {
    version: set.version,
    createdAt: isoOf(set.createdAt),
    createdBy: set.createdByAdminId ? (emails.get(set.createdByAdminId) ?? null) : null,
    note: set.note,
    active: set.active,
    zones: (set.corrections ?? []).map((row) => {
      const name = names.get(zoneKey(row.comuneCode, row.zoneCode));
      return {
        comuneCode: row.comuneCode,
        comuneName: name?.comuneName ?? row.comuneCode,
        zoneCode: row.zoneCode,
        zoneName: name?.zoneName ?? row.zoneCode,
        factor: row.factor,
        salesCount: row.salesCount,
        rawRatio: row.rawRatio,
      };
    }),
  };
}
