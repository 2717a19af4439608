/**
 * Model → the shapes the back office reads (shared/src/admin-api.ts). Raw models never leave the API: the
 * spec's field names (and their alternatives) are produced here, in one place.
 */
import type {
  AdminAppointment,
  AdminConversation,
  AdminValuation,
  ContactDetail,
  ContactListItem,
  ContactListValuation,
  ConversationMessage,
  PropertyData,
  ValuationExplanation,
  ValuationResult,
} from '@valuta/shared';
import type { Appointment } from '../infra/db/models/Appointment.js';
import type { ChatMessage } from '../infra/db/models/ChatMessage.js';
import type { Contact } from '../infra/db/models/Contact.js';
import type { Valuation } from '../infra/db/models/Valuation.js';
import { isoOf, toIso } from '../infra/db/dates.js';

/** The valuation columns the lists need: everything but the chat engine's private state. */
export const VALUATION_LIST_ATTRIBUTES = [
  'id',
  'userId',
  'status',
  'step',
  'city',
  'propertyType',
  'squareMeters',
  'propertyData',
  'estimatedValue',
  'minValue',
  'maxValue',
  'pricePerSqm',
  'completedAt',
  'createdAt',
  'updatedAt',
] as const;

export function isCompleted(valuation: Pick<Valuation, 'status' | 'completedAt'>): boolean {
  return valuation.status === 'completed' || valuation.completedAt !== null;
}

const numberOrNull = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const flagOrNull = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

function propertyDataOf(valuation: Pick<Valuation, 'propertyData'>): PropertyData {
  const data = valuation.propertyData;
  return data && typeof data === 'object' ? (data as PropertyData) : {};
}

function explanationOf(result: unknown): ValuationExplanation | null {
  if (!result || typeof result !== 'object') return null;
  const value = result as Partial<ValuationResult>;
  return {
    zone: value.zone ?? null,
    commercialSurface: numberOrNull(value.commercialSurface),
    adjustments: Array.isArray(value.adjustments) ? value.adjustments : [],
    rangeFraction: numberOrNull(value.rangeFraction),
    confidence: textOrNull(value.confidence),
    unknownFactors: Array.isArray(value.unknownFactors) ? value.unknownFactors : [],
    modelVersion: textOrNull(value.modelVersion),
  };
}

export interface ValuationContact {
  name: string;
  email: string;
  phone: string;
}

/** A valuation with every name of back-office spec §3. The figures come from the columns, else from the result. */
export function presentValuation(
  valuation: Valuation,
  contact: ValuationContact | null = null,
): AdminValuation {
  const data = propertyDataOf(valuation);
  const result = (valuation.result ?? null) as Partial<ValuationResult> | null;
  const value = valuation.estimatedValue ?? numberOrNull(result?.estimatedValue);
  const min = valuation.minValue ?? numberOrNull(result?.minValue);
  const max = valuation.maxValue ?? numberOrNull(result?.maxValue);
  const surface = valuation.squareMeters ?? numberOrNull(data.squareMeters);
  const city = valuation.city ?? textOrNull(data.city) ?? textOrNull(data.town);
  const category = valuation.propertyType ?? textOrNull(data.propertyType);
  const year = numberOrNull(data.constructionYear);
  const condition = textOrNull(data.condition);
  const createdAt = isoOf(valuation.createdAt);
  const completedAt = toIso(valuation.completedAt);
  return {
    id: valuation.id,
    status: valuation.status,
    step: valuation.step,
    address: textOrNull(data.formattedAddress) ?? textOrNull(data.address),
    town: city,
    city,
    street: textOrNull(data.street),
    house_number: textOrNull(data.houseNumber),
    zone: textOrNull(data.quartiere) ?? textOrNull(data.zoneName),
    category,
    propertyType: category,
    construction_year: year,
    yearBuilt: year,
    rooms: numberOrNull(data.rooms),
    bathrooms: numberOrNull(data.bathrooms),
    floor: numberOrNull(data.floor),
    squareMeters: surface,
    living_area: surface,
    hasElevator: flagOrNull(data.hasElevator),
    hasBalcony: flagOrNull(data.hasBalcony),
    hasGarden: flagOrNull(data.hasGarden),
    hasTerrace: flagOrNull(data.hasTerrace),
    hasGarage: flagOrNull(data.hasGarage),
    condition,
    equipment: condition,
    energyClass: textOrNull(data.energyClass),
    valuationValue: value,
    valore_stimato: value,
    market_value: value,
    valuationMin: min,
    range_min: min,
    valuationMax: max,
    range_max: max,
    pricePerSqm: valuation.pricePerSqm ?? numberOrNull(result?.pricePerSqm),
    completed: isCompleted(valuation),
    createdAt,
    created_at: createdAt,
    completedAt,
    completed_at: completedAt,
    contactName: contact?.name ?? null,
    contactEmail: contact?.email ?? null,
    contactPhone: contact?.phone ?? null,
    explanation: explanationOf(valuation.result),
  };
}

/** The valuation summary of a row of the contacts list. */
export function presentListValuation(valuation: Valuation): ContactListValuation {
  const data = propertyDataOf(valuation);
  return {
    id: valuation.id,
    city: valuation.city ?? textOrNull(data.city),
    propertyType: valuation.propertyType ?? textOrNull(data.propertyType),
    squareMeters: valuation.squareMeters ?? numberOrNull(data.squareMeters),
    valuationValue: valuation.estimatedValue,
    range_min: valuation.minValue,
    range_max: valuation.maxValue,
    completed: isCompleted(valuation),
  };
}

export function presentContactListItem(
  contact: Contact,
  valuation: Valuation | null,
  userValuationsCount: number,
): ContactListItem {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    status: contact.status,
    leadType: contact.leadType,
    createdAt: isoOf(contact.createdAt),
    userId: contact.userId,
    user_valuations_count: userValuationsCount,
    valuation: valuation ? presentListValuation(valuation) : null,
  };
}

export function presentContactDetail(contact: Contact): ContactDetail {
  return {
    id: contact.id,
    name: contact.name,
    email: contact.email,
    phone: contact.phone,
    created_at: isoOf(contact.createdAt),
    updated_at: isoOf(contact.updatedAt),
    admin_notes: contact.adminNotes ?? null,
    status: contact.status,
    lead_type: contact.leadType,
    notes: contact.notes,
    preferred_time: contact.preferredTime,
    source: contact.source,
    user_id: contact.userId,
    valuation_id: contact.valuationId,
    privacy_accepted: contact.privacyAccepted,
    consent_email: contact.consentEmail,
    consent_whatsapp: contact.consentWhatsapp,
    consents_recorded_at: toIso(contact.consentsRecordedAt),
  };
}

export function presentAppointment(appointment: Appointment, contactName: string | null = null): AdminAppointment {
  return {
    id: appointment.id,
    contact_id: appointment.contactId,
    user_id: appointment.userId,
    phone: appointment.phone,
    requested_date: appointment.requestedDate,
    requested_time: appointment.requestedTime,
    status: appointment.status,
    notes: appointment.notes,
    whatsapp_ok: appointment.whatsappOk,
    preferred_time: appointment.preferredTime,
    valuation_id: appointment.valuationId,
    created_at: isoOf(appointment.createdAt),
    contact_name: contactName,
  };
}

/** The conversation of a valuation: what either side wrote, in order; the engine's system notes stay out. */
export function presentConversation(
  valuation: Pick<Valuation, 'id' | 'createdAt' | 'status' | 'completedAt'>,
  messages: ChatMessage[],
): AdminConversation {
  return {
    id: valuation.id,
    valuation_id: valuation.id,
    created_at: isoOf(valuation.createdAt),
    completed: isCompleted(valuation),
    messages: messages
      .filter((message) => message.role === 'user' || message.role === 'assistant')
      .map(
        (message): ConversationMessage => ({
          id: message.id,
          role: message.role as 'user' | 'assistant',
          content: message.content,
          timestamp: isoOf(message.createdAt),
        }),
      ),
  };
}
