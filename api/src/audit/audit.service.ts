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

/** Who the audit log names for a change an owner made in their area ('Area venditore'). */
const OWNER_AREA_ACTOR = 'Proprietario (Area venditore)';

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

    /**
     * A change an owner made in their own area: no staff member behind it. The entry names the owner's area,
     * not the owner (whose data the entity's own entries already lead to, and whose erasure must not leave
     * their e-mail in the log's actor column).
     */
    async recordByOwner(change: AuditChange, transaction?: Transaction): Promise<void> {
      await models.AuditLogEntry.create(
        {
          adminUserId: null,
          adminEmail: OWNER_AREA_ACTOR,
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
