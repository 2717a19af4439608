import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { CONTACT_NOT_FOUND, VALUATION_NOT_FOUND } from './leads.admin.not-found.js';

/** /api/admin/contacts/:id: an id that is not a number names no contact, 404 as an unknown number does. */
export const ContactParamsSchema = z.object({ id: NumericIdSchema(CONTACT_NOT_FOUND) });

/** /api/admin/valuations/:id/conversation */
export const ConversationParamsSchema = z.object({
  id: z.string({ error: VALUATION_NOT_FOUND }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: VALUATION_NOT_FOUND }),
});
