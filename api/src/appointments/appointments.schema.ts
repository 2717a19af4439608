import { NumericIdSchema } from '@valuta/shared';
import { z } from 'zod';
import { APPOINTMENT_NOT_FOUND } from './appointments.admin.not-found.js';

/** /api/admin/appointments/:id: an id that is not a number names no appointment, 404 as an unknown number does. */
export const AppointmentParamsSchema = z.object({ id: NumericIdSchema(APPOINTMENT_NOT_FOUND) });
