/**
 * The seller-landing leads in the back office: which of them the screen's filters show, and the CSV export of
 * the same selection (GET /api/admin/export-seller-contacts-csv, streamed by the server and audited like the
 * other exports).
 */
import { z } from 'zod';
import type { AdminSellerContact } from './admin-api.js';
import { blankToUndefined } from './fields.js';
import { SELLER_CONTACT_STATUSES, type SellerContactStatus } from './statuses.js';

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
