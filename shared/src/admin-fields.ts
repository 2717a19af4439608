/**
 * The request pieces the back office's domains share: a numeric id in a path, the admin notes, the period
 * of a list or an export. Apart from fields.ts, which the public forms load: no public page carries these.
 */
import { z } from 'zod';
import { TOO_LONG_MESSAGE, blankToUndefined } from './fields.js';
import { MAX_LONG_TEXT_LENGTH } from './limits.js';
import { TIME_FILTERS, type TimeFilter } from './time-filters.js';

export const INVALID_STATUS_MESSAGE = 'Stato non valido.';
export const INVALID_ID_MESSAGE = 'Identificativo non valido.';
const INVALID_NOTES_MESSAGE = 'Le note non sono valide.';

/** A numeric id in a path. */
export const NumericIdSchema = (message = INVALID_ID_MESSAGE) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((value) => value <= 2_147_483_647, { error: message });

/** Admin notes: free text up to the long-text limit; null or blank clears them. */
export const AdminNotesSchema = z
  .union([z.string({ error: INVALID_NOTES_MESSAGE }), z.null()], { error: INVALID_NOTES_MESSAGE })
  .transform((value) => (value ?? '').trim())
  .pipe(z.string().max(MAX_LONG_TEXT_LENGTH, { error: TOO_LONG_MESSAGE }));

/** PATCH …/notes of assistance requests and unsupported-city contacts. */
export const NotesUpdateSchema = z.object({ notes: AdminNotesSchema });

/** A period in a query string; absent or blank reads as `fallback`. */
export const timeFilterField = (fallback: TimeFilter) =>
  z.preprocess(blankToUndefined, z.enum(TIME_FILTERS, { error: 'Periodo non valido.' }).default(fallback));

/** GET /api/admin/export-contacts-csv[?timeFilter], /api/admin/export-assistenze-csv?timeFilter */
export const ExportQuerySchema = z.object({ timeFilter: timeFilterField('all') });
