/** Requests from the 'Richiedi assistenza' dialog: the list, their status and the administrator's notes. */
import type { AdminAssistanceRequest, AssistanceStatus } from '@valuta/shared';
import type { Database } from '../../infra/db/index.js';
import type { AssistanceRequest } from '../../infra/db/models/AssistanceRequest.js';
import { notFound } from '../../infra/errors.js';
import { recordAudit, type AuditActor } from '../../audit/audit.js';
import { isoOf } from '../../infra/db/dates.js';

export const ASSISTANCE_NOT_FOUND = 'Richiesta di assistenza non trovata';

export function presentAssistance(request: AssistanceRequest): AdminAssistanceRequest {
  return {
    id: request.id,
    nome: request.name,
    email: request.email,
    telefono: request.phone,
    descrizione: request.message,
    status: request.status,
    created_at: isoOf(request.createdAt),
    updated_at: isoOf(request.updatedAt),
    admin_notes: request.adminNotes ?? null,
  };
}

/** Every request, newest first; the screen filters by period and status on the client (spec §9). */
export async function listAssistance(db: Database): Promise<AdminAssistanceRequest[]> {
  const requests = await db.models.AssistanceRequest.findAll({
    order: [
      ['createdAt', 'DESC'],
      ['id', 'DESC'],
    ],
  });
  return requests.map(presentAssistance);
}

async function changeAssistance(
  db: Database,
  actor: AuditActor,
  id: number,
  field: 'status' | 'adminNotes',
  value: string,
): Promise<AdminAssistanceRequest> {
  return db.write(async (transaction) => {
    const request = await db.models.AssistanceRequest.findByPk(id, { transaction });
    if (!request) throw notFound(ASSISTANCE_NOT_FOUND);
    const before = request[field] ?? null;
    request.set(field, value);
    await request.save({ transaction });
    await recordAudit(
      db.models,
      actor,
      {
        action: field === 'status' ? 'assistance.status' : 'assistance.notes',
        entityType: 'assistance_request',
        entityId: request.id,
        before: { [field]: before },
        after: { [field]: value },
      },
      transaction,
    );
    return presentAssistance(request);
  });
}

export const setAssistanceStatus = (db: Database, actor: AuditActor, id: number, status: AssistanceStatus) =>
  changeAssistance(db, actor, id, 'status', status);

export const setAssistanceNotes = (db: Database, actor: AuditActor, id: number, notes: string) =>
  changeAssistance(db, actor, id, 'adminNotes', notes);
