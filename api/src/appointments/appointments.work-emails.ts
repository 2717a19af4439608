/**
 * The e-mails of an appointment staff work: the confirmation (and each new date) to the owner with the
 * calendar file, the cancellation, and the reminder the day before to the owner and to whoever goes.
 */
import { formatDate, agencyWallClock, reachUs } from '@valuta/shared';
import { REPLY_TO_THIS_EMAIL, reachSentence } from '../agency/ways-to-reach.js';
import type { Config } from '../infra/config/env.js';
import type { Appointment } from '../models/Appointment.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import { calendarFile } from './ics.js';
import { endOf } from './appointments.presenter.js';

/** Who the e-mails speak to and of. */
export interface AppointmentPeople {
  ownerName: string;
  ownerEmail: string | null;
  assignee: { name: string | null; email: string } | null;
  /** Whom the owner's reply reaches (agency/mailboxes.ts); null when nobody would read it. */
  replyTo: string | null;
}

/** "giovedì 27/11/2026 alle 10:30", in Turin's time. */
function whenText(at: Date): string {
  const weekday = new Intl.DateTimeFormat('it-IT', { weekday: 'long', timeZone: 'Europe/Rome' }).format(at);
  return `${weekday} ${formatDate(at)} alle ${agencyWallClock(at).time}`;
}

function placeOf(config: Config, appointment: Appointment): string {
  return appointment.location || config.brand.address;
}

/**
 * How the owner reaches the agency to move or cancel: its numbers as the agency set them, or a reply to the
 * e-mail while it has none (an agency that has not filled in its details yet) and someone reads the reply;
 * '' when neither, and the sentence is left out.
 */
function reachAgency(config: Config, people: AppointmentPeople): string {
  return reachUs(config.brand) || (people.replyTo ? REPLY_TO_THIS_EMAIL : '');
}

/** The event's identity across reschedules: one per appointment and per site. */
function eventUid(config: Config, appointment: Pick<Appointment, 'id'>): string {
  return `appuntamento-${appointment.id}@${new URL(config.publicUrl).hostname}`;
}

function calendarAttachment(config: Config, appointment: Appointment, people: AppointmentPeople, stamp: Date, cancelled = false) {
  const content = calendarFile({
    uid: eventUid(config, appointment),
    sequence: appointment.sequence,
    start: appointment.scheduledAt!,
    end: endOf(appointment)!,
    stamp,
    summary: `Appuntamento con ${config.brand.agencyName}`,
    location: placeOf(config, appointment),
    description:
      [
        people.assignee ? `Con ${people.assignee.name ?? people.assignee.email}.` : '',
        reachAgency(config, people) ? `Per spostarlo ${reachAgency(config, people)}.` : '',
      ]
        .filter(Boolean)
        .join(' ') || null,
    organizer: config.brand.email ? { name: config.brand.agencyName, email: config.brand.email } : null,
    attendee: people.ownerEmail ? { name: people.ownerName, email: people.ownerEmail } : null,
    cancelled,
  });
  return {
    filename: 'appuntamento.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? 'CANCEL' : 'REQUEST'}`,
    content,
  };
}

function rows(config: Config, appointment: Appointment, people: AppointmentPeople): Array<[string, string]> {
  const place = placeOf(config, appointment);
  return [
    ['Quando', whenText(appointment.scheduledAt!)],
    ...(place ? ([['Dove', place]] as Array<[string, string]>) : []),
    ...(people.assignee ? ([['Con', people.assignee.name ?? people.assignee.email]] as Array<[string, string]>) : []),
  ];
}

export function ownerConfirmationEmail(
  config: Config,
  appointment: Appointment,
  people: AppointmentPeople & { ownerEmail: string },
  rescheduled: boolean,
  stamp: Date,
): EmailMessage {
  return {
    kind: rescheduled ? 'appointment_rescheduled' : 'appointment_confirmed',
    to: people.ownerEmail,
    replyTo: people.replyTo,
    subject: rescheduled ? 'Il tuo appuntamento è stato spostato' : 'Il tuo appuntamento è confermato',
    content: {
      title: rescheduled ? 'Nuova data del tuo appuntamento' : 'Appuntamento confermato',
      blocks: [
        { paragraph: `Ciao ${people.ownerName}, ${rescheduled ? 'il tuo appuntamento ha una nuova data' : 'ti confermiamo l’appuntamento'}:` },
        { rows: rows(config, appointment, people) },
        {
          paragraph: `In allegato trovi l’invito da aggiungere al tuo calendario.${reachAgency(config, people) ? ` Per spostarlo ${reachAgency(config, people)}.` : ''}`,
        },
      ],
    },
    attachments: [calendarAttachment(config, appointment, people, stamp)],
  };
}

export function ownerCancellationEmail(config: Config, appointment: Appointment, people: AppointmentPeople & { ownerEmail: string }, stamp: Date) {
  return {
    kind: 'appointment_cancelled',
    to: people.ownerEmail,
    replyTo: people.replyTo,
    subject: 'Il tuo appuntamento è stato annullato',
    content: {
      title: 'Appuntamento annullato',
      blocks: [
        { paragraph: `Ciao ${people.ownerName}, l’appuntamento di ${whenText(appointment.scheduledAt!)} è stato annullato.` },
        ...reachSentence('Per fissarne un altro', config.brand, people.replyTo),
      ],
    },
    attachments: [calendarAttachment(config, appointment, people, stamp, true)],
  } satisfies EmailMessage;
}

export function ownerReminderEmail(config: Config, appointment: Appointment, people: AppointmentPeople & { ownerEmail: string }): EmailMessage {
  return {
    kind: 'appointment_reminder',
    to: people.ownerEmail,
    replyTo: people.replyTo,
    subject: 'Promemoria: il tuo appuntamento di domani',
    content: {
      title: 'Ci vediamo domani',
      blocks: [
        { paragraph: `Ciao ${people.ownerName}, ti ricordiamo l’appuntamento:` },
        { rows: rows(config, appointment, people) },
        ...(reachAgency(config, people) ? [{ paragraph: `Se non puoi esserci ${reachAgency(config, people)}.` }] : []),
      ],
    },
  };
}

export function assigneeReminderEmail(
  config: Config,
  appointment: Appointment,
  people: AppointmentPeople & { assignee: { name: string | null; email: string } },
): EmailMessage {
  return {
    kind: 'appointment_reminder_staff',
    to: people.assignee.email,
    replyTo: people.ownerEmail,
    subject: `Promemoria: appuntamento con ${people.ownerName}`,
    content: {
      title: 'Appuntamento di domani',
      blocks: [
        {
          rows: [['Cliente', people.ownerName], ['Telefono', appointment.phone], ...rows(config, appointment, people)],
        },
        ...(appointment.contactId !== null
          ? [{ button: { label: 'Apri la scheda del contatto', url: `${config.publicUrl}/admin/contatti/${appointment.contactId}` } }]
          : [{ button: { label: 'Apri gli appuntamenti', url: `${config.publicUrl}/admin/appuntamenti` } }]),
      ],
    },
  };
}
