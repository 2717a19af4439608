/**
 * The people around an appointment, read from their records: the lead's name and who goes, for the lists, and
 * the owner's name and e-mail with who goes, for the e-mails.
 */
import { Op } from 'sequelize';
import type { AdminAppointment } from '@valuta/shared';
import type { Mailboxes } from '../agency/mailboxes.js';
import type { Database } from '../infra/db/index.js';
import type { Appointment } from '../models/Appointment.js';
import { presentAppointment } from './appointments.presenter.js';
import type { AppointmentPeople } from './appointments.work-emails.js';

export function createAppointmentPeople(db: Database, mailboxes: Pick<Mailboxes, 'ownerReplyTo' | 'calendarOrganizer'>) {
  const { TeamMember, Contact, Owner } = db.models;

  /**
   * Presents appointments with their lead's name, who goes and who 'Chi va' proposes, in two queries for the
   * whole list.
   */
  async function present(appointments: Appointment[]): Promise<AdminAppointment[]> {
    const contactIds = [...new Set(appointments.map((appointment) => appointment.contactId).filter((id): id is number => id !== null))];
    const contacts =
      contactIds.length > 0 ? await Contact.findAll({ attributes: ['id', 'name', 'assignedAdminId'], where: { id: { [Op.in]: contactIds } } }) : [];
    const leadMembers = new Map(contacts.map((contact) => [contact.id, contact.assignedAdminId]));
    const memberIds = new Set(appointments.map((appointment) => appointment.assigneeId).filter((id): id is number => id !== null));
    for (const contact of contacts) if (contact.assignedAdminId !== null) memberIds.add(contact.assignedAdminId);
    const members =
      memberIds.size > 0
        ? await TeamMember.findAll({ attributes: ['id', 'name', 'email', 'disabledAt'], where: { id: { [Op.in]: [...memberIds] } } })
        : [];
    const contactNames = new Map(contacts.map((contact) => [contact.id, contact.name]));
    const memberById = new Map(members.map((member) => [member.id, member]));
    const nameOf = (id: number | null) => (id === null ? null : (memberById.get(id)?.name ?? memberById.get(id)?.email) || null);
    /** 'Chi va' proposes who goes, once chosen; before that the lead's member, if they can still sign in. */
    const proposed = (appointment: Appointment) => {
      if (appointment.assigneeId !== null) return appointment.assigneeId;
      const leadMember = appointment.contactId !== null ? (leadMembers.get(appointment.contactId) ?? null) : null;
      return leadMember !== null && memberById.get(leadMember)?.disabledAt === null ? leadMember : null;
    };
    return appointments.map((appointment) => ({
      ...presentAppointment(
        appointment,
        appointment.contactId !== null ? (contactNames.get(appointment.contactId) ?? null) : null,
        nameOf(appointment.assigneeId),
      ),
      proposed_assignee_id: proposed(appointment),
    }));
  }

  /**
   * Who the owner is (the request's own name and e-mail, else the chat lead's, else the customer's), who goes,
   * whom the owner's reply reaches (who goes, else the lead's member, else the agency), and who organizes the
   * invitation (the agency, else who goes). `assigneeId` names another member as the one who goes (who went,
   * before a change).
   */
  async function peopleOf(appointment: Appointment, assigneeId = appointment.assigneeId): Promise<AppointmentPeople> {
    const [contact, owner, assignee] = await Promise.all([
      appointment.contactId !== null ? Contact.findByPk(appointment.contactId, { attributes: ['name', 'email', 'assignedAdminId'] }) : null,
      appointment.userId !== null ? Owner.findByPk(appointment.userId, { attributes: ['name', 'email'] }) : null,
      assigneeId !== null ? TeamMember.findByPk(assigneeId, { attributes: ['name', 'email'] }) : null,
    ]);
    const member = assignee ? { name: assignee.name, email: assignee.email } : null;
    return {
      ownerName: appointment.name ?? contact?.name ?? owner?.name ?? 'Proprietario',
      ownerEmail: appointment.email ?? contact?.email ?? owner?.email ?? null,
      assignee: member,
      replyTo: await mailboxes.ownerReplyTo(assigneeId, contact?.assignedAdminId),
      organizer: await mailboxes.calendarOrganizer(member),
    };
  }

  return { present, peopleOf };
}

export type AppointmentPeopleReader = ReturnType<typeof createAppointmentPeople>;
