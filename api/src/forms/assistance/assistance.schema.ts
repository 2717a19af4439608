import { z } from 'zod';
import { NumericIdSchema } from '@valuta/shared';
import { ASSISTANCE_NOT_FOUND } from './assistance.service.js';

export const AssistanceParamsSchema = z.object({ id: NumericIdSchema(ASSISTANCE_NOT_FOUND) });
