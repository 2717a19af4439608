/**
 * A lead of the valuation chat as the back office reads it (shared/src/leads): a row of the contacts
 * list and the contact of the card. Raw models never leave the API.
 */
import type { ContactDetail, ContactListItem } from '@valuta/shared';
import { isoOf, toIso } from '../infra/db/dates.js';
import type { LeadWorkColumns } from '../lead-work/lead-work.reader.js';
import type { Contact } from '../models/Contact.js';
import { presentListValuation, type ListValuationFields } from '../valuation/valuation.presenter.js';

/** What a row of the list shows of a lead: a model, or a plain row read on the driver. */
export type ContactListFields = Pick<
  Contact,
  'id' | 'name' | 'email' | 'phone' | 'status' | 'leadType' | 'createdAt' | 'userId' | 'valuationId' | 'assignedAdminId'
>;

/** A row of the list as the presenter writes it; the service adds where the lead stands (`work`). */
export type ContactListFieldsShown = Omit<ContactListItem, 'work'>;

/** A row of the list as its statement reads it: what it shows, and the columns its `work` is computed from. */
export interface ContactListRow {
  fields: ContactListFieldsShown;
  workColumns: LeadWorkColumns;
}

export function presentContactListItem(
  contact: ContactListFields,
  valuation: ListValuationFields | null,
  userValuationsCount: number,
): ContactListFieldsShown {
  return {
    assigned_to: contact.assignedAdminId ?? null,
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
    assigned_to: contact.assignedAdminId ?? null,
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
