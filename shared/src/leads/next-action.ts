/**
 * 'Prossima azione': at most one next step per lead (what and when), and the lead's state of work the list,
 * the card and 'Da fare' show with it: its age, whether staff reached it, whether that is late.
 */
import { z } from 'zod';
import { TOO_LONG_MESSAGE } from '../fields.js';
import { NEXT_ACTION_KINDS, type NextActionKind } from './next-action-labels.js';

export * from './next-action-labels.js';

/** A lead's next action as saved. */
export interface NextAction {
  kind: NextActionKind;
  /** When it is due (an ISO instant). */
  dueAt: string;
  /** What to do or say, in the member's words ('' when the kind says it all). */
  note: string;
  /** Who set it, and when. */
  setBy: { id: number; name: string } | null;
  setAt: string;
}

const WHEN_MESSAGE = 'Indica quando: una data e un orario validi.';

/** PUT /api/admin/contacts/{id}/next-action: replaces the lead's next action, if it had one. */
export const NextActionSchema = z.object(
  {
    kind: z.enum(NEXT_ACTION_KINDS, { error: 'Indica cosa fare.' }),
    dueAt: z.iso.datetime({ offset: true, error: WHEN_MESSAGE }),
    note: z.string({ error: 'Nota non valida.' }).trim().max(200, { error: TOO_LONG_MESSAGE }).default(''),
  },
  { error: 'Indica cosa fare e quando.' },
);
export type NextActionInput = z.input<typeof NextActionSchema>;
export type NextActionUpdate = z.output<typeof NextActionSchema>;

/** PUT and DELETE /api/admin/contacts/{id}/next-action: the lead's next action as it now is. */
export interface NextActionResponse {
  success: true;
  nextAction: NextAction | null;
}

/**
 * Where a lead stands, as the list rows, the card and the queue rows carry it. Computed by the server at the
 * answer's time, with the agency's first-contact time counted within its opening hours.
 */
export interface LeadWork {
  /** Seconds since the lead arrived. */
  ageSeconds: number;
  /** When staff first reached out (a call logged, a message sent, or the status set to 'Contattato' or 'Chiuso'). */
  contactedAt: string | null;
  /** While not contacted: when the first contact is due (the lead's arrival plus 'Tempo di primo contatto' of opening time). */
  firstContactDueAt: string | null;
  /** Not contacted and past firstContactDueAt. */
  late: boolean;
  nextAction: NextAction | null;
}
