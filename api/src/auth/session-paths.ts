/**
 * The paths whose requests carry a back-office session: the back office's API and signing in and out. The
 * rest of the API (the chat, the public forms) is anonymous: its requests read no session, even when the
 * browser sends a staff member's cookie, and do not count as back-office activity.
 */
export const isSessionPath = (path: string): boolean => path.startsWith('/api/admin') || path.startsWith('/api/auth');
