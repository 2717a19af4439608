import { formatDate, formatDateTime, formatEuro } from '@valuta/shared/format';
import { formatWait } from '@valuta/shared/leads/wait';
import type { QueueRow } from '@valuta/shared/work-queue';
import { WORK_QUEUE_COUNT_CAP } from '@valuta/shared/work-queue/labels';
import { nextActionText } from '../lead-work/next-action-text';

/** The row's lines under the name: what the owner asked for and what is due, only what the row holds. */
export function queueRowLines(row: QueueRow): string[] {
  const lines: string[] = [];
  if (row.kind === 'new_lead') lines.push(`Arrivato ${formatWait(row.ageSeconds)} fa`);
  if (row.callbackWindow) lines.push(`Richiamata: ${row.callbackWindow}`);
  if (row.appointment) {
    const { scheduledAt, requestedDate, requestedTime } = row.appointment;
    if (scheduledAt) lines.push(`Appuntamento alle ${formatDateTime(scheduledAt).slice(11)}`);
    else if (requestedDate) {
      const day = /^\d{4}-\d{2}-\d{2}$/.test(requestedDate) ? formatDate(requestedDate) : requestedDate;
      lines.push(`Appuntamento richiesto per ${day}${requestedTime ? ` ${requestedTime}` : ''}`);
    }
  }
  if (row.kind === 'next_action' && row.nextAction) lines.push(nextActionText(row.nextAction));
  if (row.estimate) lines.push(`Stima ${formatEuro(row.estimate.value)}${row.estimate.city ? ` · ${row.estimate.city}` : ''}`);
  if (row.message) lines.push(`“${row.message}”`);
  return lines;
}

/** The row a desktop notification points to (?riga=new_lead:12), if it is a key a row can have. */
export function highlightedRowKey(search: string): string | null {
  const key = new URLSearchParams(search).get('riga');
  return key && /^[a-z_]+:\d+$/.test(key) ? key : null;
}

/** '1 cosa da fare', '12 cose da fare', '100+ cose da fare' (the server stops counting at WORK_QUEUE_COUNT_CAP), and how many are shown. */
export function queueCountText(total: number, shown: number): string {
  const count = total >= WORK_QUEUE_COUNT_CAP ? `${WORK_QUEUE_COUNT_CAP}+ cose da fare` : total === 1 ? '1 cosa da fare' : `${total} cose da fare`;
  return shown < total ? `${count} (le prime ${shown})` : count;
}
