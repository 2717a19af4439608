/**
 * Where leads stand (LeadWork: age, contacted, late, next action) for the rows of the list and the card, in one
 * statement for a page of leads, counted at the answer's time against the agency's rules.
 */
import type { LeadWork } from '@valuta/shared';
import type { Database } from '../infra/db/index.js';
import { leadWork } from './lead-work.presenter.js';
import { dateOf } from '../infra/db/dates.js';
import { nextActionOf, type NextActionColumns } from './next-action.columns.js';
import { RULES_VERSION_COLUMNS, type RulesVersions, type WorkRules, type WorkSettingsService } from './work-settings.service.js';

/**
 * What a lead's state is computed from, as a statement reads them: its own columns, its next action's (`na_*`)
 * and the versions of the agency's rules it is counted against.
 */
export interface LeadWorkColumns extends NextActionColumns, RulesVersions {
  status: string;
  created_at: Date | string;
  contacted_at: Date | string | null;
}

/**
 * The columns of LeadWorkColumns that a statement over `contacts c` adds to its own (it reads c.status and
 * c.created_at already), with LEAD_NEXT_ACTION_JOIN among its joins: the list reads them with its page's rows.
 */
export const LEAD_WORK_EXTRA_COLUMNS = `c.contacted_at, na.kind AS na_kind, na.due_at AS na_due_at, na.note AS na_note, na.set_by_id AS na_set_by_id,
  na.set_by_name AS na_set_by_name, na.set_at AS na_set_at, ${RULES_VERSION_COLUMNS}`;
export const LEAD_NEXT_ACTION_JOIN = 'LEFT JOIN lead_next_actions na ON na.contact_id = c.id';

interface WorkRow extends LeadWorkColumns {
  id: number | string;
}

function workOf(row: LeadWorkColumns, rules: WorkRules, at: Date): LeadWork {
  const lead = {
    createdAt: dateOf(row.created_at),
    contactedAt: row.contacted_at === null ? null : dateOf(row.contacted_at),
    status: row.status,
  };
  return leadWork(lead, nextActionOf(row), rules, at);
}

export function createLeadWorkReader({ db, settings, now }: { db: Database; settings: Pick<WorkSettingsService, 'rulesAt'>; now: () => Date }) {
  return {
    /** The state of each lead of `ids`, by id. */
    async of(ids: number[]): Promise<Map<number, LeadWork>> {
      if (ids.length === 0) return new Map();
      const list = ids.map((_, index) => `$${index + 1}`).join(', ');
      const rows = await db.statements.all<WorkRow>(
        `SELECT c.id, c.status, c.created_at, ${LEAD_WORK_EXTRA_COLUMNS} FROM contacts c ${LEAD_NEXT_ACTION_JOIN} WHERE c.id IN (${list})`,
        ids,
      );
      if (rows.length === 0) return new Map();
      const rules = await settings.rulesAt(rows[0]!);
      const at = now();
      return new Map(rows.map((row) => [Number(row.id), workOf(row, rules, at)]));
    },

    /** The state of each lead whose columns a statement already read (the list's page), in their order. */
    async ofColumns(rows: LeadWorkColumns[]): Promise<LeadWork[]> {
      if (rows.length === 0) return [];
      const rules = await settings.rulesAt(rows[0]!);
      const at = now();
      return rows.map((row) => workOf(row, rules, at));
    },
  };
}

export type LeadWorkReader = ReturnType<typeof createLeadWorkReader>;
