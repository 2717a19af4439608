/** A lead's timeline entries, next action and state of work as the back office reads them. */
import type { ActivityPayload, LeadActivity as LeadActivityView, LeadWork, NextAction } from '@valuta/shared';
import { toIso } from '../infra/db/dates.js';
import type { LeadActivity } from '../models/LeadActivity.js';
import type { LeadNextAction } from '../models/LeadNextAction.js';
import { afterOpeningMinutes, type OpeningWeek } from './working-time.js';

export function presentActivity(row: LeadActivity): LeadActivityView {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ActivityPayload;
  return {
    id: row.id,
    contactId: row.contactId,
    kind: row.kind,
    at: toIso(row.createdAt)!,
    author: row.authorId !== null ? { id: row.authorId, name: row.authorName ?? '' } : null,
    payload,
  };
}

export function presentNextAction(row: Pick<LeadNextAction, 'kind' | 'dueAt' | 'note' | 'setById' | 'setByName' | 'setAt'>): NextAction {
  return {
    kind: row.kind,
    dueAt: toIso(row.dueAt)!,
    note: row.note,
    setBy: row.setById !== null ? { id: row.setById, name: row.setByName ?? '' } : null,
    setAt: toIso(row.setAt)!,
  };
}

/** What lateness needs of a lead. */
export interface LeadClock {
  createdAt: Date;
  contactedAt: Date | null;
  status: string;
}

/** The statuses a lead still waits for its first contact in: 'Chiuso' waits for nobody. */
const WAITING_STATUSES = new Set(['new', 'read']);

/** Where a lead stands at `now`: its age, contacted or not, late or not (within the opening hours), its next action. */
export function leadWork(
  lead: LeadClock,
  nextAction: NextAction | null,
  rules: { firstContactMinutes: number; week: OpeningWeek },
  now: Date,
): LeadWork {
  const waiting = lead.contactedAt === null && WAITING_STATUSES.has(lead.status);
  const due = waiting ? afterOpeningMinutes(lead.createdAt, rules.firstContactMinutes, rules.week) : null;
  return {
    ageSeconds: Math.max(0, Math.round((now.getTime() - lead.createdAt.getTime()) / 1000)),
    contactedAt: toIso(lead.contactedAt),
    firstContactDueAt: due ? due.toISOString() : null,
    late: due !== null && due.getTime() < now.getTime(),
    nextAction,
  };
}
