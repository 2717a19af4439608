/** The 404 message of an appointment in the back office: the route schema refuses a malformed id with the same words. */
export const APPOINTMENT_NOT_FOUND = 'Appuntamento non trovato';
