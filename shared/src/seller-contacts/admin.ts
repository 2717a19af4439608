/**
 * The seller-landing leads in the back office: their statuses, the list and the change of 'Modifica Contatto',
 * which of them the screen's filters show, and the CSV export of the same selection
 * (GET /api/admin/export-seller-contacts-csv, streamed by the server and audited like the other exports).
 */
import { z } from 'zod';
import { AdminNotesSchema, INVALID_ID_MESSAGE, INVALID_STATUS_MESSAGE } from '../admin-fields.js';
import { blankToUndefined } from '../fields.js';
import { labelOf } from '../labels.js';

export const SELLER_CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export type SellerContactStatus = (typeof SELLER_CONTACT_STATUSES)[number];
export const SELLER_CONTACT_STATUS_LABELS: Record<SellerContactStatus, string> = {
  new: 'Nuovo',
  contacted: 'Contattato',
  closed: 'Chiuso',
};
export const sellerContactStatusLabel = labelOf(SELLER_CONTACT_STATUS_LABELS, 'Nuovo');

export interface AdminSellerContact {
  id: number;
  nome_completo: string;
  email: string;
  telefono: string;
  indirizzo_immobile: string | null;
  privacy_accettata: boolean;
  status: SellerContactStatus;
  admin_notes: string | null;
  created_at: string;
  updated_at: string;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/seller-contacts: every seller contact, newest first (the page filters them). */
export type SellerContactsListResponse = AdminSellerContact[];

/** PUT /api/admin/seller-contacts/{id}: the contact as saved. */
export interface SellerContactUpdateResponse {
  success: true;
  contact: AdminSellerContact;
}

/** PUT of a seller contact: 'Modifica Contatto' saves status and admin notes together; id repeats the path's. */
export const SellerContactUpdateSchema = z.object({
  id: z.union([z.number(), z.string()], { error: INVALID_ID_MESSAGE }).optional(),
  status: z.enum(SELLER_CONTACT_STATUSES, { error: INVALID_STATUS_MESSAGE }),
  admin_notes: AdminNotesSchema.optional().default(''),
});
export type SellerContactUpdateInput = z.input<typeof SellerContactUpdateSchema>;
export type SellerContactUpdate = z.output<typeof SellerContactUpdateSchema>;

export type SellerStatusFilter = 'all' | SellerContactStatus;

/** Text over name, e-mail, phone and the home's address, case-insensitive; then the status. */
export function filterSellerContacts<T extends Pick<AdminSellerContact, 'nome_completo' | 'email' | 'telefono' | 'indirizzo_immobile' | 'status'>>(
  contacts: T[],
  search: string,
  status: SellerStatusFilter,
): T[] {
  const term = search.trim().toLowerCase();
  return contacts.filter((contact) => {
    if (status !== 'all' && contact.status !== status) return false;
    if (!term) return true;
    return [contact.nome_completo, contact.email, contact.telefono, contact.indirizzo_immobile ?? ''].some((field) =>
      field.toLowerCase().includes(term),
    );
  });
}

/** The export's query: the screen's filters ('Solo i miei' is `mine=1`). */
export const SellerContactsExportQuerySchema = z.object({
  search: z.preprocess(blankToUndefined, z.string({ error: 'Ricerca non valida.' }).trim().max(200, { error: 'Ricerca non valida.' }).optional()),
  status: z.preprocess(blankToUndefined, z.enum(SELLER_CONTACT_STATUSES, { error: 'Stato non valido.' }).optional()),
  mine: z.preprocess(blankToUndefined, z.literal('1', { error: 'Filtro non valido.' }).optional()),
});
export type SellerContactsExportQuery = z.output<typeof SellerContactsExportQuerySchema>;

export function sellerContactsExportPath(filters: { search: string; status: SellerStatusFilter; onlyMine: boolean }): string {
  const query = new URLSearchParams();
  if (filters.search.trim()) query.set('search', filters.search.trim());
  if (filters.status !== 'all') query.set('status', filters.status);
  if (filters.onlyMine) query.set('mine', '1');
  const text = query.toString();
  return `/api/admin/export-seller-contacts-csv${text ? `?${text}` : ''}`;
}
