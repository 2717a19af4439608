/** An assistance request as the back office reads it (shared/src/assistance AdminAssistanceRequest). */
import type { AdminAssistanceRequest } from '@valuta/shared';
import { isoOf } from '../../infra/db/dates.js';
import type { AssistanceRequest } from '../../models/AssistanceRequest.js';

export function presentAssistance(request: AssistanceRequest): AdminAssistanceRequest {
  return {
    assigned_to: request.assignedAdminId ?? null,
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
