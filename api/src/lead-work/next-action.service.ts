/**
 * 'Prossima azione': at most one per lead, replaced or cleared by any member, each change in the timeline. A lead
 * whose next action is due today or overdue is in 'Da fare'.
 */
import type { NextAction, NextActionUpdate } from '@valuta/shared';
import type { AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { notFound } from '../infra/errors.js';
import { authorName, type ActivityAuthor, type Activities } from './activities.service.js';
import { presentNextAction } from './lead-work.presenter.js';

export function createNextActions({
  db,
  audit,
  activities,
  now,
}: {
  db: Database;
  audit: Pick<AuditLog, 'record'>;
  activities: Pick<Activities, 'record'>;
  now: () => Date;
}) {
  const { Contact, LeadNextAction } = db.models;

  async function write(author: ActivityAuthor, contactId: number, update: NextActionUpdate | null): Promise<NextAction | null> {
    return db.write(async (transaction) => {
      const contact = await Contact.findByPk(contactId, { attributes: ['id', 'nextActionAt'], transaction });
      if (!contact) throw notFound('Contatto non trovato');
      const existing = await LeadNextAction.findByPk(contactId, { transaction });
      // The lead keeps when its next action is due, for the queue's and the list's indexes.
      await Contact.update({ nextActionAt: update ? new Date(update.dueAt) : null }, { where: { id: contactId }, transaction });
      if (!update) {
        if (!existing) return null;
        const before = presentNextAction(existing);
        await existing.destroy({ transaction });
        await activities.record(transaction, contactId, author, { kind: 'next_action', nextAction: null });
        await audit.record(
          author,
          { action: 'contact.next_action', entityType: 'contact', entityId: contactId, before: { ...before }, after: null },
          transaction,
        );
        return null;
      }
      const values = {
        kind: update.kind,
        dueAt: new Date(update.dueAt),
        note: update.note,
        setById: author.id,
        setByName: authorName(author),
        setAt: now(),
      };
      const before = existing ? presentNextAction(existing) : null;
      const saved = existing
        ? await existing.update(values, { transaction })
        : await LeadNextAction.create({ contactId, ...values }, { transaction });
      const nextAction = presentNextAction(saved);
      await activities.record(transaction, contactId, author, { kind: 'next_action', nextAction });
      await audit.record(
        author,
        {
          action: 'contact.next_action',
          entityType: 'contact',
          entityId: contactId,
          before: before ? { ...before } : null,
          after: { ...nextAction },
        },
        transaction,
      );
      return nextAction;
    });
  }

  return {
    /** PUT /api/admin/contacts/:id/next-action */
    set: (author: ActivityAuthor, contactId: number, update: NextActionUpdate) => write(author, contactId, update),
    /** DELETE /api/admin/contacts/:id/next-action */
    clear: (author: ActivityAuthor, contactId: number) => write(author, contactId, null),
  };
}
