/**
 * Who works which lead: every kind of lead (chat leads, seller contacts, assistance requests, contacts from
 * unsupported cities, bookings, consultations) can be assigned to a member of the team. A titolare assigns
 * to anyone enabled; a consulente only to themself, and may only release a lead that is theirs. The change
 * is audited in its transaction; the member gets an e-mail (through the outbox, after the write) when
 * someone else assigns a lead to them.
 */
import type { Transaction } from 'sequelize';
import type { AssignableKind, AssignmentResponse } from '@valuta/shared';
import type { AuditLog } from '../audit/audit.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { forbidden, notFound } from '../infra/errors.js';
import type { SignedInAdmin } from '../infra/http/state.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { Activities } from '../lead-work/activities.service.js';
import type { LeadsAdmin } from '../leads/leads.admin.service.js';
import { presentAssignee } from '../team/team.presenter.js';
import type { Team } from '../team/team.service.js';
import { assignedToYouEmail } from './assignments.emails.js';

const ONLY_TO_YOURSELF_MESSAGE = 'Puoi assegnare i contatti solo a te stesso.';
const NOT_FOUND_BY_KIND: Record<AssignableKind, string> = {
  contact: 'Contatto non trovato',
  'seller-contact': 'Contatto venditore non trovato',
  assistance: 'Richiesta di assistenza non trovata',
  'unsupported-city': 'Contatto non trovato',
  booking: 'Prenotazione non trovata',
  consultation: 'Richiesta non trovata',
};

/** A lead of any kind, as assignment needs it. */
interface AssignableRecord {
  id: number;
  assignedAdminId: number | null;
  save(options: { transaction: Transaction }): Promise<unknown>;
}

export function createAssignments({
  config,
  db,
  audit,
  team,
  leads,
  sendEmail,
  activities,
}: {
  config: Config;
  db: Database;
  audit: AuditLog;
  team: Team;
  leads: Pick<LeadsAdmin, 'changed'>;
  sendEmail: SendEmail;
  activities: Pick<Activities, 'record'>;
}) {
  const { TeamMember, Contact, SellerContact, AssistanceRequest, UnsupportedCityContact, Booking, ConsultationRequest } = db.models;

  /** The record of a kind and its owner's name, for the audit log and the e-mail. */
  async function find(
    kind: AssignableKind,
    id: number,
    transaction: Transaction,
  ): Promise<{ record: AssignableRecord; name: string; entityType: string } | null> {
    const options = { transaction };
    switch (kind) {
      case 'contact': {
        const found = await Contact.findByPk(id, options);
        return found && { record: found, name: found.name, entityType: 'contact' };
      }
      case 'seller-contact': {
        const found = await SellerContact.findByPk(id, options);
        return found && { record: found, name: found.fullName, entityType: 'seller_contact' };
      }
      case 'assistance': {
        const found = await AssistanceRequest.findByPk(id, options);
        return found && { record: found, name: found.name, entityType: 'assistance_request' };
      }
      case 'unsupported-city': {
        const found = await UnsupportedCityContact.findByPk(id, options);
        return found && { record: found, name: [found.firstName, found.lastName].filter(Boolean).join(' '), entityType: 'unsupported_city_contact' };
      }
      case 'booking': {
        const found = await Booking.findByPk(id, options);
        return found && { record: found, name: `${found.firstName} ${found.lastName}`, entityType: 'booking' };
      }
      case 'consultation': {
        const found = await ConsultationRequest.findByPk(id, options);
        return found && { record: found, name: `${found.firstName} ${found.lastName}`, entityType: 'consultation_request' };
      }
    }
  }

  return {
    /** PUT /api/admin/assignments/:kind/:id */
    async assign(actor: SignedInAdmin, kind: AssignableKind, id: number, assigneeId: number | null): Promise<AssignmentResponse> {
      if (actor.role !== 'titolare' && assigneeId !== null && assigneeId !== actor.id) throw forbidden(ONLY_TO_YOURSELF_MESSAGE);
      const assignee = assigneeId === null ? null : await team.assignable(assigneeId);

      const outcome = await db.write(async (transaction) => {
        const found = await find(kind, id, transaction);
        if (!found) throw notFound(NOT_FOUND_BY_KIND[kind]);
        const before = found.record.assignedAdminId;
        if (actor.role !== 'titolare' && assigneeId === null && before !== null && before !== actor.id) throw forbidden(ONLY_TO_YOURSELF_MESSAGE);
        if (before === assigneeId) return { found, changed: false };
        found.record.assignedAdminId = assigneeId;
        await found.record.save({ transaction });
        await audit.record(
          actor,
          {
            action: `${found.entityType}.assign`,
            entityType: found.entityType,
            entityId: id,
            before: { assignedTo: before },
            after: { assignedTo: assigneeId },
          },
          transaction,
        );
        // A chat lead's timeline shows who worked it, named as they were then.
        if (kind === 'contact') {
          const previous = before === null ? null : await TeamMember.findByPk(before, { attributes: ['id', 'name', 'email'], transaction });
          const person = (member: { id: number; name: string | null; email: string } | null) =>
            member && { id: member.id, name: member.name ?? member.email };
          await activities.record(transaction, id, actor, { kind: 'assignment', from: person(previous), to: person(assignee) });
        }
        return { found, changed: true };
      });
      // The contacts list keeps a large list's count for a minute: 'Non assegnati' and 'Solo i miei' count afresh.
      if (kind === 'contact' && outcome.changed) leads.changed();

      // Queued after the write: a lead is never assigned by an e-mail that outlived a rolled-back change.
      if (assignee && outcome.changed && assignee.id !== actor.id) {
        await sendEmail({
          ...assignedToYouEmail(config, { kind, id, leadName: outcome.found.name, assignee, by: actor }),
          about: { type: outcome.found.entityType, id },
        });
      }
      return { success: true, kind, id, assignee: assignee ? presentAssignee(assignee) : null };
    },
  };
}
