/**
 * A lead's next action as the lists read it in plain SQL, joined as `na_*` columns beside the lead's own (the
 * list's work columns, 'Da fare'): the columns and their reading, in one place.
 */
import type { NextAction, NextActionKind } from '@valuta/shared';
import { dateOf } from '../infra/db/dates.js';
import { presentNextAction } from './lead-work.presenter.js';

export interface NextActionColumns {
  na_kind: NextActionKind | null;
  na_due_at: Date | string | null;
  na_note: string | null;
  na_set_by_id: number | string | null;
  na_set_by_name: string | null;
  na_set_at: Date | string | null;
}

/** The joined next action, or null when the lead has none. */
export function nextActionOf(row: NextActionColumns): NextAction | null {
  if (!row.na_kind || !row.na_due_at || !row.na_set_at) return null;
  return presentNextAction({
    kind: row.na_kind,
    dueAt: dateOf(row.na_due_at),
    note: row.na_note ?? '',
    setById: row.na_set_by_id === null ? null : Number(row.na_set_by_id),
    setByName: row.na_set_by_name,
    setAt: dateOf(row.na_set_at),
  });
}
