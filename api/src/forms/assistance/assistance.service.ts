/**
 * The 'Richiedi assistenza' dialog: the request is stored with its consents, then the agency is notified
 * and the visitor gets a confirmation. The back office lists the requests and sets their status and notes,
 * each change with its audit record.
 */
import type { AdminAssistanceRequest, AssistanceRequest, AssistanceStatus } from '@valuta/shared';
import type { AuditActor, AuditLog } from '../../audit/audit.service.js';
import type { Config } from '../../infra/config/env.js';
import type { Database } from '../../infra/db/index.js';
import { notFound } from '../../infra/errors.js';
import type { RecordEvent } from '../../infra/events.js';
import { consentRecord } from '../consent-record.js';
import type { NotifyForm } from '../form-notifier.js';
import { assistanceEmails } from './assistance.emails.js';
import { presentAssistance } from './assistance.presenter.js';

export const ASSISTANCE_NOT_FOUND = 'Richiesta di assistenza non trovata';

interface Deps {
  config: Pick<Config, 'publicUrl'>;
  db: Database;
  notify: NotifyForm;
  recordEvent: RecordEvent;
  audit: AuditLog;
}

export function createAssistance({ config, db, notify, recordEvent, audit }: Deps) {
  const { AssistanceRequest } = db.models;

  type Change = { field: 'status'; value: AssistanceStatus } | { field: 'adminNotes'; value: string };

  async function change(actor: AuditActor, id: number, change: Change): Promise<AdminAssistanceRequest> {
    return db.write(async (transaction) => {
      const request = await AssistanceRequest.findByPk(id, { transaction });
      if (!request) throw notFound(ASSISTANCE_NOT_FOUND);
      const before = request[change.field] ?? null;
      if (change.field === 'status') request.status = change.value;
      else request.adminNotes = change.value;
      await request.save({ transaction });
      await audit.record(
        actor,
        {
          action: change.field === 'status' ? 'assistance.status' : 'assistance.notes',
          entityType: 'assistance_request',
          entityId: request.id,
          before: { [change.field]: before },
          after: { [change.field]: change.value },
        },
        transaction,
      );
      return presentAssistance(request);
    });
  }

  return {
    /** POST /api/assistenza/richiesta */
    async save(input: AssistanceRequest) {
      const record = await AssistanceRequest.create({
        name: input.name,
        email: input.email,
        phone: input.phone,
        message: input.message,
        ...consentRecord({ privacy: input.accetto_privacy, email: input.consenso_email, whatsapp: input.consenso_whatsapp }),
      });
      await notify('assistance_request', assistanceEmails(input, config.publicUrl), input.email, { type: 'assistance_request', id: record.id });
      await recordEvent('assistance_requested', { metadata: { id: record.id } });
      return record;
    },

    /** Every request, newest first; the screen filters by period and status on the client. */
    async list(): Promise<AdminAssistanceRequest[]> {
      const requests = await AssistanceRequest.findAll({
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return requests.map(presentAssistance);
    },

    setStatus: (actor: AuditActor, id: number, status: AssistanceStatus) => change(actor, id, { field: 'status', value: status }),

    setNotes: (actor: AuditActor, id: number, notes: string) => change(actor, id, { field: 'adminNotes', value: notes }),
  };
}
