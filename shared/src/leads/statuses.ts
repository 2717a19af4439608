/**
 * A lead's status and type, with their Italian labels. Values are what the API stores, accepts and sends;
 * labels are what the UIs show, with a fallback for a value the tables do not know.
 */
import { labelOf } from '../labels.js';

export const CONTACT_STATUSES = ['new', 'read', 'contacted', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export const CONTACT_STATUS_LABELS: Record<ContactStatus, string> = {
  new: 'Nuovo',
  read: 'Letto',
  contacted: 'Contattato',
  closed: 'Chiuso',
};
export const contactStatusLabel = labelOf(CONTACT_STATUS_LABELS, 'Nuovo');

/**
 * One word per lead type on every screen, filter and export: 'Interessato' once meant hot on the list and curious
 * on the card, so it is used for neither (docs/decisions/0090-one-word-per-lead-type.md).
 */
export const LEAD_TYPES = ['hot', 'curious', 'unknown'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  hot: 'Alto interesse',
  curious: 'Curioso',
  unknown: 'Da classificare',
};
export const leadTypeLabel = labelOf(LEAD_TYPE_LABELS, LEAD_TYPE_LABELS.unknown);
