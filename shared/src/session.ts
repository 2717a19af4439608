/**
 * The words and markers of a back-office session that its sign-in screen needs, apart from auth.ts (which
 * re-exports them) because auth.ts builds its schemas with zod: importing these loads no schema library, so
 * the sign-in screen stays light.
 */

/** Either field of the login left empty. */
export const LOGIN_REQUIRED_MESSAGE = 'Inserisci email e password.';

/**
 * A back-office session ends after a while without user activity. Requests a client makes by itself (the
 * desktop's new-lead poller, the check that brings the login back once the session has ended) carry this
 * header, so they do not keep the session alive.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background-Request';
