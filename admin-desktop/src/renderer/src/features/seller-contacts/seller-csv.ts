import type { AdminSellerContact } from '@valuta/shared/admin-api';
import { csvDocument } from '@valuta/shared/csv';
import { formatDateTime, formatIsoDay } from '@valuta/shared/format';
import { sellerContactStatusLabel } from '@valuta/shared/statuses';

/** The columns of the seller-contacts CSV, in order. */
const SELLER_CSV_COLUMNS = [
  'ID',
  'Nome Completo',
  'Email',
  'Telefono',
  'Indirizzo Immobile',
  'Privacy Accettata',
  'Status',
  'Note Admin',
  'Data Creazione',
];

/**
 * The seller-contacts CSV, made in the page from the list on screen (no call to the server), with the
 * same writer and file rules as the server's exports.
 */
export function sellerContactsCsv(contacts: AdminSellerContact[]): string {
  return csvDocument(
    SELLER_CSV_COLUMNS,
    contacts.map((contact) => [
      contact.id,
      contact.nome_completo,
      contact.email,
      contact.telefono,
      contact.indirizzo_immobile,
      contact.privacy_accettata,
      sellerContactStatusLabel(contact.status),
      contact.admin_notes,
      formatDateTime(contact.created_at),
    ]),
  );
}

export function sellerCsvFilename(now = new Date()): string {
  return `contatti_venditori_${formatIsoDay(now)}.csv`;
}
