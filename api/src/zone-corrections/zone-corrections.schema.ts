import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { VERSION_NOT_FOUND_MESSAGE } from './zone-corrections.service.js';

/** /api/admin/zone-corrections/:version: a version that is not a number names none, 404 as an unknown one. */
export const VersionParamsSchema = z.object({ version: NumericIdSchema(VERSION_NOT_FOUND_MESSAGE) });
