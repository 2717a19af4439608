import type { z } from 'zod';

/** A JSON column's value as Sequelize hands it over: parsed on model instances, text in SQLite's raw rows. */
export type JsonObject = Record<string, unknown>;

/**
 * Reads a JSON column through its schema. A stored value that does not match is a fault of ours, not of
 * the client: it fails as an internal error naming the column, never as a validation error.
 */
export function readJsonColumn<S extends z.ZodType>(schema: S, value: unknown, column: string): z.output<S> {
  const parsed = schema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  if (!parsed.success) throw new Error(`${column} does not match its schema: ${parsed.error.message}`);
  return parsed.data;
}
