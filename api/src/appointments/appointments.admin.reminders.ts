/**
 * The reminder the day before: sent by a job on every instance, each reminder claimed in the database so it goes
 * once, to the owner and to who goes.
 */
import { Op } from 'sequelize';
import { agencyDateTimeToUtc, agencyWallClock } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Logger } from '../infra/logger.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { AppointmentPeopleReader } from './appointments.admin.people.js';
import { assigneeReminderEmail, ownerReminderEmail } from './appointments.work-emails.js';

/** The instant a day of Turin's calendar starts, `days` after the day of `now`. */
function agencyDayStart(now: Date, days: number): Date {
  const { date } = agencyWallClock(now);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return agencyDateTimeToUtc(shifted.toISOString().slice(0, 10), '00:00')!;
}

export function createAppointmentReminders(deps: {
  db: Database;
  sendEmail: SendEmail;
  /** Sends a message to the owner with the link to their area added (owner-area/owner-links.ts). */
  sendOwnerEmail: SendEmail;
  liveConfig: () => Promise<Config>;
  people: Pick<AppointmentPeopleReader, 'peopleOf'>;
  logger: Logger;
}) {
  const { db, sendEmail, sendOwnerEmail, liveConfig, logger } = deps;
  const { Appointment } = db.models;
  const { peopleOf } = deps.people;

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
      if (people.ownerEmail)
        await sendOwnerEmail({ ...ownerReminderEmail(config, appointment, { ...people, ownerEmail: people.ownerEmail }), about });
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
    sendReminders,

    /** The reminder job: every `intervalMs`, on every instance (the claim keeps each reminder single). */
    start: (intervalMs = 5 * 60_000) => {
      if (timer) return;
      void runReminders();
      timer = setInterval(() => void runReminders(), intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
