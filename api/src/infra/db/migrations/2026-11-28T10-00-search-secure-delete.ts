/**
 * SQLite: the FTS5 search table removes a contact's entries from its index when the contact's row changes or
 * goes, instead of adding a delete marker that leaves the old entries (trigrams of the e-mail, the phone's
 * digits) in the index until segments happen to merge: an erased person must not stay readable in the file.
 * The option is the table's own, stored with it; it needs SQLite 3.42 or later (the driver bundles a later one).
 * 'optimize' merges the index into one segment once, dropping the entries that delete markers left so far.
 * `contacts_search` is the only FTS5 table. PostgreSQL's search table is a plain table: nothing to do there.
 */
import type { Migration } from './types.js';

export const searchSecureDelete: Migration = {
  name: '2026-11-28T10-00-search-secure-delete',
  async up({ sequelize }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await sequelize.query(`INSERT INTO contacts_search (contacts_search, rank) VALUES ('secure-delete', 1)`);
    await sequelize.query(`INSERT INTO contacts_search (contacts_search) VALUES ('optimize')`);
  },
  async down({ sequelize }) {
    if (sequelize.getDialect() !== 'sqlite') return;
    await sequelize.query(`INSERT INTO contacts_search (contacts_search, rank) VALUES ('secure-delete', 0)`);
  },
};
