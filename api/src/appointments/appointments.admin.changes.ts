/**
 * The changes of state staff make to an appointment (confirm with a date and who goes, reschedule, done, no-show,
 * cancel with a reason), each saved with its audit record and, when the owner has an e-mail, told to them with
 * the calendar file.
 */
import {
  APPOINTMENT_ACTION_RESULT,
  appointmentStatusLabel,
  agencyDateTimeToUtc,
  allowedActions,
  type AdminAppointment,
  type AppointmentChange,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Activities } from '../lead-work/activities.service.js';
import { AppError, conflict, notFound } from '../infra/errors.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { Appointment } from '../models/Appointment.js';
import { APPOINTMENT_NOT_FOUND } from './appointments.admin.not-found.js';
import type { AppointmentPeopleReader } from './appointments.admin.people.js';
import { assigneeInvitationEmail, ownerCancellationEmail, ownerConfirmationEmail } from './appointments.work-emails.js';

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

export function createAppointmentChanges(deps: {
  db: Database;
  audit: AuditLog;
  activities: Pick<Activities, 'record'>;
  sendEmail: SendEmail;
  /** Sends a message to the owner with the link to their area added (owner-area/owner-links.ts). */
  sendOwnerEmail: SendEmail;
  /** The agency's address and e-mail as the back office last saved them, not as the server started. */
  liveConfig: () => Promise<Config>;
  people: AppointmentPeopleReader;
}) {
  const { db, audit, activities, sendEmail, sendOwnerEmail, liveConfig, people } = deps;
  const { Appointment, TeamMember } = db.models;
  const { present, peopleOf } = people;

  /**
   * The invitations of a confirmation, a new date or a cancellation: to the owner (when they have an e-mail)
   * and to the member who goes; a member who no longer goes after a new date gets a CANCEL for their calendar.
   */
  async function sendInvitations(
    appointment: Appointment,
    action: 'confirm' | 'reschedule' | 'cancel',
    previousAssigneeId: number | null,
    now: Date,
  ) {
    const around = await peopleOf(appointment);
    const config = await liveConfig();
    const about = { type: 'appointment', id: appointment.id };
    if (around.ownerEmail) {
      const owner = { ...around, ownerEmail: around.ownerEmail };
      await sendOwnerEmail({
        ...(action === 'cancel'
          ? ownerCancellationEmail(config, appointment, owner, now)
          : ownerConfirmationEmail(config, appointment, owner, action === 'reschedule', now)),
        about,
      });
    }
    const staffChange =
      action === 'cancel' ? 'cancelled' : action === 'reschedule' && previousAssigneeId === appointment.assigneeId ? 'rescheduled' : 'confirmed';
    if (around.assignee)
      await sendEmail({ ...assigneeInvitationEmail(config, appointment, { ...around, assignee: around.assignee }, staffChange, now), about });
    if (action === 'reschedule' && previousAssigneeId !== null && previousAssigneeId !== appointment.assigneeId) {
      const before = await peopleOf(appointment, previousAssigneeId);
      if (before.assignee)
        await sendEmail({ ...assigneeInvitationEmail(config, appointment, { ...before, assignee: before.assignee }, 'reassigned', now), about });
    }
  }

  async function changeState(actor: AuditActor, id: number, change: AppointmentChange, now: Date): Promise<AdminAppointment> {
    const { appointment, previousStatus, previousAssigneeId } = await db.write(async (transaction) => {
      const appointment = await Appointment.findByPk(id, { transaction });
      if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
      if (!allowedActions(appointment.status).includes(change.action)) {
        throw conflict(`Un appuntamento «${appointmentStatusLabel(appointment.status)}» non può essere ${ACTION_WORDS[change.action]}.`);
      }
      const before = auditView(appointment);
      const previousStatus = appointment.status;
      const previousAssigneeId = appointment.assigneeId;
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
      // The lead's timeline shows what became of its appointment.
      if (appointment.contactId !== null) {
        const goes =
          appointment.assigneeId !== null
            ? await TeamMember.findByPk(appointment.assigneeId, { attributes: ['id', 'name', 'email'], transaction })
            : null;
        await activities.record(transaction, appointment.contactId, actor, {
          kind: 'appointment',
          appointmentId: appointment.id,
          change: change.action,
          status: appointment.status,
          scheduledAt: appointment.scheduledAt ? appointment.scheduledAt.toISOString() : null,
          assignee: goes ? { id: goes.id, name: goes.name ?? goes.email } : null,
          reason: change.action === 'cancel' ? change.reason : null,
        });
      }
      return { appointment, previousStatus, previousAssigneeId };
    });

    const tellsOwner =
      change.action === 'confirm' || change.action === 'reschedule' || (change.action === 'cancel' && previousStatus === 'confirmed');
    if (tellsOwner) await sendInvitations(appointment, change.action, previousAssigneeId, now);
    const [presented] = await present([appointment]);
    return presented!;
  }

  return {
    /** PATCH /api/admin/appointments/:id: one change of state, if the current state allows it. */
    change: (actor: AuditActor, id: number, change: AppointmentChange, now = new Date()) => changeState(actor, id, change, now),
  };
}
