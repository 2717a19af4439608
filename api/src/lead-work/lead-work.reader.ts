/**
 * Where leads stand (LeadWork: age, contacted, late, next action) for the rows of the list and the card, in one
 * statement for a page of leads, counted at the answer's time against the agency's rules.
 */
import type { LeadWork } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import { leadWork } from './lead-work.presenter.js';
import { dateOf, nextActionOf, type NextActionColumns } from './next-action.columns.js';
import type { WorkSettingsService } from './work-settings.service.js';

interface WorkRow extends NextActionColumns {
  id: number | string;
  status: string;
  created_at: Date | string;
  contacted_at: Date | string | null;
}

export function createLeadWorkReader({ db, settings, now }: { db: Database; settings: Pick<WorkSettingsService, 'rules'>; now: () => Date }) {
  return {
    /** The state of each lead of `ids`, by id. */
    async of(ids: number[]): Promise<Map<number, LeadWork>> {
      if (ids.length === 0) return new Map();
      const list = ids.map((_, index) => `$${index + 1}`).join(', ');
      const [rows, rules] = await Promise.all([
        db.statements.all<WorkRow>(
          `SELECT c.id, c.status, c.created_at, c.contacted_at, na.kind AS na_kind, na.due_at AS na_due_at, na.note AS na_note,
             na.set_by_id AS na_set_by_id, na.set_by_name AS na_set_by_name, na.set_at AS na_set_at
           FROM contacts c LEFT JOIN lead_next_actions na ON na.contact_id = c.id WHERE c.id IN (${list})`,
          ids,
        ),
        settings.rules(),
      ]);
      const at = now();
      return new Map(
        rows.map((row) => {
          const nextAction = nextActionOf(row);
          const lead = {
            createdAt: dateOf(row.created_at),
            contactedAt: row.contacted_at === null ? null : dateOf(row.contacted_at),
            status: row.status,
          };
          return [Number(row.id), leadWork(lead, nextAction, rules, at)];
        }),
      );
    },
  };
}

export type LeadWorkReader = ReturnType<typeof createLeadWorkReader>;
