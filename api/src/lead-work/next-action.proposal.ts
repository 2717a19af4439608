/**
 * The next action a call proposes: nobody answered, so call again the next opening day at opening time; the
 * owner asked to be called back, so at the time they gave, or two hours later. Any other outcome proposes nothing.
 */
import type { CallLog, NextActionInput } from '@valuta/shared';
import { nextOpeningDay, type OpeningWeek } from './working-time.js';

const CALL_BACK_AFTER_MS = 2 * 60 * 60_000;

export function proposeNextAction(call: Pick<CallLog, 'outcome' | 'callbackAt'>, now: Date, week: OpeningWeek): NextActionInput | null {
  if (call.outcome === 'no_answer') {
    return { kind: 'call', dueAt: nextOpeningDay(now, week).toISOString(), note: 'Richiamare: non ha risposto' };
  }
  if (call.outcome === 'call_back') {
    const at = call.callbackAt ? new Date(call.callbackAt) : new Date(now.getTime() + CALL_BACK_AFTER_MS);
    return { kind: 'call', dueAt: at.toISOString(), note: 'Richiamare come concordato' };
  }
  return null;
}
