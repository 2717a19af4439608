/** Which requests belong to the back office, in the one place the guard, the sessions and the routers read. */

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The back office's API: guarded, and the only place its routers look (every one of them is under it). */
export const isBackOfficePath = (path: string): boolean => under(path, '/api/admin');

/**
 * The paths whose requests carry a back-office session: the back office's API and signing in and out. The
 * rest of the API (the chat, the public forms) is anonymous: its requests read no session, even when the
 * browser sends a staff member's cookie, and do not count as back-office activity.
 */
export const isSessionPath = (path: string): boolean => isBackOfficePath(path) || under(path, '/api/auth');

/** Where a member sets their own password: the one back-office call open to an account with a temporary password. */
export const OWN_PASSWORD_PATH = '/api/admin/profile/password';
