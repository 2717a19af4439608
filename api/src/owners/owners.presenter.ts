/**
 * The home owners as the owners' screen reads them (shared/src/owners.ts), with the words an owner's card uses
 * for the states of leads and appointments.
 */
import type { AppointmentStatus, ContactStatus, OwnerAppointmentStatus, OwnerContactStatus, OwnerSummary } from '@valuta/shared';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { Owner } from '../models/Owner.js';

/** What the valuations of one owner add up to (a raw aggregate: numbers may come back as text). */
export interface ValuationAggregate {
  user_id: number | string;
  valuations_count: number | string;
  completed_count: number | string;
  last_valuation_date: Date | string | null;
}

export function presentOwner(owner: Owner, aggregate: ValuationAggregate | undefined): OwnerSummary {
  return {
    id: owner.id,
    name: owner.name,
    email: owner.email,
    phone: owner.phone,
    created_at: isoOf(owner.createdAt),
    last_valuation_date: toIso(aggregate?.last_valuation_date ?? null),
    valuations_count: Number(aggregate?.valuations_count ?? 0),
    gdpr_consent: owner.gdprConsent,
  };
}

/**
 * A lead's state on an owner's card: a lead with an open appointment reads 'appuntamento' unless it is closed;
 * otherwise new and read are 'nuovo', contacted 'contattato', closed 'chiuso'.
 */
export function ownerContactStatus(status: ContactStatus, hasOpenAppointment: boolean): OwnerContactStatus {
  if (status === 'closed') return 'chiuso';
  if (hasOpenAppointment) return 'appuntamento';
  if (status === 'contacted') return 'contattato';
  return 'nuovo';
}

/**
 * An appointment's state on an owner's card: confirmed 'programmato', done 'completato', cancelled or no-show
 * 'annullato', pending as stored.
 */
export function ownerAppointmentStatus(status: AppointmentStatus): OwnerAppointmentStatus {
  if (status === 'confirmed') return 'programmato';
  if (status === 'done') return 'completato';
  if (status === 'cancelled' || status === 'no_show') return 'annullato';
  return status;
}

/** What the owner's card calls each source of a lead. */
export const SERVICE_TYPE_BY_SOURCE: Record<string, string> = { chat: 'valutazione' };
