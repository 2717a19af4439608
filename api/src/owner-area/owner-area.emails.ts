/**
 * The e-mails of the owner's area: the sign-in link, the confirmation of 'Cancella i miei dati', the agency's
 * notice of an owner's request on an appointment, and the owner's notice of a new viewing or offer.
 */
import {
  OFFER_STATE_LABELS,
  PUBLIC_TIME_SLOT_LABELS,
  formatDate,
  formatDateTime,
  formatEuro,
  type OfferState,
  type OwnerAreaAppointmentRequest,
} from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import type { Appointment } from '../models/Appointment.js';
import type { SellingEntry } from '../models/SellingEntry.js';

export function signInEmail(config: Pick<Config, 'brand'>, to: string, url: string): EmailMessage {
  return {
    kind: 'owner_sign_in',
    to,
    replyTo: config.brand.email,
    subject: 'Il link per la tua Area venditore',
    content: {
      title: 'Entra nella tua Area venditore',
      preheader: 'Il link vale 24 ore e si usa una volta sola.',
      blocks: [
        { paragraph: 'Ecco il link per entrare nella tua Area venditore: la stima della tua casa, i tuoi appuntamenti e il tuo consulente.' },
        { button: { label: 'Entra nella mia Area venditore', url } },
        {
          paragraph: 'Il link vale 24 ore e si usa una volta sola. Se non l’hai chiesto tu, ignora questa e-mail: nessuno può entrare senza aprirla.',
        },
      ],
    },
  };
}

export function eraseConfirmEmail(config: Pick<Config, 'brand'>, to: string, url: string): EmailMessage {
  return {
    kind: 'owner_erase_confirm',
    to,
    replyTo: config.brand.email,
    subject: 'Conferma la cancellazione dei tuoi dati',
    content: {
      title: 'Vuoi cancellare i tuoi dati?',
      blocks: [
        {
          paragraph:
            'Hai chiesto di cancellare i tuoi dati: le tue valutazioni, i tuoi contatti e i tuoi appuntamenti. Apri il link per confermare; la cancellazione non si può annullare.',
        },
        { button: { label: 'Conferma la cancellazione', url } },
        { paragraph: 'Il link vale 24 ore. Se non l’hai chiesto tu, ignora questa e-mail: i tuoi dati restano come sono.' },
      ],
    },
  };
}

export function agencyOwnerRequestEmail(config: Config, appointment: Appointment, request: OwnerAreaAppointmentRequest): EmailMessage {
  const what =
    request.kind === 'move'
      ? `Il proprietario chiede di spostare l'appuntamento a ${formatDate(request.date)}, ${PUBLIC_TIME_SLOT_LABELS[request.time_slot ?? 'mattina'].toLowerCase()}.`
      : "Il proprietario chiede di annullare l'appuntamento.";
  return {
    kind: 'owner_appointment_request',
    to: config.mail.agencyEmail,
    replyTo: appointment.email,
    subject: request.kind === 'move' ? 'Richiesta di spostamento di un appuntamento' : 'Richiesta di annullamento di un appuntamento',
    content: {
      title: request.kind === 'move' ? 'Un proprietario chiede di spostare un appuntamento' : 'Un proprietario chiede di annullare un appuntamento',
      blocks: [
        { paragraph: what },
        {
          rows: [
            ['Appuntamento', appointment.scheduledAt ? formatDateTime(appointment.scheduledAt) : 'da fissare'],
            ['Telefono', appointment.phone],
            ...(request.reason ? ([[request.kind === 'move' ? 'Nota' : 'Motivo', request.reason]] as Array<[string, string]>) : []),
          ],
        },
        { button: { label: 'Apri gli appuntamenti', url: `${config.publicUrl}/admin/appuntamenti` } },
      ],
    },
  };
}

/** A viewing with feedback or an offer the agency just made visible to the owner. */
export function sellingNoticeEmail(config: Config, to: string, entry: SellingEntry, areaUrl: string): EmailMessage {
  const viewing = entry.kind === 'viewing';
  const offerState: OfferState = entry.offerState ?? 'in_valutazione';
  return {
    kind: viewing ? 'owner_viewing_feedback' : 'owner_offer',
    to,
    replyTo: config.brand.email,
    subject: viewing ? 'Nuovo riscontro da una visita alla tua casa' : 'Nuova proposta per la tua casa',
    content: {
      title: viewing ? 'Com’è andata la visita' : 'È arrivata una proposta',
      blocks: [
        viewing
          ? {
              rows: [
                ['Visita del', formatDate(entry.date)],
                ['Acquirente', entry.buyerFirstName ?? ''],
                ['Interesse', `${entry.interest ?? 0} su 5`],
              ],
            }
          : {
              rows: [
                ['Data', formatDate(entry.date)],
                ['Importo', formatEuro(entry.amount ?? 0)],
                ['Stato', OFFER_STATE_LABELS[offerState]],
              ],
            },
        ...(viewing && entry.feedback ? [{ paragraph: `«${entry.feedback}»` }] : []),
        { button: { label: 'Apri la mia Area venditore', url: areaUrl } },
      ],
    },
  };
}
