import type { Transaction } from 'sequelize';
import type { Models } from '../infra/db/models/index.js';

/** The administrator behind a change. */
export interface AuditActor {
  adminId: number;
  adminEmail: string | null;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Writes who changed what, when, with the values before and after. Called inside the change's own
 * transaction, so a change is never saved without its trace, nor a trace without its change.
 */
export async function recordAudit(
  models: Pick<Models, 'AuditLogEntry'>,
  actor: AuditActor,
  change: AuditChange,
  transaction?: Transaction,
): Promise<void> {
  await models.AuditLogEntry.create(
    {
      adminUserId: actor.adminId,
      adminEmail: actor.adminEmail,
      action: change.action,
      entityType: change.entityType,
      entityId: String(change.entityId),
      before: change.before,
      after: change.after,
    },
    { transaction },
  );
}
