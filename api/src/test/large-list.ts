import { COUNT_CACHED_ABOVE } from '../leads/leads.admin.counts.js';
import type { TestContext } from './support.js';

/**
 * Leads 'Proprietario 1' to 'Proprietario N' (e-mail proprietarioN@example.it), new, unassigned, from the chat,
 * in one statement: by default one more than the contacts list keeps its count for between pages.
 */
export async function seedLargeList(context: TestContext, count = COUNT_CACHED_ABOVE + 1): Promise<void> {
  await context.db.sequelize.query(
    `WITH RECURSIVE series(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM series WHERE i < :count)
     INSERT INTO contacts (name, email, phone, status, lead_type, source, created_at, updated_at)
     SELECT 'Proprietario ' || i, 'proprietario' || i || '@example.it', '333 000 ' || i, 'new', 'unknown', 'chat', :at, :at FROM series`,
    { replacements: { count, at: new Date() } },
  );
}
