/**
 * npm run omi:import -- --values <…_VALORI.csv> --zones <…_ZONE.csv> [--kmz <province.kmz>]
 *
 * Imports an OMI semester (Agenzia Entrate – OMI) into the database of DATABASE_URL, so the agency updates
 * prices and zones without a release. Prices replace the embedded tables when the semester is newer than them.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../infra/config/env.js';
import { openDatabase } from '../infra/db/index.js';
import { createLogger } from '../infra/logger.js';
import { EMBEDDED_PRICE_PERIOD } from '../valuation/data/turin-zones.js';
import { createOmiImport } from '../valuation/omi/import-omi.js';
import { OmiFormatError } from '../valuation/omi/read-csv.js';

const USAGE = 'Usage: npm run omi:import -- --values <…_VALORI.csv> --zones <…_ZONE.csv> [--kmz <province.kmz>]';

async function main(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: { values: { type: 'string' }, zones: { type: 'string' }, kmz: { type: 'string' } },
  });
  if (!values.values || !values.zones) {
    process.stderr.write(`${USAGE}\n`);
    return 64;
  }
  const files = {
    values: await readFile(values.values),
    zones: await readFile(values.zones),
    ...(values.kmz ? { kmz: await readFile(values.kmz) } : {}),
  };
  const db = await openDatabase(loadConfig().database, createLogger('warn'));
  try {
    const summary = await createOmiImport({ db }).run(files);
    process.stdout.write(
      `Imported OMI ${summary.semester} (source: Agenzia Entrate – OMI): ${summary.zones} zones of ${summary.comuni} comuni, ` +
        `${summary.zonesWithPrices} with residential prices, ${summary.zonesWithPolygon} with polygons.\n`,
    );
    if (summary.semester <= EMBEDDED_PRICE_PERIOD) {
      process.stdout.write(
        `This semester is older than the embedded price tables (${EMBEDDED_PRICE_PERIOD}): its polygons place addresses in their zones, ` +
          `its prices are kept for reference but not used for valuations.\n`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof OmiFormatError || error instanceof ConfigError || (error as NodeJS.ErrnoException).code === 'ENOENT';
    process.stderr.write(`${known ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(known ? 65 : 1);
  },
);
