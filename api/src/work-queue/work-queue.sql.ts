/**
 * The statements of 'Da fare', written once for both databases (numbered parameters, infra/db/statements.ts).
 * Each group is read from its own index, oldest or soonest first, at most a page of it, and counted:
 * - new leads not contacted: the partial index `contacts_not_contacted` (created_at, id) holds only them;
 * - appointment requests to confirm and today's confirmed appointments: appointments (status, scheduled_at);
 * - next actions due by the end of today: lead_next_actions (due_at), leads still waiting left to the first group.
 * `scope` is a condition on the member responsible (`who`): the lead's member, or for an appointment who goes,
 * else the lead's member.
 */

/** Who a consulente's queue holds, or the titolare's filter: a member's rows, the unassigned, or everything. */
export type QueueScope = { kind: 'all' } | { kind: 'member'; id: number } | { kind: 'unassigned' } | { kind: 'mine'; id: number };

/** The scope as a condition on `who` (a column or an expression), numbering its parameters after `offset`. */
function scopeCondition(scope: QueueScope, who: string, offset: number): { sql: string; params: unknown[] } {
  switch (scope.kind) {
    case 'all':
      return { sql: '', params: [] };
    case 'unassigned':
      return { sql: ` AND ${who} IS NULL`, params: [] };
    case 'member':
      return { sql: ` AND ${who} = $${offset + 1}`, params: [scope.id] };
    case 'mine':
      return { sql: ` AND (${who} = $${offset + 1} OR ${who} IS NULL)`, params: [scope.id] };
  }
}

const WAITING_LEAD = "c.contacted_at IS NULL AND c.status IN ('new', 'read')";
const APPOINTMENT_WHO = 'COALESCE(a.assignee_id, c.assigned_admin_id)';

/** What every lead row reads: the lead, its valuation's estimate, its member's name and its next action. */
const LEAD_COLUMNS = `c.id AS contact_id, c.name, c.phone, c.email, c.created_at, c.preferred_time, c.notes AS message, c.status,
  c.lead_type, c.assigned_admin_id AS who_id, m.name AS who_name, m.email AS who_email,
  v.estimated_value, v.min_value, v.max_value, v.city,
  na.kind AS na_kind, na.due_at AS na_due_at, na.note AS na_note, na.set_by_id AS na_set_by_id, na.set_by_name AS na_set_by_name,
  na.set_at AS na_set_at`;
const MEMBER_AND_ESTIMATE = `LEFT JOIN admin_users m ON m.id = c.assigned_admin_id
  LEFT JOIN valuations v ON v.id = c.valuation_id`;

const APPOINTMENT_COLUMNS = `a.id AS appointment_id, a.contact_id, COALESCE(a.name, c.name) AS name, a.phone, COALESCE(a.email, c.email) AS email,
  a.created_at, a.preferred_time, a.notes AS message, c.status, c.lead_type, ${APPOINTMENT_WHO} AS who_id, m.name AS who_name,
  m.email AS who_email, v.estimated_value, v.min_value, v.max_value, v.city, a.status AS a_status, a.source AS a_source,
  a.requested_date, a.requested_time, a.scheduled_at,
  na.kind AS na_kind, na.due_at AS na_due_at, na.note AS na_note, na.set_by_id AS na_set_by_id, na.set_by_name AS na_set_by_name,
  na.set_at AS na_set_at`;
const APPOINTMENT_JOINS = `LEFT JOIN contacts c ON c.id = a.contact_id
  LEFT JOIN admin_users m ON m.id = ${APPOINTMENT_WHO}
  LEFT JOIN valuations v ON v.id = COALESCE(a.valuation_id, c.valuation_id)
  LEFT JOIN lead_next_actions na ON na.contact_id = a.contact_id`;

export interface Statement {
  rows: string;
  count: string;
  params: unknown[];
}

/** New leads not yet contacted, the longest waiting first. */
export function newLeads(scope: QueueScope): Statement {
  const where = scopeCondition(scope, 'c.assigned_admin_id', 0);
  const n = where.params.length;
  return {
    rows: `SELECT ${LEAD_COLUMNS} FROM contacts c ${MEMBER_AND_ESTIMATE} LEFT JOIN lead_next_actions na ON na.contact_id = c.id WHERE ${WAITING_LEAD}${where.sql} ORDER BY c.created_at ASC, c.id ASC LIMIT $${n + 1}`,
    count: `SELECT COUNT(*) AS count FROM contacts c WHERE ${WAITING_LEAD}${where.sql}`,
    params: where.params,
  };
}

/** Appointment requests still to confirm, the oldest first. */
export function requestsToConfirm(scope: QueueScope): Statement {
  const where = scopeCondition(scope, APPOINTMENT_WHO, 0);
  const n = where.params.length;
  const from = `FROM appointments a ${APPOINTMENT_JOINS} WHERE a.status = 'pending'${where.sql}`;
  return {
    rows: `SELECT ${APPOINTMENT_COLUMNS} ${from} ORDER BY a.created_at ASC, a.id ASC LIMIT $${n + 1}`,
    count: `SELECT COUNT(*) AS count FROM appointments a LEFT JOIN contacts c ON c.id = a.contact_id WHERE a.status = 'pending'${where.sql}`,
    params: where.params,
  };
}

/** Next actions due before `$1` (the end of today), the soonest first; leads still waiting are in newLeads. */
export function dueActions(scope: QueueScope): Statement {
  const where = scopeCondition(scope, 'c.assigned_admin_id', 1);
  const n = where.params.length + 1;
  const condition = `na.due_at < $1 AND NOT (${WAITING_LEAD})${where.sql}`;
  return {
    rows: `SELECT ${LEAD_COLUMNS} FROM lead_next_actions na JOIN contacts c ON c.id = na.contact_id ${MEMBER_AND_ESTIMATE} WHERE ${condition} ORDER BY na.due_at ASC, c.id ASC LIMIT $${n + 1}`,
    count: `SELECT COUNT(*) AS count FROM lead_next_actions na JOIN contacts c ON c.id = na.contact_id WHERE ${condition}`,
    params: where.params,
  };
}

/** Today's confirmed appointments (scheduled from `$1` to `$2`), by their time. */
export function todaysAppointments(scope: QueueScope): Statement {
  const where = scopeCondition(scope, APPOINTMENT_WHO, 2);
  const n = where.params.length + 2;
  const condition = `a.status = 'confirmed' AND a.scheduled_at >= $1 AND a.scheduled_at < $2${where.sql}`;
  return {
    rows: `SELECT ${APPOINTMENT_COLUMNS} FROM appointments a ${APPOINTMENT_JOINS} WHERE ${condition} ORDER BY a.scheduled_at ASC, a.id ASC LIMIT $${n + 1}`,
    count: `SELECT COUNT(*) AS count FROM appointments a LEFT JOIN contacts c ON c.id = a.contact_id WHERE ${condition}`,
    params: where.params,
  };
}
