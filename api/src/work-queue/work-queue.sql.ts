/**
 * The statements of 'Da fare', written once for both databases (numbered parameters, infra/db/statements.ts), in
 * three round trips whatever the size of the agency:
 * 1. the keys: the first rows of each group (an id and the instant it is ordered by), each group read from its
 *    own index, oldest or soonest first: new leads not contacted and with nothing planned from the partial index
 *    `contacts_not_contacted` (it holds only them), leads with a next action from `contacts_next_action`,
 *    appointments by (status, scheduled_at) or created_at;
 * 2. the counts of the four groups, each stopped at a cap (a waiting list of half a million counts as fast as one
 *    of a thousand);
 * 3. the rows the page shows, by id: leads with their estimate, member and next action; appointments with theirs.
 * A lead not contacted but with a next action planned (the owner asked to be called at three) is in the queue at
 * that time, as a next action, not as a new lead.
 */

/** Who the queue holds: a consulente's rows and the unassigned ones, one member's, the unassigned, or everything. */
export type QueueScope = { kind: 'all' } | { kind: 'member'; id: number } | { kind: 'unassigned' } | { kind: 'mine'; id: number };

/** Places a value as the next numbered parameter. */
type Param = (value: unknown) => string;

/** The scope as a condition on `who` (a column or an expression); '1 = 1' for everything. */
function scopeOn(scope: QueueScope, who: string, param: Param): string {
  switch (scope.kind) {
    case 'all':
      return '1 = 1';
    case 'unassigned':
      return `${who} IS NULL`;
    case 'member':
      return `${who} = ${param(scope.id)}`;
    case 'mine':
      return `(${who} = ${param(scope.id)} OR ${who} IS NULL)`;
  }
}

/** The leads waiting for a first contact with nothing planned yet: what the partial index `contacts_not_contacted` holds. */
const WAITING = "c.contacted_at IS NULL AND c.status IN ('new', 'read') AND c.next_action_at IS NULL";
/**
 * Who an appointment is for: who goes, else its lead's member. Written on the two columns (the lead joined), not
 * as one COALESCE: the planner estimates each from its statistics, and so walks the group's index in order and
 * stops at the page's last row instead of reading every request to sort them.
 */
function appointmentScope(scope: QueueScope, param: Param): { join: string; condition: string } {
  if (scope.kind === 'all') return { join: '', condition: '1 = 1' };
  const join = ' LEFT JOIN contacts c ON c.id = a.contact_id';
  if (scope.kind === 'unassigned') return { join, condition: 'a.assignee_id IS NULL AND c.assigned_admin_id IS NULL' };
  const id = param(scope.id);
  const lead = scope.kind === 'mine' ? `(c.assigned_admin_id = ${id} OR c.assigned_admin_id IS NULL)` : `c.assigned_admin_id = ${id}`;
  return { join, condition: `(a.assignee_id = ${id} OR (a.assignee_id IS NULL AND ${lead}))` };
}
export interface Window {
  /** Today on Turin's clock: next actions due before its end, appointments scheduled within it. */
  dayStart: Date;
  dayEnd: Date;
}

export interface Statement {
  sql: string;
  params: unknown[];
}

function builder() {
  const params: unknown[] = [];
  const param: Param = (value) => {
    params.push(value);
    return `$${params.length}`;
  };
  return { params, param };
}

/** Each group's select of `what`, and the order its first rows are read in. */
function groups(scope: QueueScope, window: Window, param: Param) {
  return {
    fresh: (what: string) => `SELECT ${what} FROM contacts c WHERE ${WAITING} AND ${scopeOn(scope, 'c.assigned_admin_id', param)}`,
    requests: (what: string) => {
      const { join, condition } = appointmentScope(scope, param);
      return `SELECT ${what} FROM appointments a${join} WHERE a.status = 'pending' AND ${condition}`;
    },
    due: (what: string) =>
      `SELECT ${what} FROM contacts c WHERE c.next_action_at IS NOT NULL AND c.next_action_at < ${param(window.dayEnd)} AND ${scopeOn(
        scope,
        'c.assigned_admin_id',
        param,
      )}`,
    today: (what: string) => {
      const { join, condition } = appointmentScope(scope, param);
      return `SELECT ${what} FROM appointments a${join} WHERE a.status = 'confirmed' AND a.scheduled_at >= ${param(window.dayStart)} AND a.scheduled_at < ${param(window.dayEnd)} AND ${condition}`;
    },
  };
}

/**
 * The first `limit` keys of each group, in one statement: `kind` ('new_lead', 'appointment_request',
 * 'next_action', 'appointment_today'), `id` (the lead's, or the appointment's) and `at` (what the group is
 * ordered by).
 */
export function queueKeys(scope: QueueScope, window: Window, limit: number): Statement {
  const { params, param } = builder();
  const first = param(limit);
  const g = groups(scope, window, param);
  const part = (select: string, order: string) => `SELECT * FROM (${select} ORDER BY ${order} LIMIT ${first}) AS part`;
  const sql = [
    part(g.fresh("'new_lead' AS kind, c.id AS id, c.created_at AS at"), 'c.created_at, c.id'),
    part(g.requests("'appointment_request' AS kind, a.id AS id, a.created_at AS at"), 'a.created_at, a.id'),
    part(g.due("'next_action' AS kind, c.id AS id, c.next_action_at AS at"), 'c.next_action_at, c.id'),
    part(g.today("'appointment_today' AS kind, a.id AS id, a.scheduled_at AS at"), 'a.scheduled_at, a.id'),
  ].join(' UNION ALL ');
  return { sql, params };
}

/** How many rows each group has, each stopped at `cap`, in one statement: fresh, requests, due, today. */
export function queueCounts(scope: QueueScope, window: Window, cap: number): Statement {
  const { params, param } = builder();
  const limit = param(cap);
  const g = groups(scope, window, param);
  const capped = (select: string) => `(SELECT COUNT(*) FROM (${select} LIMIT ${limit}) AS capped)`;
  const sql = `SELECT ${capped(g.fresh('1'))} AS fresh, ${capped(g.requests('1'))} AS requests, ${capped(g.due('1'))} AS due, ${capped(
    g.today('1'),
  )} AS today`;
  return { sql, params };
}

const ids = (values: number[], param: Param) => values.map((value) => param(value)).join(', ');

/** What a lead's row shows: the lead, its valuation's estimate, its member's name and its next action. */
export function leadRows(contactIds: number[]): Statement {
  const { params, param } = builder();
  const sql = `SELECT c.id AS contact_id, c.name, c.phone, c.email, c.created_at, c.preferred_time, c.notes AS message, c.status,
      c.lead_type, c.assigned_admin_id AS who_id, m.name AS who_name, m.email AS who_email,
      v.estimated_value, v.min_value, v.max_value, v.city,
      na.kind AS na_kind, na.due_at AS na_due_at, na.note AS na_note, na.set_by_id AS na_set_by_id, na.set_by_name AS na_set_by_name,
      na.set_at AS na_set_at
    FROM contacts c
    LEFT JOIN admin_users m ON m.id = c.assigned_admin_id
    LEFT JOIN valuations v ON v.id = c.valuation_id
    LEFT JOIN lead_next_actions na ON na.contact_id = c.id
    WHERE c.id IN (${ids(contactIds, param)})`;
  return { sql, params };
}

/** What an appointment's row shows: the request, its lead (if any) with its estimate and next action, who goes. */
export function appointmentRows(appointmentIds: number[]): Statement {
  const { params, param } = builder();
  const sql = `SELECT a.id AS appointment_id, a.contact_id, COALESCE(a.name, c.name) AS name, a.phone, COALESCE(a.email, c.email) AS email,
      a.created_at, a.preferred_time, a.notes AS message, c.status, c.lead_type, COALESCE(a.assignee_id, c.assigned_admin_id) AS who_id,
      m.name AS who_name, m.email AS who_email, v.estimated_value, v.min_value, v.max_value, v.city, a.status AS a_status,
      a.source AS a_source, a.requested_date, a.requested_time, a.scheduled_at,
      na.kind AS na_kind, na.due_at AS na_due_at, na.note AS na_note, na.set_by_id AS na_set_by_id, na.set_by_name AS na_set_by_name,
      na.set_at AS na_set_at
    FROM appointments a
    LEFT JOIN contacts c ON c.id = a.contact_id
    LEFT JOIN admin_users m ON m.id = COALESCE(a.assignee_id, c.assigned_admin_id)
    LEFT JOIN valuations v ON v.id = COALESCE(a.valuation_id, c.valuation_id)
    LEFT JOIN lead_next_actions na ON na.contact_id = a.contact_id
    WHERE a.id IN (${ids(appointmentIds, param)})`;
  return { sql, params };
}
