import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { OUTCOME_CONTACT_NOT_FOUND } from './outcomes.service.js';

/** /api/admin/contacts/:id/outcome: an id that is not a number names no contact, 404 as an unknown number does. */
export const OutcomeParamsSchema = z.object({ id: NumericIdSchema(OUTCOME_CONTACT_NOT_FOUND) });
