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

/** The contacts list and the contact card label lead types differently: the list reads LIST, the card DETAIL. */
export const LEAD_TYPES = ['hot', 'curious', 'unknown'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];
export const LEAD_TYPE_LIST_LABELS: Record<LeadType, string> = {
  hot: 'Interessato',
  curious: 'Curioso',
  unknown: 'Da valutare',
};
export const LEAD_TYPE_DETAIL_LABELS: Record<LeadType, string> = {
  hot: 'Alto interesse',
  curious: 'Interessato',
  unknown: 'Da classificare',
};
export const leadTypeListLabel = labelOf(LEAD_TYPE_LIST_LABELS, LEAD_TYPE_LIST_LABELS.unknown);
export const leadTypeDetailLabel = labelOf(LEAD_TYPE_DETAIL_LABELS, LEAD_TYPE_DETAIL_LABELS.unknown);
