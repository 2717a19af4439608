/**
 * The customers as the users screen reads them (shared/src/owners.ts), with the user view's own words for
 * the states of leads and appointments.
 */
import type { AdminUserSummary, AppointmentStatus, ContactStatus, UserAppointmentStatus, UserContactStatus } from '@valuta/shared';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { User } from '../models/User.js';

/** What the valuations of one user add up to (a raw aggregate: numbers may come back as text). */
export interface ValuationAggregate {
  user_id: number | string;
  valuations_count: number | string;
  completed_count: number | string;
  last_valuation_date: Date | string | null;
}

export function presentUser(user: User, aggregate: ValuationAggregate | undefined): AdminUserSummary {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    created_at: isoOf(user.createdAt),
    last_valuation_date: toIso(aggregate?.last_valuation_date ?? null),
    valuations_count: Number(aggregate?.valuations_count ?? 0),
    gdpr_consent: user.gdprConsent,
  };
}

/**
 * A lead's state in the user view: a lead with an open appointment reads 'appuntamento' unless it is closed;
 * otherwise new and read are 'nuovo', contacted 'contattato', closed 'chiuso'.
 */
export function userContactStatus(status: ContactStatus, hasOpenAppointment: boolean): UserContactStatus {
  if (status === 'closed') return 'chiuso';
  if (hasOpenAppointment) return 'appuntamento';
  if (status === 'contacted') return 'contattato';
  return 'nuovo';
}

/**
 * An appointment's state in the user view: confirmed 'programmato', done 'completato', cancelled or no-show
 * 'annullato', pending as stored.
 */
export function userAppointmentStatus(status: AppointmentStatus): UserAppointmentStatus {
  if (status === 'confirmed') return 'programmato';
  if (status === 'done') return 'completato';
  if (status === 'cancelled' || status === 'no_show') return 'annullato';
  return status;
}

/** What the user view calls each source of a lead. */
export const SERVICE_TYPE_BY_SOURCE: Record<string, string> = { chat: 'valutazione' };
