/**
 * 'La mia casa': what the owner's area shows of each of the owner's homes (a home is one completed valuation
 * of theirs) and what the owner may change: an appointment (move or cancel), their consents, their data.
 */
import { z } from 'zod';
import { TIME_SLOTS, type TimeSlot } from '../time-slots.js';
import type { ValuationChange, ValuationSummary } from '../valuation/index.js';
import type { OwnerSelling } from './selling.js';

/** Why an estimate's version differs from the one before it. */
export const ESTIMATE_REASONS = ['initial', 'refined', 'zone_correction', 'omi_prices'] as const;
export type EstimateReason = (typeof ESTIMATE_REASONS)[number];
export const ESTIMATE_REASON_LABELS: Record<EstimateReason, string> = {
  initial: 'Prima stima',
  refined: 'Hai aggiunto dei dettagli',
  zone_correction: "L'agenzia ha aggiornato i prezzi della zona con le sue vendite",
  omi_prices: "Nuove quotazioni dell'Osservatorio del Mercato Immobiliare",
};

export interface OwnerEstimate {
  estimated_value: number;
  min_value: number;
  max_value: number;
  price_per_sqm: number;
  at: string;
}

/** One version of the estimate, newest first in OwnerHome.versions. */
export interface OwnerEstimateVersion extends OwnerEstimate {
  version: number;
  reason: EstimateReason;
  reason_label: string;
  /** What the owner changed (reason 'refined'); empty otherwise. */
  changes: ValuationChange[];
}

/** An appointment as the owner reads it. */
export const OWNER_APPOINTMENT_STATES = ['in_attesa', 'confermato', 'completato', 'annullato', 'non_presentato'] as const;
export type OwnerAppointmentState = (typeof OWNER_APPOINTMENT_STATES)[number];
export const OWNER_APPOINTMENT_STATE_LABELS: Record<OwnerAppointmentState, string> = {
  in_attesa: 'In attesa di conferma',
  confermato: 'Confermato',
  completato: 'Svolto',
  annullato: 'Annullato',
  non_presentato: 'Non svolto',
};

/** A move or cancellation the owner asked for, and what the agency did with it. */
export const OWNER_REQUEST_KINDS = ['move', 'cancel'] as const;
export type OwnerRequestKind = (typeof OWNER_REQUEST_KINDS)[number];
export const OWNER_REQUEST_STATES = ['in_attesa', 'accettata', 'rifiutata'] as const;
export type OwnerRequestState = (typeof OWNER_REQUEST_STATES)[number];
export const OWNER_REQUEST_STATE_LABELS: Record<OwnerRequestState, string> = {
  in_attesa: "In attesa di risposta dall'agenzia",
  accettata: 'Accettata',
  rifiutata: 'Non accettata',
};

export interface OwnerAreaAppointmentRequest {
  kind: OwnerRequestKind;
  state: OwnerRequestState;
  /** The day and window the owner proposed (kind 'move'). */
  date: string | null;
  time_slot: TimeSlot | null;
  /** Why the owner cancels (kind 'cancel'), or the note of a move. */
  reason: string | null;
  created_at: string;
}

export interface OwnerAreaAppointment {
  id: number;
  state: OwnerAppointmentState;
  state_label: string;
  /** Set once the agency confirmed it. */
  scheduled_at: string | null;
  duration_minutes: number | null;
  location: string | null;
  /** What the owner asked for when booking. */
  requested_date: string | null;
  preferred_time: string | null;
  /** The latest move or cancellation the owner asked for. */
  request: OwnerAreaAppointmentRequest | null;
  /** Whether the owner may ask to move or cancel it now (confirmed, in the future, no request pending). */
  can_change: boolean;
}

/** The agent who follows the home; the parts the agent has not set are null (and not shown). */
export interface OwnerAgent {
  name: string;
  photo_url: string | null;
  phone: string | null;
  whatsapp_url: string | null;
}

export interface OwnerHomeSummary {
  /** The valuation's public id. */
  id: string;
  address: string | null;
  city: string | null;
  property_type: string | null;
  square_meters: number | null;
  estimate: OwnerEstimate | null;
  /** The agency has the mandate: the page is the selling dashboard. */
  selling: boolean;
}

/** GET /api/area-venditore/homes */
export interface OwnerHomesResponse {
  homes: OwnerHomeSummary[];
}

/** GET /api/area-venditore/homes/:id (404 when it is not the owner's). */
export interface OwnerHome extends OwnerHomeSummary {
  /**
   * The estimate as the result page reads it (GET /api/valuation/:id gives the same object): its figures,
   * the property ('Rendi la stima più precisa' asks what is missing) and 'Come abbiamo calcolato la stima'.
   */
  summary: ValuationSummary | null;
  versions: OwnerEstimateVersion[];
  appointments: OwnerAreaAppointment[];
  agent: OwnerAgent | null;
  selling_dashboard: OwnerSelling | null;
}

const REASON_MESSAGE = 'Scrivi il motivo in poche parole (almeno 3 caratteri, al massimo 500)';

/** POST /api/area-venditore/appointments/:id/move */
export const OwnerMoveRequestSchema = z.object({
  date: z.iso.date({ error: 'Scegli un giorno valido' }),
  time_slot: z.enum(TIME_SLOTS, { error: 'Scegli la fascia oraria' }),
  note: z.string({ error: 'Nota non valida' }).trim().max(500, { error: 'Al massimo 500 caratteri' }).optional().default(''),
});
export type OwnerMoveRequest = z.output<typeof OwnerMoveRequestSchema>;

/** POST /api/area-venditore/appointments/:id/cancel */
export const OwnerCancelRequestSchema = z.object({
  reason: z.string({ error: REASON_MESSAGE }).trim().min(3, { error: REASON_MESSAGE }).max(500, { error: REASON_MESSAGE }),
});
export type OwnerCancelRequest = z.output<typeof OwnerCancelRequestSchema>;

export const OWNER_MOVE_PAST_MESSAGE = 'Scegli un giorno da domani in avanti';
export const OWNER_APPOINTMENT_UNCHANGEABLE_MESSAGE = "Questo appuntamento non si può più cambiare da qui: chiama l'agenzia.";

/** GET and PUT /api/area-venditore/consents */
export const OwnerConsentsSchema = z.object({
  consent_email: z.boolean({ error: 'Valore non valido' }),
  consent_whatsapp: z.boolean({ error: 'Valore non valido' }),
});
export type OwnerConsents = z.output<typeof OwnerConsentsSchema>;

/** POST /api/area-venditore/erase (sends the confirmation e-mail) and /erase/confirm. */
export const OWNER_ERASE_REQUESTED_MESSAGE = "Ti abbiamo mandato un'e-mail: apri il link che contiene per confermare la cancellazione dei tuoi dati.";
export const OWNER_ERASED_MESSAGE = 'I tuoi dati sono stati cancellati.';
export interface OwnerMessageResponse {
  success: true;
  message: string;
}

/** POST /api/area-venditore/unsubscribe/:token (also the one-click of RFC 8058). */
export const OWNER_UNSUBSCRIBED_MESSAGE = "Fatto: non riceverai più 'Il valore della tua casa' né altre e-mail promozionali.";

/**
 * POST /api/admin/appointments/:id/owner-request: the agency closes the owner's pending request. Accepting
 * a cancellation cancels the appointment; accepting a move only closes the request (the staff then set the
 * new date with the existing reschedule, which tells the owner).
 */
export const OwnerRequestDecisionSchema = z.object({
  state: z.enum(['accettata', 'rifiutata'], { error: 'Stato non valido' }),
});
export type OwnerRequestDecision = z.output<typeof OwnerRequestDecisionSchema>;
