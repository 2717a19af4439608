/**
 * What the owners of the homes a member follows see of them in their area ('Il tuo consulente'): the name of
 * the account, and the phone (also for WhatsApp) and photo the member chose here. Nothing set, nothing shown.
 */
import { z } from 'zod';
import { phoneNumber } from '../fields.js';
import { PhotoIdSchema } from '../agency/settings.js';

/** GET and PUT /api/admin/profile/owner-card: the signed-in member's own card. */
export const AgentCardSchema = z.object({
  phone: z.union([z.literal('').transform(() => null), z.null(), phoneNumber(6, 'Numero di telefono non valido')], {
    error: 'Numero di telefono non valido',
  }),
  photo_id: PhotoIdSchema.nullable(),
});
export type AgentCard = z.output<typeof AgentCardSchema>;
export type AgentCardInput = z.input<typeof AgentCardSchema>;

export const AGENT_PHOTO_NOT_FOUND_MESSAGE = 'Foto non trovata: caricala prima in Impostazioni agenzia';
