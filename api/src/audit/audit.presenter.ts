/** An entry of the audit log as 'Registro attività' reads it (shared/src/team.ts AuditLogItem). */
import type { AuditLogItem } from '@valuta/shared';
import { isoOf } from '../infra/db/dates.js';
import type { AuditLogEntry } from '../models/AuditLogEntry.js';

export function presentAuditEntry(entry: AuditLogEntry): AuditLogItem {
  return {
    id: entry.id,
    created_at: isoOf(entry.createdAt),
    actor_id: entry.adminUserId,
    actor_email: entry.adminEmail,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: entry.entityId,
    before: entry.before,
    after: entry.after,
  };
}
