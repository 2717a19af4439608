/**
 * Seeds the comuni the agency covers by default (Torino and its belt, valuation/data/covered-comuni.ts). Runs
 * once; from then on the agency edits comuni_coverage and its changes stay.
 */
import { DEFAULT_COVERED_COMUNI } from '../../../valuation/data/covered-comuni.js';
import type { Migration } from './types.js';

export const seedComuniCoverage: Migration = {
  name: '2026-11-22T01-00-seed-comuni-coverage',
  async up({ queryInterface }) {
    const now = new Date();
    await queryInterface.bulkInsert(
      'comuni_coverage',
      DEFAULT_COVERED_COMUNI.map((comune) => ({
        istat_code: comune.istat,
        name: comune.name,
        province: 'TO',
        covered: true,
        created_at: now,
        updated_at: now,
      })),
    );
  },
  async down({ queryInterface }) {
    await queryInterface.bulkDelete('comuni_coverage', {
      istat_code: DEFAULT_COVERED_COMUNI.map((comune) => comune.istat),
    });
  },
};
