/** GET /api/admin/export-assistenze-csv: the assistance requests of the period as a CSV, streamed batch by batch. */
import { Op } from 'sequelize';
import { CSV_BOM, assistanceStatusLabel, csvRow, formatDateTime, type TimeFilter } from '@valuta/shared';
import { BATCH_SIZE, beforeIdCondition, inBatches } from '../../infra/db/batches.js';
import { toIso } from '../../infra/db/dates.js';
import type { Models } from '../../models/index.js';
import { periodStart } from '../../infra/db/period.js';

export const ASSISTANCE_CSV_HEADER = ['ID', 'Data richiesta', 'Nome', 'Email', 'Telefono', 'Messaggio', 'Stato', 'Note admin'];

/** A request as the export reads it: a plain row, cheaper than a model instance. */
interface AssistanceRow {
  id: number;
  createdAt: Date | string;
  name: string;
  email: string;
  phone: string;
  message: string;
  status: string;
  adminNotes: string | null;
}

export function createAssistanceExport({ models }: { models: Pick<Models, 'AssistanceRequest'> }) {
  return {
    /** The requests of the period, BOM and header first, newest first. */
    async *csv(timeFilter: TimeFilter): AsyncGenerator<string> {
      yield CSV_BOM + csvRow(ASSISTANCE_CSV_HEADER);
      const since = periodStart(timeFilter);
      const batches = inBatches(
        (beforeId) =>
          models.AssistanceRequest.findAll({
            attributes: ['id', 'createdAt', 'name', 'email', 'phone', 'message', 'status', 'adminNotes'],
            where: { [Op.and]: [since ? { createdAt: { [Op.gte]: since } } : {}, beforeIdCondition(beforeId)] },
            order: [['id', 'DESC']],
            limit: BATCH_SIZE,
            raw: true,
          }) as unknown as Promise<AssistanceRow[]>,
        (request) => request.id,
      );
      for await (const requests of batches) {
        yield requests
          .map((request) =>
            csvRow([
              request.id,
              formatDateTime(toIso(request.createdAt)),
              request.name,
              request.email,
              { figure: request.phone },
              request.message,
              assistanceStatusLabel(request.status),
              request.adminNotes ?? null,
            ]),
          )
          .join('');
      }
    },
  };
}
