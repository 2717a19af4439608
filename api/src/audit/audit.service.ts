/**
 * The audit log writer: who changed what in the back office, when, with the values before and after.
 * Called inside the change's own transaction, so a change is never saved without its trace, nor a trace
 * without its change.
 */
import type { Transaction } from 'sequelize';
import type { Models } from '../models/index.js';

/** The administrator behind a change (the signed-in admin of the request). */
export interface AuditActor {
  id: number;
  email: string | null;
}

export interface AuditChange {
  action: string;
  entityType: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export function createAuditLog({ models }: { models: Pick<Models, 'AuditLogEntry'> }) {
  return {
    async record(actor: AuditActor, change: AuditChange, transaction?: Transaction): Promise<void> {
      await models.AuditLogEntry.create(
        {
          adminUserId: actor.id,
          adminEmail: actor.email,
          action: change.action,
          entityType: change.entityType,
          entityId: String(change.entityId),
          before: change.before,
          after: change.after,
        },
        { transaction },
      );
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
