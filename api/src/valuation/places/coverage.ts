import type { Models } from '../../models/index.js';
import { REFERENCE_CHECK_MS } from '../zone-tables.js';

/**
 * Which comuni the agency covers, read from the comuni_coverage table (seeded by a migration, then edited by the
 * agency). Kept in memory and re-read at most every REFERENCE_CHECK_MS (the table is a few dozen short rows,
 * so re-reading it is its own generation check): a change reaches every instance within seconds without a
 * query per chat message.
 */
export function createCoverage(models: Pick<Models, 'ComuneCoverage'>, options: { checkEveryMs?: number } = {}) {
  const checkEveryMs = options.checkEveryMs ?? REFERENCE_CHECK_MS;
  let covered = new Set<string>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    const rows = await models.ComuneCoverage.findAll({ where: { covered: true }, attributes: ['istatCode'], raw: true });
    covered = new Set(rows.map((row) => row.istatCode));
    loadedAt = Date.now();
  }

  return {
    /** Makes sure the set is fresh; call before a burst of isCovered checks. */
    async ensureFresh(): Promise<void> {
      if (Date.now() - loadedAt < checkEveryMs) return;
      loading ??= refresh().finally(() => {
        loading = null;
      });
      await loading;
    },
    isCovered: (istat: string) => covered.has(istat),
    coveredIstatCodes: () => [...covered],
  };
}
