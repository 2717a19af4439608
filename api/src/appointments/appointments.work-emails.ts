/**
 * The e-mails of an appointment staff work: the confirmation (and each new date) to the owner and to the
 * member who goes, each with the calendar invitation; the cancellation, with its CANCEL; and the reminder the
 * day before to the owner and to whoever goes.
 */
import { formatDate, agencyWallClock, reachUs } from '@valuta/shared';
import { REPLY_TO_THIS_EMAIL, reachSentence } from '../agency/ways-to-reach.js';
import type { Config } from '../infra/config/env.js';
import type { Appointment } from '../models/Appointment.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import { calendarInvitation, memberName, type InvitationPeople } from './appointments.invitation.js';

/** Who the e-mails speak to and of. */
export interface AppointmentPeople extends InvitationPeople {
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

/** The invitation file, with the words a calendar shows under the event. */
function invitation(config: Config, appointment: Appointment, people: AppointmentPeople, stamp: Date, cancelled = false) {
  const description = [
    people.assignee ? `Con ${memberName(config, people.assignee)}.` : '',
    reachAgency(config, people) ? `Per spostarlo ${reachAgency(config, people)}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return calendarInvitation(config, appointment, people, { stamp, place: placeOf(config, appointment), description: description || null, cancelled });
}

function rows(config: Config, appointment: Appointment, people: AppointmentPeople): Array<[string, string]> {
  const place = placeOf(config, appointment);
  return [
    ['Quando', whenText(appointment.scheduledAt!)],
    ...(place ? ([['Dove', place]] as Array<[string, string]>) : []),
    ...(people.assignee ? ([['Con', memberName(config, people.assignee)]] as Array<[string, string]>) : []),
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
    attachments: [invitation(config, appointment, people, stamp)],
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
    attachments: [invitation(config, appointment, people, stamp, true)],
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

/**
 * What the member who goes is told: a new appointment, its new date, that it is off, or (to the member who
 * was to go before a change of who goes) that it is no longer theirs.
 */
export type StaffChange = 'confirmed' | 'rescheduled' | 'cancelled' | 'reassigned';

const STAFF_WORDS: Record<StaffChange, { subject: string; title: string }> = {
  confirmed: { subject: 'Nuovo appuntamento', title: 'Un appuntamento per te' },
  rescheduled: { subject: 'Appuntamento spostato', title: 'Nuova data dell’appuntamento' },
  cancelled: { subject: 'Appuntamento annullato', title: 'Appuntamento annullato' },
  reassigned: { subject: 'Appuntamento affidato a un collega', title: 'Non sei più tu ad andare a questo appuntamento' },
};

/** The member who goes gets the same invitation as the owner, so the date lands in their calendar too. */
export function assigneeInvitationEmail(
  config: Config,
  appointment: Appointment,
  people: AppointmentPeople & { assignee: { name: string | null; email: string } },
  change: StaffChange,
  stamp: Date,
): EmailMessage {
  const words = STAFF_WORDS[change];
  const off = change === 'cancelled' || change === 'reassigned';
  // Its new date and place are no longer this member's business.
  const when = change === 'reassigned' ? [] : rows(config, appointment, people);
  return {
    kind: `appointment_staff_${change}`,
    to: people.assignee.email,
    replyTo: people.ownerEmail,
    subject: `${words.subject}: ${people.ownerName}${change === 'reassigned' ? '' : `, ${whenText(appointment.scheduledAt!)}`}`,
    content: {
      title: words.title,
      blocks: [
        { rows: [['Cliente', people.ownerName], ['Telefono', appointment.phone], ...when] },
        ...(change === 'cancelled' && appointment.cancelReason ? [{ paragraph: `Motivo: ${appointment.cancelReason}` }] : []),
        appointment.contactId !== null
          ? { button: { label: 'Apri la scheda del contatto', url: `${config.publicUrl}/admin/contatti/${appointment.contactId}` } }
          : { button: { label: 'Apri gli appuntamenti', url: `${config.publicUrl}/admin/appuntamenti` } },
      ],
    },
    attachments: [invitation(config, appointment, people, stamp, off)],
  };
}
