/** 'La mia casa' in the owner's words: the rows of a home as the owner's area shows them. */
import {
  ACTIVITY_KIND_LABELS,
  ESTIMATE_REASON_LABELS,
  ESTIMATE_REASONS,
  OFFER_STATE_LABELS,
  OWNER_APPOINTMENT_STATE_LABELS,
  whatsappLink,
  type Activity,
  type ActivityKind,
  type OfferState,
  type EstimateReason,
  type Offer,
  type OwnerAgent,
  type OwnerAreaAppointment,
  type OwnerAppointmentState,
  type OwnerEstimate,
  type OwnerEstimateVersion,
  type OwnerHomeSummary,
  type Viewing,
} from '@valuta/shared';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { Appointment } from '../models/Appointment.js';
import type { SellingEntry } from '../models/SellingEntry.js';
import type { TeamMember } from '../models/TeamMember.js';
import type { Valuation } from '../models/Valuation.js';
import type { ValuationVersion } from '../models/ValuationVersion.js';
import { presentVersion } from '../valuation/valuation.presenter.js';
import { readPropertyData } from '../valuation/valuation-record.js';
import { readOwnerRequest } from './appointment-requests.js';

const STATE_OF: Record<string, OwnerAppointmentState> = {
  pending: 'in_attesa',
  confirmed: 'confermato',
  done: 'completato',
  cancelled: 'annullato',
  no_show: 'non_presentato',
};

function presentEstimate(valuation: Valuation): OwnerEstimate | null {
  if (valuation.estimatedValue === null || valuation.minValue === null || valuation.maxValue === null) return null;
  return {
    estimated_value: valuation.estimatedValue,
    min_value: valuation.minValue,
    max_value: valuation.maxValue,
    price_per_sqm: valuation.pricePerSqm ?? 0,
    at: isoOf(valuation.updatedAt),
  };
}

export function presentHomeSummary(valuation: Valuation, selling: boolean): OwnerHomeSummary {
  const property = readPropertyData(valuation.propertyData);
  return {
    id: valuation.id,
    address: property.formattedAddress ?? property.address ?? null,
    city: valuation.city,
    property_type: valuation.propertyType,
    square_meters: valuation.squareMeters,
    estimate: presentEstimate(valuation),
    selling,
  };
}

/** A version's reason: stored for the agency's updates; a refinement's changes say it otherwise. */
function reasonOf(row: ValuationVersion, changes: unknown[]): EstimateReason {
  const stored = ESTIMATE_REASONS.find((reason) => reason === row.reason);
  if (stored) return stored;
  return row.version === 1 && changes.length === 0 ? 'initial' : 'refined';
}

/** The versions newest first; an estimate never changed is its own first version. */
export function presentVersions(valuation: Valuation, rows: ValuationVersion[]): OwnerEstimateVersion[] {
  if (rows.length === 0) {
    const estimate = presentEstimate(valuation);
    if (!estimate) return [];
    const at = valuation.completedAt ? isoOf(valuation.completedAt) : estimate.at;
    return [{ ...estimate, at, version: 1, reason: 'initial', reason_label: ESTIMATE_REASON_LABELS.initial, changes: [] }];
  }
  return rows.map((row) => {
    const view = presentVersion(row);
    const reason = reasonOf(row, view.changes);
    return {
      version: row.version,
      estimated_value: row.estimatedValue,
      min_value: row.minValue,
      max_value: row.maxValue,
      price_per_sqm: row.pricePerSqm,
      at: view.createdAt,
      reason,
      reason_label: ESTIMATE_REASON_LABELS[reason],
      changes: reason === 'refined' ? view.changes : [],
    };
  });
}

export function presentOwnerAppointment(appointment: Appointment, now: Date): OwnerAreaAppointment {
  const state = STATE_OF[appointment.status] ?? 'in_attesa';
  const request = readOwnerRequest(appointment.ownerRequest);
  const upcoming = appointment.scheduledAt !== null && appointment.scheduledAt.getTime() > now.getTime();
  return {
    id: appointment.id,
    state,
    state_label: OWNER_APPOINTMENT_STATE_LABELS[state],
    scheduled_at: toIso(appointment.scheduledAt),
    duration_minutes: appointment.durationMinutes,
    location: appointment.location,
    requested_date: appointment.requestedDate,
    preferred_time: appointment.preferredTime,
    request,
    can_change: state === 'confermato' && upcoming && request?.state !== 'in_attesa',
  };
}

/** A phone number for wa.me: digits, with Italy's prefix when the number has none. */
function internationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return phone.trim().startsWith('+') || (digits.startsWith('39') && digits.length > 10) ? digits : `39${digits}`;
}

export function presentAgent(member: TeamMember | null): OwnerAgent | null {
  if (!member || member.disabledAt !== null || !member.name?.trim()) return null;
  const phone = member.phone?.trim() || null;
  return {
    name: member.name,
    photo_url: member.photoId ? `/api/agency/photos/${member.photoId}` : null,
    phone,
    whatsapp_url: phone ? whatsappLink({ whatsapp: internationalDigits(phone), whatsappMessage: 'Buongiorno, la contatto per la mia casa.' }) : null,
  };
}

export const presentViewing = (entry: SellingEntry): Viewing => ({
  id: entry.id,
  date: entry.date,
  buyer_first_name: entry.buyerFirstName ?? '',
  feedback: entry.feedback ?? '',
  interest: entry.interest ?? 0,
});

export const presentOffer = (entry: SellingEntry): Offer => {
  const state: OfferState = entry.offerState ?? 'in_valutazione';
  return { id: entry.id, date: entry.date, amount: entry.amount ?? 0, state, state_label: OFFER_STATE_LABELS[state] };
};

export const presentActivity = (entry: SellingEntry): Activity => {
  const kind: ActivityKind = entry.activityKind ?? 'portals';
  return { id: entry.id, date: entry.date, kind, kind_label: ACTIVITY_KIND_LABELS[kind], note: entry.note ?? '' };
};
