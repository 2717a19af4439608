import type { AdminSellerContact } from '@valuta/shared/seller-contacts';

/** The four counters: Totale, Nuovi, Contattati, Chiusi (of every seller contact, whatever the filters). */
export function sellerCounters(contacts: AdminSellerContact[]) {
  return {
    total: contacts.length,
    new: contacts.filter((contact) => contact.status === 'new').length,
    contacted: contacts.filter((contact) => contact.status === 'contacted').length,
    closed: contacts.filter((contact) => contact.status === 'closed').length,
  };
}
