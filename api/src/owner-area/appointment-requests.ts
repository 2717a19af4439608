/**
 * The owner's request to move or cancel an appointment, kept on the appointment (owner_request) so the
 * agency's 'Appuntamenti' lists it with the appointment and the owner sees its state.
 */
import { z } from 'zod';
import { OWNER_REQUEST_KINDS, OWNER_REQUEST_STATES, TIME_SLOTS, type OwnerAreaAppointmentRequest } from '@valuta/shared';
import { readJsonColumn } from '../infra/db/json-column.js';

const RequestSchema = z.object({
  kind: z.enum(OWNER_REQUEST_KINDS),
  state: z.enum(OWNER_REQUEST_STATES),
  date: z.string().nullable(),
  time_slot: z.enum(TIME_SLOTS).nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<OwnerAreaAppointmentRequest>;

export function readOwnerRequest(value: unknown): OwnerAreaAppointmentRequest | null {
  return readJsonColumn(RequestSchema.nullable(), value ?? null, 'appointments.owner_request');
}
