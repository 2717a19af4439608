import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { UNSUPPORTED_CITY_NOT_FOUND } from './unsupported-cities.service.js';

/** /api/admin/unsupported-city-contacts/:id/… */
export const UnsupportedCityParamsSchema = z.object({ id: NumericIdSchema(UNSUPPORTED_CITY_NOT_FOUND) });
