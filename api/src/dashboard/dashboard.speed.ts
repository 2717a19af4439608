/** The period's speed to lead, from the audit log: how long the leads waited for staff to work them. */
import { QueryTypes } from 'sequelize';
import { median } from '@valuta/shared';
import { epochMsOf } from '../infra/db/dates.js';
import type { Database } from '../infra/db/index.js';
import { NOT_WORK_ACTIONS } from '../leads/leads.admin.speed.js';

/**
 * The median wait of the period's leads for their first audited change by staff, and how many were worked.
 * A lead nobody has touched yet has no wait to count.
 */
export async function periodSpeedToLead(db: Database, since: Date): Promise<{ median: number | null; worked: number; total: number }> {
  const rows = await db.sequelize.query<{ created_at: unknown; first_change: unknown }>(
    `SELECT c.created_at, MIN(a.created_at) AS first_change
       FROM contacts c
       LEFT JOIN audit_log a ON a.entity_type = 'contact' AND a.entity_id = CAST(c.id AS VARCHAR(40))
            AND a.action NOT IN (:notWork) AND a.action NOT LIKE 'read.%'
      WHERE c.created_at >= :since
      GROUP BY c.id, c.created_at`,
    { type: QueryTypes.SELECT, replacements: { since, notWork: NOT_WORK_ACTIONS } },
  );
  const waits = rows
    .map((row) => {
      const [arrived, changed] = [epochMsOf(row.created_at), epochMsOf(row.first_change)];
      return arrived !== null && changed !== null ? Math.max(0, Math.round((changed - arrived) / 1000)) : null;
    })
    .filter((seconds): seconds is number => seconds !== null);
  const middle = median(waits);
  return { median: middle === null ? null : Math.round(middle), worked: waits.length, total: rows.length };
}
