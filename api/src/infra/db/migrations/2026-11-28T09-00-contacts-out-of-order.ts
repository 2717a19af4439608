/**
 * SQLite: the contacts whose creation date is out of step with their id, kept by triggers in
 * `contacts_out_of_order`. While that table is empty, every lead with a larger id is at least as recent as
 * every lead with a smaller one, so the contacts list's order (created_at, then id, newest first) is the order
 * of the ids alone, which is the order the FTS5 search table (rowid = id) keeps its matches in: a searched page
 * is then read from the search table's own order, without reading and sorting every match's lead.
 *
 * Leads the app creates are stamped with the time of their insert, so the table stays empty unless leads are
 * imported with older dates (or a date is changed); the search then sorts as before. A row once recorded stays:
 * the table says "perhaps out of step", never the contrary.
 *
 * The triggers' lookups are cheap for a lead inserted last: the leads more recent than it (by the
 * (created_at, id) index; `+id` keeps the planner off the rowid range of every older lead) and the leads after
 * it by id (none). A later migration that rebuilds the contacts table on SQLite must create them again: see
 * CONTACTS_ORDER_TRIGGERS. PostgreSQL reads its search table's own (created_at, id) index and has no need of it.
 */
import type { Sequelize } from 'sequelize';
import type { Migration } from './types.js';

/** Whether the contact `row` (`new` in a trigger) has a lead before it by id that is more recent, or one after it that is older. */
const outOfStep = (row: string) => `EXISTS (SELECT 1 FROM contacts WHERE created_at > ${row}.created_at AND +id < ${row}.id)
    OR EXISTS (SELECT 1 FROM contacts WHERE id > ${row}.id AND +created_at < ${row}.created_at)`;

/** @public For the later migration that rebuilds the contacts table on SQLite and must create them again. */
export const CONTACTS_ORDER_TRIGGERS = [
  `CREATE TRIGGER contacts_order_insert AFTER INSERT ON contacts WHEN ${outOfStep('new')} BEGIN
     INSERT OR IGNORE INTO contacts_out_of_order (id) VALUES (new.id);
   END`,
  `CREATE TRIGGER contacts_order_update AFTER UPDATE OF created_at, id ON contacts WHEN ${outOfStep('new')} BEGIN
     INSERT OR IGNORE INTO contacts_out_of_order (id) VALUES (new.id);
   END`,
];

async function up(sequelize: Sequelize) {
  await sequelize.query('CREATE TABLE contacts_out_of_order (id INTEGER PRIMARY KEY)');
  // A lead older than the most recent lead before it by id: enough to tell whether any pair is out of step.
  await sequelize.query(`INSERT INTO contacts_out_of_order (id)
    SELECT id FROM (
      SELECT id, created_at, max(created_at) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS latest_before
      FROM contacts
    ) WHERE created_at < latest_before`);
  for (const trigger of CONTACTS_ORDER_TRIGGERS) await sequelize.query(trigger);
}

async function down(sequelize: Sequelize) {
  for (const trigger of ['contacts_order_insert', 'contacts_order_update']) await sequelize.query(`DROP TRIGGER IF EXISTS ${trigger}`);
  await sequelize.query('DROP TABLE IF EXISTS contacts_out_of_order');
}

export const contactsOutOfOrder: Migration = {
  name: '2026-11-28T09-00-contacts-out-of-order',
  async up({ sequelize }) {
    if (sequelize.getDialect() === 'sqlite') await up(sequelize);
  },
  async down({ sequelize }) {
    if (sequelize.getDialect() === 'sqlite') await down(sequelize);
  },
};
