import { APPOINTMENT_STATUS_LABELS } from '@valuta/shared/appointments';
import { formatDateTime, formatEuro } from '@valuta/shared/format';
import {
  ACTIVITY_KIND_LABELS,
  CALL_OUTCOME_LABELS,
  CONTACT_STATUS_LABELS,
  LEAD_TYPE_LABELS,
  type ActivityPayload,
  type LeadActivity,
} from '@valuta/shared/leads';
import { LEAD_OUTCOME_LABELS } from '@valuta/shared/outcomes';
import { nextActionText } from './next-action-text';

const APPOINTMENT_CHANGE_TEXTS = {
  requested: 'Appuntamento richiesto dal proprietario',
  confirm: 'Appuntamento confermato',
  reschedule: 'Appuntamento spostato',
  done: 'Appuntamento svolto',
  no_show: 'Il proprietario non si è presentato',
  cancel: 'Appuntamento annullato',
} as const;

/** An entry's headline ('Chiamata: Non risponde', 'Stato: Letto → Contattato') and its text, if any. */
export function activityText(payload: ActivityPayload): { title: string; text: string | null } {
  switch (payload.kind) {
    case 'note':
      return { title: payload.migrated ? 'Nota (dalle note precedenti)' : 'Nota', text: payload.text };
    case 'call':
      return { title: `Chiamata: ${CALL_OUTCOME_LABELS[payload.outcome]}`, text: payload.note };
    case 'whatsapp':
      return { title: 'Messaggio WhatsApp aperto', text: payload.text };
    case 'email':
      return { title: 'E-mail aperta', text: [payload.subject, payload.text].filter(Boolean).join('\n\n') };
    case 'status':
      return { title: `Stato: ${payload.from ? `${CONTACT_STATUS_LABELS[payload.from]} → ` : ''}${CONTACT_STATUS_LABELS[payload.to]}`, text: null };
    case 'lead_type':
      return { title: `Tipo di lead: ${payload.from ? `${LEAD_TYPE_LABELS[payload.from]} → ` : ''}${LEAD_TYPE_LABELS[payload.to]}`, text: null };
    case 'assignment':
      return {
        title: payload.to ? `Assegnato a ${payload.to.name}` : 'Assegnazione tolta',
        text: payload.from ? `Prima: ${payload.from.name}` : null,
      };
    case 'appointment': {
      const details = [
        payload.scheduledAt ? formatDateTime(payload.scheduledAt) : null,
        payload.assignee ? `con ${payload.assignee.name}` : null,
        payload.reason,
      ].filter(Boolean);
      return {
        title: `${APPOINTMENT_CHANGE_TEXTS[payload.change]} (${APPOINTMENT_STATUS_LABELS[payload.status]})`,
        text: details.length > 0 ? details.join(' · ') : null,
      };
    }
    case 'outcome':
      return {
        title: payload.outcome ? `Esito: ${LEAD_OUTCOME_LABELS[payload.outcome]}` : 'Esito rimosso',
        text: payload.price !== null ? formatEuro(payload.price) : null,
      };
    case 'next_action':
      return {
        title: payload.nextAction ? 'Prossima azione impostata' : 'Prossima azione tolta',
        text: payload.nextAction ? nextActionText(payload.nextAction) : null,
      };
    default:
      return { title: ACTIVITY_KIND_LABELS[(payload as { kind: LeadActivity['kind'] }).kind] ?? 'Attività', text: null };
  }
}

/** 'Giulia · 12/12/2026 09:14', or the site's own entries without an author. */
export function activityByline(activity: Pick<LeadActivity, 'author' | 'at'>): string {
  return `${activity.author?.name ?? 'Dal sito'} · ${formatDateTime(activity.at)}`;
}
