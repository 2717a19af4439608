import type { z } from 'zod';

/**
 * Flattens a zod error to { field: message }, one message per field (the first), keyed by the dotted path.
 * The API sends it as `fields` of its error answer (shared/src/api-errors.ts); forms can map it back onto
 * their inputs.
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}
