/**
 * What staff change on a lead, each in one transaction with its audit record: the read mark, one field at a time
 * (status, lead type, notes) and deletion with what only the lead kept. Each tells the list (`changed`), so its
 * counts and sources are read afresh.
 */
import { Op } from 'sequelize';
import type { ContactStatus, ContactUpdate, LeadType } from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Database } from '../infra/db/index.js';
import { notFound } from '../infra/errors.js';
import type { Activities, ActivityAuthor } from '../lead-work/activities.service.js';
import { CONTACT_NOT_FOUND } from './leads.admin.not-found.js';
import { presentContactDetail } from './leads.presenter.js';

const UPDATE_COLUMNS = ['adminNotes', 'status', 'leadType'] as const;

export function createLeadChanges({
  db,
  audit,
  activities,
  changed,
}: {
  db: Database;
  audit: AuditLog;
  activities: Pick<Activities, 'record' | 'contacted'>;
  changed: () => void;
}) {
  const { Appointment, ChatMessage, Contact, Owner, Valuation } = db.models;

  return {
    /**
     * POST /api/admin/contacts/:id/read: the card was opened, so a 'Nuovo' lead becomes 'Letto'. Audited as
     * 'contact.read' (not 'contact.status'): opening is a staff touch, but not a change somebody chose
     * (docs/decisions/0042-the-contacts-list-and-card.md). Any other status is left as it is.
     */
    async markRead(actor: AuditActor, id: number) {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(id, { transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);
        if (contact.status === 'new') {
          contact.status = 'read';
          await contact.save({ transaction });
          changed();
          await audit.record(
            actor,
            { action: 'contact.read', entityType: 'contact', entityId: contact.id, before: { status: 'new' }, after: { status: 'read' } },
            transaction,
          );
        }
        return presentContactDetail(contact);
      });
    },

    /** PATCH /api/admin/contacts/:id/update: one change (status, lead type or notes), saved with its audit record. */
    async update(actor: ActivityAuthor, id: number, update: ContactUpdate) {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(id, { transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);
        // The schema lets exactly one of the fields through.
        const field = UPDATE_COLUMNS.find((key) => update[key] !== undefined)!;
        const before = contact[field] ?? null;
        const after = update[field] ?? null;
        if (field === 'status' && update.status) contact.status = update.status;
        else if (field === 'leadType' && update.leadType) contact.leadType = update.leadType;
        else contact.adminNotes = update.adminNotes ?? null;
        await contact.save({ transaction });
        changed();
        // Its entry in the timeline: notes are added there, never replaced (the column keeps the latest for what
        // still reads it); 'Contattato' and 'Chiuso' count as the first contact when nothing came before.
        if (field === 'status' && update.status && before !== after) {
          await activities.record(transaction, contact.id, actor, { kind: 'status', from: before as ContactStatus, to: update.status });
          if (update.status === 'contacted' || update.status === 'closed') await activities.contacted(transaction, contact);
        } else if (field === 'leadType' && update.leadType && before !== after) {
          await activities.record(transaction, contact.id, actor, { kind: 'lead_type', from: before as LeadType, to: update.leadType });
        } else if (field === 'adminNotes' && update.adminNotes) {
          await activities.record(transaction, contact.id, actor, { kind: 'note', text: update.adminNotes });
        }
        await audit.record(
          actor,
          { action: `contact.${field}`, entityType: 'contact', entityId: contact.id, before: { [field]: before }, after: { [field]: after } },
          transaction,
        );
        return presentContactDetail(contact);
      });
    },

    /**
     * DELETE /api/admin/contacts/:id: the lead and its valuations in one transaction: the lead's own valuation
     * and any other of the customer's valuations that no remaining lead points to, with their chat messages
     * and the lead's appointments. The customer record goes too once nothing of theirs is left
     * (docs/decisions/0043-deleting-a-lead.md).
     */
    async remove(actor: AuditActor, id: number): Promise<{ name: string }> {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(id, { transaction });
        if (!contact) throw notFound(CONTACT_NOT_FOUND);

        const candidates = await Valuation.findAll({
          attributes: ['id'],
          where: {
            [Op.or]: [
              ...(contact.valuationId ? [{ id: contact.valuationId }] : []),
              ...(contact.userId !== null ? [{ userId: contact.userId }] : []),
            ],
          },
          transaction,
        });
        const otherLeads = await Contact.findAll({
          attributes: ['valuationId'],
          where: { id: { [Op.ne]: contact.id }, valuationId: { [Op.in]: candidates.map((valuation) => valuation.id) } },
          transaction,
        });
        const keptByOthers = new Set(otherLeads.map((lead) => lead.valuationId));
        const valuationIds = candidates.map((valuation) => valuation.id).filter((valuationId) => !keptByOthers.has(valuationId));

        const appointmentsDeleted = await Appointment.destroy({
          where: {
            [Op.or]: [{ contactId: contact.id }, ...(valuationIds.length > 0 ? [{ valuationId: { [Op.in]: valuationIds }, contactId: null }] : [])],
          },
          transaction,
        });
        await contact.destroy({ transaction });
        changed();
        if (valuationIds.length > 0) {
          await ChatMessage.destroy({ where: { valuationId: { [Op.in]: valuationIds } }, transaction });
          await Valuation.destroy({ where: { id: { [Op.in]: valuationIds } }, transaction });
        }

        let ownerDeleted = false;
        if (contact.userId !== null) {
          // One after the other: a transaction is one connection, which runs one query at a time.
          const leads = await Contact.count({ where: { userId: contact.userId }, transaction });
          const valuations = await Valuation.count({ where: { userId: contact.userId }, transaction });
          const appointments = await Appointment.count({ where: { userId: contact.userId }, transaction });
          if (leads + valuations + appointments === 0) {
            ownerDeleted = (await Owner.destroy({ where: { id: contact.userId }, transaction })) > 0;
          }
        }

        await audit.record(
          actor,
          {
            action: 'contact.delete',
            entityType: 'contact',
            entityId: contact.id,
            before: {
              name: contact.name,
              email: contact.email,
              status: contact.status,
              leadType: contact.leadType,
              valuationId: contact.valuationId,
              userId: contact.userId,
              createdAt: contact.createdAt.toISOString(),
            },
            // The audit log keeps its keys: entries written before and after read alike.
            after: { deleted: true, valuationIds, appointmentsDeleted, userDeleted: ownerDeleted },
          },
          transaction,
        );
        return { name: contact.name };
      });
    },
  };
}
