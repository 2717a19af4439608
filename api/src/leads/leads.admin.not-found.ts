/** The 404 messages of the leads in the back office: the route schemas refuse a malformed id with the same words. */
export const CONTACT_NOT_FOUND = 'Contatto non trovato';
export const VALUATION_NOT_FOUND = 'Valutazione non trovata';
