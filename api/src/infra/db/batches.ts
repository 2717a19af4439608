import { Op, type WhereOptions } from 'sequelize';

/** Rows per query of a CSV export: large enough to be quick, small enough to stream in constant memory. */
export const BATCH_SIZE = 1_000;

/** Rows newest first, read by id with a keyset so each batch costs the same however deep the export is. */
export async function* inBatches<T extends { id: number }>(read: (beforeId: number | null) => Promise<T[]>): AsyncGenerator<T[]> {
  let beforeId: number | null = null;
  for (;;) {
    const rows = await read(beforeId);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH_SIZE) return;
    beforeId = rows[rows.length - 1]!.id;
  }
}

/** The keyset condition of the batch after `beforeId`. */
export const beforeIdCondition = (beforeId: number | null): WhereOptions => (beforeId === null ? {} : { id: { [Op.lt]: beforeId } });
