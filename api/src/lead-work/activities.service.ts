/**
 * A lead's timeline ('Attività'): the entries staff add (notes, calls, messages opened from the card) and the ones
 * the other services write in their own transactions as things happen (status, lead type, assignment,
 * appointments, outcome, next action). Entries are only ever added. The first contact (a call of any outcome, a
 * message) is kept on the lead, for the queue and the lateness.
 */
import type { Transaction } from 'sequelize';
import type {
  ActivityPayload,
  CallLog,
  CallLoggedResponse,
  LeadActivitiesResponse,
  LeadActivity as LeadActivityView,
  MessageLog,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { notFound } from '../infra/errors.js';
import type { Contact } from '../models/Contact.js';
import { presentActivity, presentNextAction } from './lead-work.presenter.js';
import { proposeNextAction } from './next-action.proposal.js';
import type { WorkSettingsService } from './work-settings.service.js';

const CONTACT_NOT_FOUND = 'Contatto non trovato';

/** Who writes an entry: a signed-in member, named as they were called then. */
export type ActivityAuthor = AuditActor & { name?: string | null };

export const authorName = (author: ActivityAuthor) => author.name || author.email || `Membro ${author.id}`;

export function createActivities({
  db,
  audit,
  settings,
  now,
}: {
  db: Database;
  audit: Pick<AuditLog, 'record'>;
  settings: Pick<WorkSettingsService, 'rules'>;
  now: () => Date;
}) {
  const { Contact, LeadActivity, LeadNextAction } = db.models;

  /** Adds an entry in the caller's transaction (the change it records is in the same one). */
  async function record(transaction: Transaction, contactId: number, author: ActivityAuthor | null, payload: ActivityPayload) {
    const row = await LeadActivity.create(
      {
        contactId,
        kind: payload.kind,
        authorId: author?.id ?? null,
        authorName: author ? authorName(author) : null,
        payload,
        createdAt: now(),
      },
      { transaction },
    );
    return presentActivity(row);
  }

  /** Staff reached the lead: the first time is kept, later ones leave it. */
  async function contacted(transaction: Transaction, contact: Contact) {
    if (contact.contactedAt !== null) return;
    contact.contactedAt = now();
    await contact.save({ transaction });
  }

  async function contactIn(transaction: Transaction, id: number): Promise<Contact> {
    const contact = await Contact.findByPk(id, { transaction });
    if (!contact) throw notFound(CONTACT_NOT_FOUND);
    return contact;
  }

  /**
   * Staff working the lead, in the audit log too: what was done, not what was written (the entry's id points to
   * it). The lead's first such entry is also its speed to lead.
   */
  async function audited(transaction: Transaction, author: ActivityAuthor, activity: LeadActivityView, details: Record<string, unknown>) {
    await audit.record(
      author,
      {
        action: `contact.${activity.kind}`,
        entityType: 'contact',
        entityId: activity.contactId,
        before: null,
        after: { activityId: activity.id, ...details },
      },
      transaction,
    );
    return activity;
  }

  return {
    record,
    contacted,

    /** GET /api/admin/contacts/:id/activities: newest first. */
    async list(contactId: number): Promise<LeadActivitiesResponse> {
      const [contact, rows, next] = await Promise.all([
        Contact.findByPk(contactId, { attributes: ['id'] }),
        LeadActivity.findAll({
          where: { contactId },
          order: [
            ['createdAt', 'DESC'],
            ['id', 'DESC'],
          ],
        }),
        LeadNextAction.findByPk(contactId),
      ]);
      if (!contact) throw notFound(CONTACT_NOT_FOUND);
      return { activities: rows.map(presentActivity), nextAction: next ? presentNextAction(next) : null };
    },

    /** POST /api/admin/contacts/:id/notes */
    async addNote(author: ActivityAuthor, contactId: number, text: string): Promise<LeadActivityView> {
      return db.write(async (transaction) => {
        const contact = await contactIn(transaction, contactId);
        // The lead's notes column keeps the latest note, which the contacts CSV exports ('Note admin').
        contact.adminNotes = text;
        await contact.save({ transaction });
        return audited(transaction, author, await record(transaction, contactId, author, { kind: 'note', text }), {});
      });
    },

    /** POST /api/admin/contacts/:id/calls: the call, and the next action it proposes ('Non risponde', 'Richiamare'). */
    async logCall(author: ActivityAuthor, contactId: number, call: CallLog): Promise<Omit<CallLoggedResponse, 'success'>> {
      const activity = await db.write(async (transaction) => {
        const contact = await contactIn(transaction, contactId);
        await contacted(transaction, contact);
        const entry = await record(transaction, contactId, author, { kind: 'call', outcome: call.outcome, note: call.note });
        return audited(transaction, author, entry, { outcome: call.outcome });
      });
      const rules = await settings.rules();
      return { activity, proposedNextAction: proposeNextAction(call, now(), rules.week) };
    },

    /** POST /api/admin/contacts/:id/messages: a WhatsApp message or an e-mail opened from the card. */
    async logMessage(author: ActivityAuthor, contactId: number, message: MessageLog): Promise<LeadActivityView> {
      return db.write(async (transaction) => {
        const contact = await contactIn(transaction, contactId);
        await contacted(transaction, contact);
        const entry = await record(transaction, contactId, author, {
          kind: message.channel,
          templateId: message.templateId,
          subject: message.channel === 'email' ? message.subject : null,
          text: message.text,
        });
        return audited(transaction, author, entry, { templateId: message.templateId });
      });
    },
  };
}

export type Activities = ReturnType<typeof createActivities>;
