import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { ASSISTANCE_NOT_FOUND } from './assistance.service.js';

/** /api/admin/assistenze/:id/… */
export const AssistanceParamsSchema = z.object({ id: NumericIdSchema(ASSISTANCE_NOT_FOUND) });
