import { z } from 'zod';
import { NumericIdSchema } from '@valuta/shared';
import { UNSUPPORTED_CITY_NOT_FOUND } from './unsupported-cities.admin.service.js';

export const UnsupportedCityParamsSchema = z.object({ id: NumericIdSchema(UNSUPPORTED_CITY_NOT_FOUND) });
