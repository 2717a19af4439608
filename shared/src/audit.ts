/** The audit log as 'Registro attività' shows it to a titolare, and its query. */
import { z } from 'zod';
import { blankToUndefined } from './fields.js';

/** One line of the audit log as 'Registro attività' shows it. */
export interface AuditLogItem {
  id: number;
  created_at: string;
  actor_id: number | null;
  actor_email: string | null;
  action: string;
  entity_type: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** GET /api/admin/audit-log */
export interface AuditLogResponse {
  entries: AuditLogItem[];
  totalCount: number;
}

export const AUDIT_PAGE_SIZE = 50;
const pagingNumber = (fallback: number, max: number) =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: 'Paginazione non valida.' }).int().min(0).max(max).default(fallback));

/** GET /api/admin/audit-log?limit&offset[&actorId][&action][&entityType][&entityId] */
export const AuditLogQuerySchema = z.object({
  limit: pagingNumber(AUDIT_PAGE_SIZE, 200),
  offset: pagingNumber(0, Number.MAX_SAFE_INTEGER),
  actorId: z.preprocess(blankToUndefined, z.coerce.number({ error: 'Membro non valido.' }).int().positive().optional()),
  action: z.preprocess(blankToUndefined, z.string().trim().max(40, { error: 'Azione non valida.' }).optional()),
  entityType: z.preprocess(blankToUndefined, z.string().trim().max(40, { error: 'Tipo non valido.' }).optional()),
  entityId: z.preprocess(blankToUndefined, z.string().trim().max(40, { error: 'Identificativo non valido.' }).optional()),
});
export type AuditLogQuery = z.output<typeof AuditLogQuerySchema>;
