import { formatDateTime } from '@valuta/shared/format';
import type { NextAction } from '@valuta/shared/leads';
import { NEXT_ACTION_KIND_LABELS } from '@valuta/shared/leads/next-action-labels';

/**
 * 'Chiamare · 12/12/2026 09:00 · portare la planimetria': a next action on one line. Apart from activity-text.ts,
 * whose labels come with the schemas of a lead's activity: 'Da fare' and the contacts list read only this.
 */
export function nextActionText(nextAction: NextAction): string {
  return [NEXT_ACTION_KIND_LABELS[nextAction.kind], formatDateTime(nextAction.dueAt), nextAction.note].filter(Boolean).join(' · ');
}
