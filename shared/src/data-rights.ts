/**
 * A person's data rights from their card in the back office: GET /api/admin/contacts/:id/personal-data
 * downloads a ZIP (dati.json with every row held about them, and one CSV per table); DELETE on the same
 * address erases them everywhere and answers how many rows of which tables were erased.
 */

/** The address of a contact's personal data (export: GET, erasure: DELETE). */
export const personalDataPath = (contactId: number) => `/api/admin/contacts/${contactId}/personal-data`;

/** DELETE /api/admin/contacts/:id/personal-data */
export interface PersonalDataEraseResponse {
  success: true;
  /** Rows erased or anonymised, by table (the export's names: contatti, valutazioni, conversazione, …). */
  rows: Record<string, number>;
  /**
   * Rows with the same e-mail or phone but another phone or e-mail, left as they are (they may be somebody
   * else's), by table: the staff check them from their own cards.
   */
  untouched: Record<string, number>;
}
