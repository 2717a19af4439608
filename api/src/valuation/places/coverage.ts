import type { Models } from '../../infra/db/models/index.js';

const REFRESH_MS = 60_000;

/**
 * Which comuni the agency covers, read from the comuni_coverage table (seeded by a migration, then edited by the
 * agency). Kept in memory and re-read every minute, so a change reaches every instance within a minute without
 * a query per chat message.
 */
export function createCoverage(models: Pick<Models, 'ComuneCoverage'>) {
  let covered = new Set<string>();
  let loadedAt = 0;
  let loading: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    const rows = await models.ComuneCoverage.findAll({ where: { covered: true }, attributes: ['istatCode'] });
    covered = new Set(rows.map((row) => row.istatCode));
    loadedAt = Date.now();
  }

  return {
    /** Makes sure the set is fresh; call before a burst of isCovered checks. */
    async ensureFresh(): Promise<void> {
      if (Date.now() - loadedAt < REFRESH_MS) return;
      loading ??= refresh().finally(() => {
        loading = null;
      });
      await loading;
    },
    isCovered: (istat: string) => covered.has(istat),
    coveredIstatCodes: () => [...covered],
  };
}
