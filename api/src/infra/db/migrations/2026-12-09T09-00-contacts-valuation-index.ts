/**
 * The leads of a valuation, found by its id: the lead's card (who left each of the customer's valuations), the
 * chat's resumed session, the owner's page and the contact form all ask for them, and without an index each
 * question read the whole contacts table (20 ms of SQLite's time per card opened at 100,000 leads).
 */
import type { Migration } from './types.js';

export const contactsValuationIndex: Migration = {
  name: '2026-12-09T09-00-contacts-valuation-index',
  async up({ queryInterface }) {
    await queryInterface.addIndex('contacts', ['valuation_id'], { name: 'contacts_valuation_id' });
  },
  async down({ queryInterface }) {
    await queryInterface.removeIndex('contacts', 'contacts_valuation_id');
  },
};
