/**
 * The contacts list on a million leads: indexes for the order the list uses (newest first, id breaking ties)
 * and for each of its filters, and a substring index over name, e-mail and phone for the search.
 *
 * PostgreSQL: pg_trgm GIN indexes on the very expressions the search compares (ILIKE on name, e-mail, phone,
 * and on the phone without the characters people type inside numbers). SQLite: an FTS5 table with the
 * trigram tokenizer, one row per contact (rowid = contacts.id), kept in step by triggers, with the phone's
 * digits in a column of their own. A later migration that rebuilds the contacts table on SQLite (Sequelize's
 * changeColumn does) must create the triggers again: see CONTACTS_SEARCH_TRIGGERS.
 */
import type { QueryInterface, Sequelize } from 'sequelize';
import { PHONE_SEPARATORS, sqlPhoneDigits } from '../text-search.js';
import type { Migration } from './types.js';

const FILTER_INDEXES: Array<[name: string, columns: string[]]> = [
  ['contacts_created_at_id', ['created_at', 'id']],
  ['contacts_status_created_at_id', ['status', 'created_at', 'id']],
  ['contacts_lead_type_created_at_id', ['lead_type', 'created_at', 'id']],
  ['contacts_assigned_created_at_id', ['assigned_admin_id', 'created_at', 'id']],
  ['contacts_source_created_at_id', ['source', 'created_at', 'id']],
];

/** The SQLite digits expression of a row's phone, as the triggers and the backfill write it. */
const digitsOf = (column: string) => sqlPhoneDigits(column, PHONE_SEPARATORS);

/** @public For the later migration that rebuilds the contacts table on SQLite and must create them again. */
export const CONTACTS_SEARCH_TRIGGERS = [
  `CREATE TRIGGER contacts_search_insert AFTER INSERT ON contacts BEGIN
     INSERT INTO contacts_search (rowid, name, email, phone, phone_digits)
     VALUES (new.id, new.name, new.email, new.phone, ${digitsOf('new.phone')});
   END`,
  `CREATE TRIGGER contacts_search_update AFTER UPDATE OF name, email, phone ON contacts BEGIN
     UPDATE contacts_search SET name = new.name, email = new.email, phone = new.phone, phone_digits = ${digitsOf('new.phone')}
     WHERE rowid = old.id;
   END`,
  `CREATE TRIGGER contacts_search_delete AFTER DELETE ON contacts BEGIN
     DELETE FROM contacts_search WHERE rowid = old.id;
   END`,
];

async function upSqlite(sequelize: Sequelize) {
  await sequelize.query(`CREATE VIRTUAL TABLE contacts_search USING fts5(name, email, phone, phone_digits, tokenize = 'trigram')`);
  await sequelize.query(
    `INSERT INTO contacts_search (rowid, name, email, phone, phone_digits) SELECT id, name, email, phone, ${digitsOf('phone')} FROM contacts`,
  );
  for (const trigger of CONTACTS_SEARCH_TRIGGERS) await sequelize.query(trigger);
}

async function upPostgres(sequelize: Sequelize) {
  await sequelize.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await sequelize.query('CREATE INDEX contacts_name_trgm ON contacts USING gin (name gin_trgm_ops)');
  await sequelize.query('CREATE INDEX contacts_email_trgm ON contacts USING gin (email gin_trgm_ops)');
  await sequelize.query('CREATE INDEX contacts_phone_trgm ON contacts USING gin (phone gin_trgm_ops)');
  await sequelize.query(`CREATE INDEX contacts_phone_digits_trgm ON contacts USING gin ((${digitsOf('phone')}) gin_trgm_ops)`);
}

async function addFilterIndexes(queryInterface: QueryInterface) {
  // The (created_at, id) index serves everything the single-column one did.
  await queryInterface.removeIndex('contacts', ['created_at']);
  for (const [name, columns] of FILTER_INDEXES) await queryInterface.addIndex('contacts', columns, { name });
}

export const contactsSearchPaging: Migration = {
  name: '2026-11-26T16-00-contacts-search-paging',
  async up({ queryInterface, sequelize }) {
    await addFilterIndexes(queryInterface);
    if (sequelize.getDialect() === 'postgres') await upPostgres(sequelize);
    else await upSqlite(sequelize);
  },
  async down({ queryInterface, sequelize }) {
    if (sequelize.getDialect() === 'postgres') {
      for (const name of ['contacts_name_trgm', 'contacts_email_trgm', 'contacts_phone_trgm', 'contacts_phone_digits_trgm']) {
        await sequelize.query(`DROP INDEX IF EXISTS ${name}`);
      }
    } else {
      for (const trigger of ['contacts_search_insert', 'contacts_search_update', 'contacts_search_delete']) {
        await sequelize.query(`DROP TRIGGER IF EXISTS ${trigger}`);
      }
      await sequelize.query('DROP TABLE IF EXISTS contacts_search');
    }
    for (const [name] of FILTER_INDEXES) await queryInterface.removeIndex('contacts', name);
    await queryInterface.addIndex('contacts', ['created_at']);
  },
};
