/**
 * GET /api/admin/export-seller-contacts-csv: the seller-landing leads the screen's filters show (text, status,
 * 'Solo i miei'), as a CSV streamed batch by batch, newest first.
 */
import { Op } from 'sequelize';
import { CSV_BOM, csvRow, filterSellerContacts, formatDateTime, sellerContactStatusLabel, type SellerContactsExportQuery } from '@valuta/shared';
import { BATCH_SIZE, beforeIdCondition, inBatches } from '../../infra/db/batches.js';
import type { Models } from '../../models/index.js';
import { presentSellerContact } from './seller-contacts.presenter.js';

const SELLER_CSV_HEADER = [
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

export function createSellerContactsExport({ models }: { models: Pick<Models, 'SellerContact'> }) {
  return {
    async *csv(filters: SellerContactsExportQuery, memberId: number): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(SELLER_CSV_HEADER);
      const batches = inBatches(
        (beforeId) =>
          models.SellerContact.findAll({
            where: { [Op.and]: [beforeIdCondition(beforeId), filters.mine ? { assignedAdminId: memberId } : {}] },
            order: [['id', 'DESC']],
            limit: BATCH_SIZE,
          }),
        (contact) => contact.id,
      );
      for await (const contacts of batches) {
        const shown = filterSellerContacts(contacts.map(presentSellerContact), filters.search ?? '', filters.status ?? 'all');
        yield shown
          .map((contact) =>
            csvRow([
              contact.id,
              contact.nome_completo,
              contact.email,
              { figure: contact.telefono },
              contact.indirizzo_immobile,
              contact.privacy_accettata,
              sellerContactStatusLabel(contact.status),
              contact.admin_notes,
              formatDateTime(contact.created_at),
            ]),
          )
          .join('');
      }
    },
  };
}
