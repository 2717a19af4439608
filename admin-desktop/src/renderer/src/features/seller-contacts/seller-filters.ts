import type { AdminSellerContact } from '@valuta/shared/admin-api';
import type { SellerContactStatus } from '@valuta/shared/statuses';

export type SellerStatusFilter = 'all' | SellerContactStatus;

/** Text over name, e-mail, phone and the home's address, case-insensitive; then the status. */
export function filterSellerContacts(contacts: AdminSellerContact[], search: string, status: SellerStatusFilter) {
  const term = search.trim().toLowerCase();
  return contacts.filter((contact) => {
    if (status !== 'all' && contact.status !== status) return false;
    if (!term) return true;
    return [contact.nome_completo, contact.email, contact.telefono, contact.indirizzo_immobile ?? ''].some((field) =>
      field.toLowerCase().includes(term),
    );
  });
}

/** The four counters: Totale, Nuovi, Contattati, Chiusi (of every seller contact, whatever the filters). */
export function sellerCounters(contacts: AdminSellerContact[]) {
  return {
    total: contacts.length,
    new: contacts.filter((contact) => contact.status === 'new').length,
    contacted: contacts.filter((contact) => contact.status === 'contacted').length,
    closed: contacts.filter((contact) => contact.status === 'closed').length,
  };
}
