import { fn, col } from 'sequelize';
import { z } from 'zod';
import { readJsonColumn } from '../infra/db/json-column.js';
import type { Models } from '../models/index.js';
import type { MultiPolygon } from './places/geometry.js';

/**
 * How often an instance asks whether the reference tables (price zones, coverage) changed in the database. The
 * OMI import runs as a CLI in another process, and several instances may share one PostgreSQL, so no event
 * reaches this process: it checks a cheap generation at most this often, and a chat turn in between reads
 * only memory.
 */
export const REFERENCE_CHECK_MS = 10_000;

/** One quotation row of an OMI zone (sale €/m²). */
export interface OmiQuotation {
  typology: string;
  state: string;
  min: number;
  max: number;
}

/** What the importer stores in price_zones.quotations: every row, and the zone's prevalent typology. */
export interface OmiZoneQuotations {
  prevalent: string | null;
  rows: OmiQuotation[];
}

/** An imported OMI zone of the latest semester of its comune, read once and kept in memory. */
export interface ImportedZone {
  code: string;
  name: string;
  semester: string;
  polygon: MultiPolygon | null;
  quotations: OmiQuotation[];
  prevalent: string | null;
}

/** price_zones.quotations and price_zones.polygon, as the importer writes them (omi/import-omi.ts). */
const QuotationsSchema: z.ZodType<OmiZoneQuotations> = z.object({
  prevalent: z.string().nullable(),
  rows: z.array(z.object({ typology: z.string(), state: z.string(), min: z.number(), max: z.number() })),
});
const PolygonSchema: z.ZodType<MultiPolygon> = z.array(z.array(z.array(z.tuple([z.number(), z.number()]))));

/**
 * The imported OMI zones by comune (cadastral code), loaded on first use and kept until the table's
 * generation changes. The generation is the table's row count and highest id: an import deletes the
 * semester's rows and inserts new ones with new ids, so any import changes it.
 */
export function createZoneTables(models: Pick<Models, 'PriceZone'>, options: { checkEveryMs?: number; now?: () => number } = {}) {
  const checkEveryMs = options.checkEveryMs ?? REFERENCE_CHECK_MS;
  const now = options.now ?? Date.now;
  const byComune = new Map<string, Promise<ImportedZone[]>>();
  let generation: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function readGeneration(): Promise<string> {
    const [row] = await models.PriceZone.findAll({
      attributes: [
        [fn('COUNT', col('id')), 'count'],
        [fn('MAX', col('id')), 'last'],
      ],
      raw: true,
    });
    // Counts come back as numbers from SQLite and as text from PostgreSQL.
    const { count, last } = (row ?? {}) as { count?: number | string | null; last?: number | string | null };
    return `${Number(count ?? 0)}:${Number(last ?? 0)}`;
  }

  async function check(): Promise<void> {
    const current = await readGeneration();
    if (current !== generation) byComune.clear();
    generation = current;
    checkedAt = now();
  }

  async function load(cadastral: string): Promise<ImportedZone[]> {
    const latest = await models.PriceZone.max<string, InstanceType<Models['PriceZone']>>('semester', {
      where: { source: 'omi', comuneCadastral: cadastral },
    });
    if (!latest) return [];
    const rows = await models.PriceZone.findAll({
      where: { source: 'omi', comuneCadastral: cadastral, semester: latest },
      attributes: ['zoneCode', 'zoneName', 'semester', 'polygon', 'quotations'],
      raw: true,
    });
    return rows.map((row) => {
      const quotations = readJsonColumn(QuotationsSchema.nullable(), row.quotations ?? null, 'price_zones.quotations');
      return {
        code: row.zoneCode,
        name: row.zoneName ?? row.zoneCode,
        semester: row.semester,
        polygon: readJsonColumn(PolygonSchema.nullable(), row.polygon ?? null, 'price_zones.polygon'),
        quotations: quotations?.rows ?? [],
        prevalent: quotations?.prevalent ?? null,
      };
    });
  }

  return {
    /** The latest imported semester's zones of a comune; empty when none was imported. */
    async zonesOf(cadastral: string): Promise<ImportedZone[]> {
      if (now() - checkedAt >= checkEveryMs) {
        checking ??= check().finally(() => {
          checking = null;
        });
        await checking;
      }
      let zones = byComune.get(cadastral);
      if (!zones) {
        zones = load(cadastral);
        byComune.set(cadastral, zones);
        // A failed read is not kept: the next turn tries again.
        void zones.catch(() => byComune.delete(cadastral));
      }
      return zones;
    },

    /** Forget every table at once (after an import in this process). */
    clear(): void {
      byComune.clear();
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}
