/**
 * The registry of personal data: every table that holds data about a person (a lead, an owner, an applicant),
 * which of its columns are personal, how the rows about a person are found, and what erasure does to them.
 * The export, the erasure and the retention job all read it, so a table they do not know is a table they
 * miss; personal-data.test.ts fails when a model gains an e-mail, phone, name or address column that is
 * neither here nor in NOT_ABOUT_LEADS.
 */
import type { Models } from '../models/index.js';

/**
 * What links a row to other rows of the same person: the conversation it came from, or the lead. Not the
 * owner record (users): it is keyed by an e-mail that anybody can type into a form, so it joins rows of
 * different people as soon as one of them borrows another's address.
 */
export type LinkKind = 'valuation' | 'contact';

export interface PersonalTable {
  model: keyof Models;
  /** The table's name in the export (JSON key and CSV file name), in Italian. */
  label: string;
  /** Attributes that hold personal data: blanked by anonymisation, and the reason the table is here. */
  personal: readonly string[];
  /** Attributes compared with the person's e-mail addresses (case-insensitive). */
  emails?: readonly string[];
  /** Attributes compared with the person's phone numbers (however spaced, with or without +39). */
  phones?: readonly string[];
  /** Attributes holding the id of a valuation or contact of the person ('id' for the table's own). */
  links?: readonly { attribute: string; to: LinkKind }[];
  /** The name its rows go by in the audit log (entity_type) and in the e-mails about them (about_type). */
  entity?: string;
  /**
   * Rows that name the record they are about (the outbox's about_type and about_id) go with that record's
   * person; only rows naming none are found by their addresses.
   */
  aboutRecords?: boolean;
  /**
   * 'anonymise' keeps the row with its personal attributes blanked, so counts by period (the dashboard) stay
   * right; 'delete' removes rows that are nothing but personal data (a conversation, an e-mail).
   */
  erase: 'anonymise' | 'delete';
}

const consentsAndForm = { erase: 'anonymise' } as const;

export const PERSONAL_TABLES: readonly PersonalTable[] = [
  {
    model: 'Contact',
    label: 'contatti',
    personal: ['name', 'email', 'phone', 'notes', 'adminNotes'],
    emails: ['email'],
    phones: ['phone'],
    links: [
      { attribute: 'id', to: 'contact' },
      { attribute: 'valuationId', to: 'valuation' },
    ],
    entity: 'contact',
    ...consentsAndForm,
  },
  {
    model: 'Owner',
    label: 'utenti',
    personal: ['name', 'email', 'phone'],
    emails: ['email'],
    phones: ['phone'],
    // The staff may give the owner a later lead's name and phone: audited under the entity 'user'.
    entity: 'user',
    erase: 'anonymise',
  },
  {
    model: 'Valuation',
    label: 'valutazioni',
    // The address and what the owner typed live in these JSON columns; city, type, size and figures stay.
    personal: ['propertyData', 'engineState', 'result'],
    links: [{ attribute: 'id', to: 'valuation' }],
    erase: 'anonymise',
  },
  {
    model: 'ValuationVersion',
    label: 'versioni_valutazione',
    // Each refinement's figures and what the owner changed (details of their home); the figures stay.
    personal: ['result', 'changes'],
    links: [{ attribute: 'valuationId', to: 'valuation' }],
    erase: 'anonymise',
  },
  {
    model: 'LeadOutcome',
    label: 'esiti',
    // Prices and a date of the person's home: part of their export; nothing in it names them, so erasure keeps
    // the row (the accuracy figures are the agency's record of its own estimates) once the contact is blanked.
    personal: [],
    links: [
      { attribute: 'contactId', to: 'contact' },
      { attribute: 'valuationId', to: 'valuation' },
    ],
    // Its changes are audited on the contact (the lead's card history), found through the Contact entry.
    erase: 'anonymise',
  },
  {
    model: 'ChatMessage',
    label: 'conversazione',
    personal: ['content', 'metadata'],
    links: [{ attribute: 'valuationId', to: 'valuation' }],
    erase: 'delete',
  },
  {
    model: 'Appointment',
    label: 'appuntamenti',
    // The requester's own name and e-mail are copied onto the row (bookings and consultations have no contact),
    // and the place or the reason for a cancellation may describe the person.
    personal: ['name', 'email', 'phone', 'notes', 'location', 'cancelReason'],
    emails: ['email'],
    phones: ['phone'],
    entity: 'appointment',
    links: [
      { attribute: 'contactId', to: 'contact' },
      { attribute: 'valuationId', to: 'valuation' },
    ],
    ...consentsAndForm,
  },
  {
    model: 'SellerContact',
    label: 'richieste_venditori',
    personal: ['fullName', 'email', 'phone', 'propertyAddress', 'adminNotes'],
    emails: ['email'],
    phones: ['phone'],
    entity: 'seller_contact',
    ...consentsAndForm,
  },
  {
    model: 'AssistanceRequest',
    label: 'richieste_assistenza',
    personal: ['name', 'email', 'phone', 'message', 'adminNotes'],
    emails: ['email'],
    phones: ['phone'],
    entity: 'assistance_request',
    ...consentsAndForm,
  },
  {
    model: 'Booking',
    label: 'prenotazioni',
    personal: ['firstName', 'lastName', 'email', 'phone', 'notes'],
    emails: ['email'],
    phones: ['phone'],
    entity: 'booking',
    ...consentsAndForm,
  },
  {
    model: 'ConsultationRequest',
    label: 'consulenze',
    personal: ['firstName', 'lastName', 'email', 'phone'],
    emails: ['email'],
    phones: ['phone'],
    entity: 'consultation_request',
    ...consentsAndForm,
  },
  {
    model: 'PartnerApplication',
    label: 'candidature_partner',
    personal: ['firstName', 'lastName', 'email', 'phone', 'motivation', 'adminNotes'],
    emails: ['email'],
    phones: ['phone'],
    entity: 'partner_application',
    ...consentsAndForm,
  },
  {
    model: 'UnsupportedCityContact',
    label: 'comuni_non_coperti',
    personal: ['firstName', 'lastName', 'email', 'phone', 'motivation', 'propertyDescription', 'adminNotes'],
    emails: ['email'],
    phones: ['phone'],
    links: [{ attribute: 'valuationId', to: 'valuation' }],
    entity: 'unsupported_city_contact',
    ...consentsAndForm,
  },
  {
    model: 'OutboxEmail',
    label: 'email',
    // Mail to the person, and mail about them (the agency's new-lead notice answers to their address).
    personal: ['toAddress', 'replyTo', 'subject', 'textBody', 'htmlBody'],
    emails: ['toAddress', 'replyTo'],
    aboutRecords: true,
    erase: 'delete',
  },
  {
    model: 'SellingEntry',
    label: 'vendita',
    // The viewings, offers and activities of the person's home in 'Mandato'; the buyer's first name and
    // feedback are there only because of this home, so they go with it.
    personal: ['buyerFirstName', 'feedback', 'note'],
    links: [{ attribute: 'contactId', to: 'contact' }],
    entity: 'selling_entry',
    erase: 'delete',
  },
  {
    model: 'OwnerLink',
    label: 'link_area_venditore',
    personal: ['email'],
    emails: ['email'],
    erase: 'delete',
  },
  {
    model: 'OwnerSession',
    label: 'accessi_area_venditore',
    personal: ['email'],
    emails: ['email'],
    erase: 'delete',
  },
  {
    model: 'OwnerValueUpdate',
    label: 'aggiornamenti_valore',
    personal: ['email'],
    emails: ['email'],
    links: [{ attribute: 'valuationId', to: 'valuation' }],
    erase: 'delete',
  },
  {
    model: 'AppEvent',
    label: 'eventi',
    // Figures of the dashboard (a valuation completed, an appointment asked for): exported, nothing to blank.
    personal: [],
    links: [{ attribute: 'valuationId', to: 'valuation' }],
    erase: 'anonymise',
  },
];

/**
 * Models that hold nothing about the people the agency's site collects, each with the name-like columns it
 * does have and why they are not a lead's personal data.
 */
export const NOT_ABOUT_LEADS: Readonly<Partial<Record<keyof Models, { columns: readonly string[]; reason: string }>>> = {
  TeamMember: { columns: ['email', 'name', 'phone'], reason: "the agency's staff accounts (the phone the owners of their homes see)" },
  SessionRecord: { columns: [], reason: "staff sessions (the data is the administrator's id)" },
  RateLimitCounter: {
    columns: [],
    reason: "counters keyed by client address, staff e-mail or a hash of a visitor's e-mail, gone within the hour",
  },
  PageVisit: { columns: [], reason: 'a one-way hash of the visitor, which links to no person' },
  ComuneCoverage: { columns: ['name'], reason: "the comuni the agency covers (a comune's name)" },
  PriceZone: { columns: ['comuneName', 'zoneName'], reason: 'OMI price zones (place names)' },
  AgencySettingsRecord: {
    columns: ['emailSignature'],
    reason: "the agency's own published content: its details, its staff on /chi-siamo, the reviews it chose to show",
  },
  AgencyPhoto: { columns: [], reason: "photos of the agency's staff for /chi-siamo" },
  ZoneCorrectionSet: { columns: [], reason: "versions of the agency's zone corrections (who applied them is a staff id)" },
  ZoneCorrection: { columns: [], reason: 'a factor per price zone, learned from sales in aggregate' },
};

/** Audit log entries: their before/after values may copy a person's data; matched through `auditEntity`. */
export const AUDIT_PERSONAL_ATTRIBUTES = ['before', 'after'] as const;
/** Columns of the audit log that name the staff member who acted, not a lead. */
export const AUDIT_STAFF_ATTRIBUTES = ['adminEmail'] as const;
