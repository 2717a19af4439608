/**
 * The contacts list of the back office: one page of leads with the summary of each one's valuation, and the
 * query with the list's filters (every one of them is kept in the page's URL).
 */
import { z } from 'zod';
import { timeFilterField } from '../admin-fields.js';
import { TOO_LONG_MESSAGE, blankToUndefined } from '../fields.js';
import { CONTACTS_PAGE_SIZE } from '../limits.js';
import { AssigneeFilterSchema } from '../team.js';
import type { LeadWork } from './next-action.js';
import { CONTACT_STATUSES, LEAD_TYPES, type ContactStatus, type LeadType } from './statuses.js';

/** The summary of a lead's valuation in the contacts list. */
export interface ContactListValuation {
  id: string;
  city: string | null;
  propertyType: string | null;
  squareMeters: number | null;
  /** Null while the valuation is not completed ('Non completata'). */
  valuationValue: number | null;
  range_min: number | null;
  range_max: number | null;
  completed: boolean;
}

export interface ContactListItem {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: ContactStatus;
  leadType: LeadType;
  createdAt: string;
  userId: number | null;
  /** Valuations of the same customer (the owner the lead belongs to). */
  user_valuations_count: number;
  /** Absent when the lead has no valuation ('Non disponibile'). */
  valuation: ContactListValuation | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
  /** Its age, whether staff reached it and whether late, its next action. */
  work: LeadWork;
}

/** GET /api/admin/contacts?limit&offset[&search][&timeFilter]: one page, and how many match in all. */
export interface ContactsListResponse {
  contacts: ContactListItem[];
  totalCount: number;
}

const INVALID_PAGING_MESSAGE = 'Paginazione non valida.';
const MAX_SEARCH_LENGTH = 200;
const MAX_CONTACTS_PAGE_SIZE = 100;

const pagingNumber = (fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: INVALID_PAGING_MESSAGE })
      .int({ error: INVALID_PAGING_MESSAGE })
      .min(min, { error: INVALID_PAGING_MESSAGE })
      .max(max, { error: INVALID_PAGING_MESSAGE })
      .default(fallback),
  );

/** GET /api/admin/contacts?limit&offset[&search][&timeFilter] */
export const ContactsListQuerySchema = z.object({
  limit: pagingNumber(CONTACTS_PAGE_SIZE, 1, MAX_CONTACTS_PAGE_SIZE),
  offset: pagingNumber(0, 0, Number.MAX_SAFE_INTEGER),
  search: z.preprocess(
    blankToUndefined,
    z.string({ error: 'Ricerca non valida.' }).trim().max(MAX_SEARCH_LENGTH, { error: TOO_LONG_MESSAGE }).optional(),
  ),
  timeFilter: timeFilterField('all'),
});
export type ContactsListQuery = z.output<typeof ContactsListQuerySchema>;

/**
 * The list's orders: newest or oldest first (the lead's age), late first (leads not contacted, the longest
 * waiting first, then the others newest first), or by next action (the soonest due first, leads without one last).
 */
export const CONTACT_SORTS = ['newest', 'oldest', 'late', 'next_action'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];
export const CONTACT_SORT_LABELS: Record<ContactSort, string> = {
  newest: 'Più recenti',
  oldest: 'Meno recenti',
  late: 'Da contattare prima',
  next_action: 'Prossima azione',
};

/** GET /api/admin/contacts with the filters of the list; every one of them is kept in the page's URL. */
export const ContactsFilterQuerySchema = ContactsListQuerySchema.extend({
  status: z.preprocess(blankToUndefined, z.enum(CONTACT_STATUSES, { error: 'Stato non valido.' }).optional()),
  leadType: z.preprocess(blankToUndefined, z.enum(LEAD_TYPES, { error: 'Tipo di lead non valido.' }).optional()),
  assignee: AssigneeFilterSchema,
  source: z.preprocess(blankToUndefined, z.string({ error: 'Origine non valida.' }).trim().max(40, { error: 'Origine non valida.' }).optional()),
  sort: z.preprocess(blankToUndefined, z.enum(CONTACT_SORTS, { error: 'Ordinamento non valido.' }).default('newest')),
});
export type ContactsFilterQuery = z.output<typeof ContactsFilterQuerySchema>;

/** The list with the sources its filter can offer. */
export interface FilteredContactsListResponse extends ContactsListResponse {
  sources: string[];
}
