/**
 * Appointments as staff work them: the list and the week agenda (appointments.admin.list.ts), the changes of
 * state told to the owner (appointments.admin.changes.ts) and the reminder the day before
 * (appointments.admin.reminders.ts), with the people around each appointment read in one place
 * (appointments.admin.people.ts).
 */
import type { Agency } from '../agency/agency.service.js';
import type { Mailboxes } from '../agency/mailboxes.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { Activities } from '../lead-work/activities.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Logger } from '../infra/logger.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { createAppointmentChanges } from './appointments.admin.changes.js';
import { createAppointmentsList } from './appointments.admin.list.js';
import { createAppointmentPeople } from './appointments.admin.people.js';
import { createAppointmentReminders } from './appointments.admin.reminders.js';

export function createAppointmentsAdmin(deps: {
  config: Config;
  agency: Pick<Agency, 'live'>;
  mailboxes: Pick<Mailboxes, 'ownerReplyTo' | 'calendarOrganizer'>;
  db: Database;
  audit: AuditLog;
  sendEmail: SendEmail;
  /** Sends a message to the owner with the link to their area added (owner-area/owner-links.ts). */
  sendOwnerEmail: SendEmail;
  logger: Logger;
  activities: Pick<Activities, 'record'>;
}) {
  const { agency, mailboxes, db, audit, sendEmail, sendOwnerEmail, logger, activities } = deps;
  // The agency's address and e-mail as the back office last saved them, not as the server started.
  const liveConfig = () => agency.live(deps.config);
  const people = createAppointmentPeople(db, mailboxes);
  return {
    present: people.present,
    ...createAppointmentsList({ db, people }),
    ...createAppointmentChanges({ db, audit, activities, sendEmail, sendOwnerEmail, liveConfig, people }),
    ...createAppointmentReminders({ db, sendEmail, sendOwnerEmail, liveConfig, people, logger }),
  };
}

export type AppointmentsAdmin = ReturnType<typeof createAppointmentsAdmin>;
