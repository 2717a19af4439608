import Papa from 'papaparse';
import type { AdminSellerContact } from '@valuta/shared/admin-api';
import { CSV_BOM, CSV_LINE_END, CSV_SEPARATOR } from '@valuta/shared/csv';
import { formatDateTime, formatIsoDay } from '@valuta/shared/format';
import { sellerContactStatusLabel } from '@valuta/shared/statuses';

/** Columns of spec §7. */
export const SELLER_CSV_COLUMNS = [
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
 * The seller-contacts CSV, made in the browser (no call, spec §7): the same file rules as the server's
 * exports (semicolon, BOM, CRLF), with Papaparse neutralising cells that would run as formulas.
 */
export function sellerContactsCsv(contacts: AdminSellerContact[]): string {
  const rows = contacts.map((contact) => [
    contact.id,
    contact.nome_completo,
    contact.email,
    contact.telefono,
    contact.indirizzo_immobile ?? '',
    contact.privacy_accettata ? 'Sì' : 'No',
    sellerContactStatusLabel(contact.status),
    contact.admin_notes ?? '',
    formatDateTime(contact.created_at),
  ]);
  return CSV_BOM + Papa.unparse({ fields: SELLER_CSV_COLUMNS, data: rows }, { delimiter: CSV_SEPARATOR, newline: CSV_LINE_END, escapeFormulae: true });
}

export function sellerCsvFilename(now = new Date()): string {
  return `contatti_venditori_${formatIsoDay(now)}.csv`;
}
