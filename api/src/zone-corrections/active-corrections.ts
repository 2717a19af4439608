/**
 * The active zone corrections, held in memory so that valuing a home asks no query of its own. This process
 * reloads them at once after its own apply or undo; changes made on another instance are picked up within
 * REFERENCE_CHECK_MS, the same window as the price zones and the coverage (the first valuation after that
 * reloads, with one query; concurrent ones share it).
 */
import type { ZoneCorrectionRef } from '@valuta/shared';
import type { Models } from '../models/index.js';
import type { ZoneCorrectionLookup } from '../valuation/model/types.js';
import { REFERENCE_CHECK_MS } from '../valuation/zone-tables.js';
import { zoneKey } from './learn.js';

export interface ActiveSnapshot {
  version: number | null;
  byZone: Map<string, ZoneCorrectionRef>;
}

export function createActiveCorrections(models: Pick<Models, 'ZoneCorrectionSet' | 'ZoneCorrection'>, reloadMs = REFERENCE_CHECK_MS) {
  let held: { at: number; snapshot: ActiveSnapshot } | null = null;
  let loading: Promise<ActiveSnapshot> | null = null;

  async function load(): Promise<ActiveSnapshot> {
    const set = await models.ZoneCorrectionSet.findOne({
      where: { active: true },
      include: [{ model: models.ZoneCorrection, as: 'corrections' }],
      order: [['version', 'DESC']],
    });
    const byZone = new Map<string, ZoneCorrectionRef>();
    for (const row of set?.corrections ?? []) {
      byZone.set(zoneKey(row.comuneCode, row.zoneCode), { version: set!.version, factor: row.factor, salesCount: row.salesCount });
    }
    return { version: set?.version ?? null, byZone };
  }

  /** The snapshot, reloaded when older than `reloadMs` (or when `fresh`). */
  async function snapshot(fresh = false): Promise<ActiveSnapshot> {
    if (!fresh && held && Date.now() - held.at < reloadMs) return held.snapshot;
    if (!loading || fresh) {
      const started = Date.now();
      const pending = load();
      loading = pending;
      void pending
        .then((loaded) => {
          if (!held || started >= held.at) held = { at: started, snapshot: loaded };
        })
        .catch(() => undefined)
        .finally(() => {
          if (loading === pending) loading = null;
        });
    }
    return loading;
  }

  const lookup: ZoneCorrectionLookup = async (comuneIstat, zoneCode) => (await snapshot()).byZone.get(zoneKey(comuneIstat, zoneCode)) ?? null;

  return {
    snapshot,
    lookup,
    /** After an apply or an undo in this process: new estimates use the change at once. */
    reload: async () => {
      await snapshot(true);
    },
  };
}

export type ActiveCorrections = ReturnType<typeof createActiveCorrections>;
