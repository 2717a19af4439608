/**
 * A back-office session ends after a while without user activity. Requests a client makes by itself (the
 * desktop's new-lead poller, the check that brings the login back once the session has ended) carry this
 * header, so they do not keep the session alive.
 */
export const BACKGROUND_REQUEST_HEADER = 'X-Background-Request';
