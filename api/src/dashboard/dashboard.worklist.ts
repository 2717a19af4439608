/** What staff should look at: the latest lead's time, the appointments coming up and the e-mails not delivered. */
import { Op } from 'sequelize';
import type { DashboardError } from '@valuta/shared';
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import { isoOf } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';

const UPCOMING_APPOINTMENTS = 5;
const RECENT_ERRORS = 5;

export async function lastContactAt(db: Database): Promise<string | null> {
  const latest = await db.models.Contact.findOne({ attributes: ['createdAt'], order: [['createdAt', 'DESC']] });
  return latest ? isoOf(latest.createdAt) : null;
}

/** Confirmed appointments still to come, soonest first. */
export async function upcomingAppointments(db: Database, appointments: Pick<AppointmentsAdmin, 'present'>, now: Date) {
  const rows = await db.models.Appointment.findAll({
    where: { status: 'confirmed', scheduledAt: { [Op.gte]: now } },
    order: [
      ['scheduledAt', 'ASC'],
      ['id', 'ASC'],
    ],
    limit: UPCOMING_APPOINTMENTS,
  });
  return appointments.present(rows);
}

/** E-mails the outbox has not managed to deliver: the failures staff should know about. */
export async function recentErrors(db: Database): Promise<DashboardError[]> {
  const failures = await db.models.OutboxEmail.findAll({
    attributes: ['id', 'kind', 'subject', 'lastError', 'attempts', 'updatedAt'],
    where: { [Op.or]: [{ status: 'failed' }, { status: 'pending', attempts: { [Op.gt]: 0 } }] },
    order: [['updatedAt', 'DESC']],
    limit: RECENT_ERRORS,
  });
  return failures.map((email) => ({
    id: email.id,
    kind: email.kind,
    subject: email.subject,
    error: email.lastError ?? null,
    attempts: email.attempts,
    at: isoOf(email.updatedAt),
  }));
}
