/**
 * PostgreSQL: the contacts search reads a narrow table of its own, `contacts_search` (id, created_at, the
 * lowercased name, e-mail and phone joined in `haystack`, the phone's digits), kept in step with `contacts` by
 * triggers. The trigram indexes on the contacts' columns made every candidate row a read of the whole lead and
 * three ILIKE comparisons (each lowercasing the column again), and deep pages of a broad search walked the
 * newest leads doing so; on the narrow table a match is one LIKE on text already lowercased, and the matches'
 * (created_at, id) are at hand to sort. Its indexes: pg_trgm GIN on `haystack` and on `phone_digits`, and
 * (created_at, id) with the haystack for the pages of a broad term. The trigram indexes on `contacts` go: nothing else
 * reads them.
 *
 * SQLite keeps its FTS5 table of the same name (migration 2026-11-26T16-00): nothing changes there.
 */
import type { Sequelize } from 'sequelize';
import { sqlHaystack, sqlPhoneDigits } from '../text-search.js';
import type { Migration } from './types.js';

const COLUMNS = ['name', 'email', 'phone'];

/** The search table's row of a contact, from `prefix` (`new.` in the trigger, nothing in the backfill). */
const haystackOf = (prefix: string) => sqlHaystack(COLUMNS, prefix);
const digitsOf = (prefix: string) => `lower(${sqlPhoneDigits(`${prefix}phone`)})`;

const CONTACTS_TRIGRAM_INDEXES: Array<[name: string, expression: string]> = [
  ['contacts_name_trgm', 'name'],
  ['contacts_email_trgm', 'email'],
  ['contacts_phone_trgm', 'phone'],
  ['contacts_phone_digits_trgm', `(${sqlPhoneDigits('phone')})`],
];

async function up(sequelize: Sequelize) {
  await sequelize.query(`CREATE TABLE contacts_search (
    id integer PRIMARY KEY,
    created_at timestamp with time zone NOT NULL,
    haystack text NOT NULL,
    phone_digits text NOT NULL
  )`);
  await sequelize.query(
    `INSERT INTO contacts_search (id, created_at, haystack, phone_digits) SELECT id, created_at, ${haystackOf('')}, ${digitsOf('')} FROM contacts`,
  );
  await sequelize.query('CREATE INDEX contacts_search_haystack_trgm ON contacts_search USING gin (haystack gin_trgm_ops)');
  await sequelize.query('CREATE INDEX contacts_search_phone_digits_trgm ON contacts_search USING gin (phone_digits gin_trgm_ops)');
  // The first pages of a broad term walk the newest rows and keep those that match; with the haystack in the
  // index the walk reads no table rows (an index-only scan).
  await sequelize.query('CREATE INDEX contacts_search_created_at_id ON contacts_search (created_at, id) INCLUDE (haystack)');
  // One function for every row change: the row is written again whole (an upsert), so an insert, a change of
  // name, e-mail, phone or date, and an anonymisation all leave the same row the backfill would.
  await sequelize.query(`CREATE FUNCTION contacts_search_sync() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM contacts_search WHERE id = old.id;
        RETURN NULL;
      END IF;
      IF TG_OP = 'UPDATE' THEN
        IF old.id <> new.id THEN
          DELETE FROM contacts_search WHERE id = old.id;
        END IF;
      END IF;
      INSERT INTO contacts_search (id, created_at, haystack, phone_digits)
      VALUES (new.id, new.created_at, ${haystackOf('new.')}, ${digitsOf('new.')})
      ON CONFLICT (id) DO UPDATE
        SET created_at = excluded.created_at, haystack = excluded.haystack, phone_digits = excluded.phone_digits;
      RETURN NULL;
    END
  $body$`);
  await sequelize.query(`CREATE TRIGGER contacts_search_sync AFTER INSERT OR DELETE OR UPDATE OF id, name, email, phone, created_at
    ON contacts FOR EACH ROW EXECUTE FUNCTION contacts_search_sync()`);
  await sequelize.query(`CREATE FUNCTION contacts_search_truncate() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      TRUNCATE contacts_search;
      RETURN NULL;
    END
  $body$`);
  await sequelize.query(
    'CREATE TRIGGER contacts_search_truncate AFTER TRUNCATE ON contacts FOR EACH STATEMENT EXECUTE FUNCTION contacts_search_truncate()',
  );
  for (const [name] of CONTACTS_TRIGRAM_INDEXES) await sequelize.query(`DROP INDEX IF EXISTS ${name}`);
  // Statistics now, so the planner weighs walking against sorting on the real table from the first search.
  await sequelize.query('ANALYZE contacts_search');
}

async function down(sequelize: Sequelize) {
  for (const [name, expression] of CONTACTS_TRIGRAM_INDEXES) {
    await sequelize.query(`CREATE INDEX IF NOT EXISTS ${name} ON contacts USING gin (${expression} gin_trgm_ops)`);
  }
  await sequelize.query('DROP TRIGGER IF EXISTS contacts_search_truncate ON contacts');
  await sequelize.query('DROP TRIGGER IF EXISTS contacts_search_sync ON contacts');
  await sequelize.query('DROP FUNCTION IF EXISTS contacts_search_truncate()');
  await sequelize.query('DROP FUNCTION IF EXISTS contacts_search_sync()');
  await sequelize.query('DROP TABLE IF EXISTS contacts_search');
}

export const contactsSearchTable: Migration = {
  name: '2026-11-27T12-00-contacts-search-table',
  async up({ sequelize }) {
    if (sequelize.getDialect() === 'postgres') await up(sequelize);
  },
  async down({ sequelize }) {
    if (sequelize.getDialect() === 'postgres') await down(sequelize);
  },
};
