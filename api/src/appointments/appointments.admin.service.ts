/**
 * Appointments as staff work them: the list and the week agenda, the changes of state (confirm with a date
 * and who goes, reschedule, done, no-show, cancel with a reason), each saved with its audit record and, when
 * the owner has an e-mail, told to them with the calendar file; and the reminder the day before.
 */
import { Op, type WhereOptions } from 'sequelize';
import {
  APPOINTMENT_ACTION_RESULT,
  appointmentStatusLabel,
  agencyDateTimeToUtc,
  agencyWallClock,
  allowedActions,
  type AdminAppointment,
  type AppointmentAssignee,
  type AppointmentChange,
  type AppointmentsQuery,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Agency } from '../agency/agency.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Appointment } from '../models/Appointment.js';
import { AppError, conflict, notFound } from '../infra/errors.js';
import type { Logger } from '../infra/logger.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { presentAppointment } from './appointments.presenter.js';
import {
  assigneeReminderEmail,
  ownerCancellationEmail,
  ownerConfirmationEmail,
  ownerReminderEmail,
  type AppointmentPeople,
} from './appointments.work-emails.js';

export const APPOINTMENT_NOT_FOUND = 'Appuntamento non trovato';
const LIST_LIMIT = 500;
const ACTION_WORDS = {
  confirm: 'confermato',
  reschedule: 'spostato',
  done: 'segnato come svolto',
  no_show: 'segnato come non presentato',
  cancel: 'annullato',
};

/** The columns an audit record shows of an appointment, before and after a change. */
function auditView(appointment: Appointment) {
  return {
    status: appointment.status,
    scheduledAt: appointment.scheduledAt ? appointment.scheduledAt.toISOString() : null,
    durationMinutes: appointment.durationMinutes,
    assigneeId: appointment.assigneeId,
    location: appointment.location,
    cancelReason: appointment.cancelReason,
  };
}

/** Waiting requests first (oldest first), then confirmed ones by date, then the closed ones, latest first. */
function listOrder(a: Appointment, b: Appointment): number {
  const rank = (appointment: Appointment) => (appointment.status === 'pending' ? 0 : appointment.status === 'confirmed' ? 1 : 2);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  const at = (appointment: Appointment) => (appointment.scheduledAt ?? appointment.createdAt).getTime();
  if (a.status === 'pending') return a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;
  if (a.status === 'confirmed') return at(a) - at(b) || a.id - b.id;
  return at(b) - at(a) || b.id - a.id;
}

/** The instant a day of Turin's calendar starts, `days` after the day of `now`. */
function agencyDayStart(now: Date, days: number): Date {
  const { date } = agencyWallClock(now);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return agencyDateTimeToUtc(shifted.toISOString().slice(0, 10), '00:00')!;
}

export function createAppointmentsAdmin(deps: {
  config: Config;
  agency: Pick<Agency, 'live'>;
  db: Database;
  audit: AuditLog;
  sendEmail: SendEmail;
  logger: Logger;
}) {
  const { agency, db, audit, sendEmail, logger } = deps;
  // The agency's address and e-mail as the back office last saved them, not as the server started.
  const liveConfig = () => agency.live(deps.config);
  const { Appointment, TeamMember, Contact, Owner } = db.models;

  /** Presents appointments with their lead's name and member, and who goes, in two queries for the whole list. */
  async function present(appointments: Appointment[]): Promise<AdminAppointment[]> {
    const contactIds = [...new Set(appointments.map((appointment) => appointment.contactId).filter((id): id is number => id !== null))];
    const assigneeIds = [...new Set(appointments.map((appointment) => appointment.assigneeId).filter((id): id is number => id !== null))];
    const [contacts, assignees] = await Promise.all([
      contactIds.length > 0 ? Contact.findAll({ attributes: ['id', 'name', 'assignedAdminId'], where: { id: { [Op.in]: contactIds } } }) : [],
      assigneeIds.length > 0 ? TeamMember.findAll({ attributes: ['id', 'name', 'email'], where: { id: { [Op.in]: assigneeIds } } }) : [],
    ]);
    const contactsById = new Map(contacts.map((contact) => [contact.id, contact]));
    const assigneeNames = new Map(assignees.map((member) => [member.id, member.name ?? member.email]));
    return appointments.map((appointment) => {
      const contact = appointment.contactId !== null ? contactsById.get(appointment.contactId) : undefined;
      return presentAppointment(
        appointment,
        contact?.name ?? null,
        appointment.assigneeId !== null ? (assigneeNames.get(appointment.assigneeId) ?? null) : null,
        contact?.assignedAdminId ?? null,
      );
    });
  }

  /** Who the owner is (the request's own name and e-mail, else the chat lead's, else the customer's) and who goes. */
  async function peopleOf(appointment: Appointment): Promise<AppointmentPeople> {
    const [contact, owner, assignee] = await Promise.all([
      appointment.contactId !== null ? Contact.findByPk(appointment.contactId, { attributes: ['name', 'email'] }) : null,
      appointment.userId !== null ? Owner.findByPk(appointment.userId, { attributes: ['name', 'email'] }) : null,
      appointment.assigneeId !== null ? TeamMember.findByPk(appointment.assigneeId, { attributes: ['name', 'email'] }) : null,
    ]);
    return {
      ownerName: appointment.name ?? contact?.name ?? owner?.name ?? 'Proprietario',
      ownerEmail: appointment.email ?? contact?.email ?? owner?.email ?? null,
      assignee: assignee ? { name: assignee.name, email: assignee.email } : null,
    };
  }

  async function changeState(actor: AuditActor, id: number, change: AppointmentChange, now: Date): Promise<AdminAppointment> {
    const { appointment, previousStatus } = await db.write(async (transaction) => {
      const appointment = await Appointment.findByPk(id, { transaction });
      if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
      if (!allowedActions(appointment.status).includes(change.action)) {
        throw conflict(`Un appuntamento «${appointmentStatusLabel(appointment.status)}» non può essere ${ACTION_WORDS[change.action]}.`);
      }
      const before = auditView(appointment);
      const previousStatus = appointment.status;
      if (change.action === 'confirm' || change.action === 'reschedule') {
        const at = agencyDateTimeToUtc(change.date, change.time);
        if (!at) throw new AppError(400, 'validation_error', 'Indica una data valida.', { date: 'Indica una data valida.' });
        if (at.getTime() <= now.getTime()) {
          throw new AppError(400, 'validation_error', 'La data dell’appuntamento è già passata.', {
            date: 'La data dell’appuntamento è già passata.',
          });
        }
        const member = await TeamMember.findByPk(change.assigneeId, { attributes: ['id', 'disabledAt'], transaction });
        // A disabled member cannot sign in, so they cannot be the one who goes.
        if (!member || member.disabledAt)
          throw new AppError(400, 'validation_error', 'Membro del team non trovato.', { assigneeId: 'Membro del team non trovato.' });
        appointment.scheduledAt = at;
        appointment.durationMinutes = change.durationMinutes;
        appointment.assigneeId = change.assigneeId;
        appointment.location = change.location || null;
        appointment.confirmedAt = now;
        // A new date deserves its own reminder; the calendar file replaces the old event by UID and sequence.
        appointment.reminderSentAt = null;
        if (change.action === 'reschedule') appointment.sequence += 1;
      }
      if (change.action === 'cancel') {
        appointment.cancelReason = change.reason;
        if (appointment.scheduledAt) appointment.sequence += 1;
      }
      appointment.status = APPOINTMENT_ACTION_RESULT[change.action];
      await appointment.save({ transaction });
      await audit.record(
        actor,
        { action: `appointment.${change.action}`, entityType: 'appointment', entityId: appointment.id, before, after: auditView(appointment) },
        transaction,
      );
      return { appointment, previousStatus };
    });

    const tellsOwner =
      change.action === 'confirm' || change.action === 'reschedule' || (change.action === 'cancel' && previousStatus === 'confirmed');
    if (tellsOwner) {
      const people = await peopleOf(appointment);
      if (people.ownerEmail) {
        const owner = { ...people, ownerEmail: people.ownerEmail };
        const config = await liveConfig();
        await sendEmail({
          ...(change.action === 'cancel'
            ? ownerCancellationEmail(config, appointment, owner, now)
            : ownerConfirmationEmail(config, appointment, owner, change.action === 'reschedule', now)),
          about: { type: 'appointment', id: appointment.id },
        });
      }
    }
    const [presented] = await present([appointment]);
    return presented!;
  }

  /**
   * Sends the reminders due: confirmed appointments from now to the end of tomorrow (Turin's calendar) whose
   * reminder has not gone, confirmed before today (a confirmation made since already told the owner). Each
   * is claimed by setting reminder_sent_at where it is still empty, so of several instances or runs only one
   * sends it, and a restart sends nothing twice.
   */
  async function sendReminders(now = new Date()): Promise<number> {
    const due = await Appointment.findAll({
      where: {
        status: 'confirmed',
        reminderSentAt: null,
        scheduledAt: { [Op.gt]: now, [Op.lt]: agencyDayStart(now, 2) },
        confirmedAt: { [Op.lt]: agencyDayStart(now, 0) },
      },
      order: [['scheduledAt', 'ASC']],
      limit: 200,
    });
    let sent = 0;
    for (const appointment of due) {
      const [claimed] = await Appointment.update(
        { reminderSentAt: now },
        { where: { id: appointment.id, status: 'confirmed', reminderSentAt: null, scheduledAt: appointment.scheduledAt } },
      );
      if (claimed !== 1) continue;
      const people = await peopleOf(appointment);
      const config = await liveConfig();
      const about = { type: 'appointment', id: appointment.id };
      if (people.ownerEmail) await sendEmail({ ...ownerReminderEmail(config, appointment, { ...people, ownerEmail: people.ownerEmail }), about });
      if (people.assignee) await sendEmail({ ...assigneeReminderEmail(config, appointment, { ...people, assignee: people.assignee }), about });
      sent += 1;
    }
    return sent;
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;
  const runReminders = () => {
    running ??= sendReminders()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'appointment reminders failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };

  return {
    present,
    sendReminders,

    /**
     * GET /api/admin/appointments: every request, or those of a state, or the confirmed ones of a week; of
     * whoever goes, when asked ('me' is the member asking).
     */
    async list(query: AppointmentsQuery, me?: number): Promise<AdminAppointment[]> {
      const conditions: WhereOptions[] = [];
      if (query.assignee === 'none') conditions.push({ assigneeId: null });
      else if (query.assignee !== undefined) conditions.push({ assigneeId: query.assignee === 'me' ? (me ?? -1) : query.assignee });
      if (query.status === 'open') conditions.push({ status: { [Op.in]: ['pending', 'confirmed'] } });
      else if (query.status) conditions.push({ status: query.status });
      if (query.from) conditions.push({ scheduledAt: { [Op.gte]: new Date(query.from) } });
      if (query.to) conditions.push({ scheduledAt: { [Op.lt]: new Date(query.to) } });
      const rows = await Appointment.findAll({
        where: conditions.length > 0 ? { [Op.and]: conditions } : {},
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        limit: LIST_LIMIT,
      });
      return present(rows.sort(listOrder));
    },

    /** GET /api/admin/appointments/assignees: the enabled staff accounts, for "who goes". */
    async assignees(): Promise<AppointmentAssignee[]> {
      const members = await TeamMember.findAll({ attributes: ['id', 'name', 'email'], where: { disabledAt: null }, order: [['email', 'ASC']] });
      return members.map((member) => ({ id: member.id, name: member.name, email: member.email }));
    },

    /** PATCH /api/admin/appointments/:id: one change of state, if the current state allows it. */
    change: (actor: AuditActor, id: number, change: AppointmentChange, now = new Date()) => changeState(actor, id, change, now),

    /** The reminder job: every `intervalMs`, on every instance (the claim keeps each reminder single). */
    start(intervalMs = 5 * 60_000) {
      if (timer) return;
      void runReminders();
      timer = setInterval(() => void runReminders(), intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type AppointmentsAdmin = ReturnType<typeof createAppointmentsAdmin>;
