/** The path parameters of the owner's area: a malformed one names nothing of the owner's, so 404. */
import { NumericIdSchema, OwnerTokenSchema } from '@valuta/shared';
import { z } from 'zod';
import { APPOINTMENT_NOT_FOUND_MESSAGE, HOME_NOT_FOUND_MESSAGE } from './owner-homes.service.js';

export const HomeParamsSchema = z.object({
  id: z.string({ error: HOME_NOT_FOUND_MESSAGE }).regex(/^[A-Za-z0-9_-]{1,40}$/, { error: HOME_NOT_FOUND_MESSAGE }),
});

export const AppointmentParamsSchema = z.object({ id: NumericIdSchema(APPOINTMENT_NOT_FOUND_MESSAGE) });

export const TokenParamsSchema = z.object({ token: OwnerTokenSchema });

export const TokenBodySchema = z.object({ token: OwnerTokenSchema });
