import { Op, type WhereOptions } from 'sequelize';

/** Rows per query of a CSV export: large enough to be quick, small enough to stream in constant memory. */
export const BATCH_SIZE = 1_000;

/**
 * Rows newest first, read by id with a keyset so each batch costs the same however deep the export is. The
 * next batch is asked for as soon as a batch arrives, before the caller formats and sends it, so the database
 * works while the server writes lines: one batch ahead at most, whatever the pace of the reader.
 */
export async function* inBatches<T>(read: (beforeId: number | null) => Promise<T[]>, idOf: (row: T) => number): AsyncGenerator<T[]> {
  let next: Promise<T[]> | null = read(null);
  try {
    while (next) {
      const rows: T[] = await next;
      next = rows.length === BATCH_SIZE ? read(idOf(rows[rows.length - 1]!)) : null;
      if (rows.length > 0) yield rows;
    }
  } finally {
    // A reader that stops early (the download was cancelled) leaves the batch ahead unread: its failure,
    // if any, is of no one's concern.
    next?.catch(() => undefined);
  }
}

/** The keyset condition of the batch after `beforeId`. */
export const beforeIdCondition = (beforeId: number | null): WhereOptions => (beforeId === null ? {} : { id: { [Op.lt]: beforeId } });
