/**
 * What the middleware chain leaves on ctx.state, typed once, so handlers read it without casts:
 * requestContext sets the request id and its logger, requireAdmin the signed-in administrator, and
 * validate() the request parts parsed by their schemas (`ctx.state.input`).
 */
import type { Next, ParameterizedContext } from 'koa';
import type { StaffRole } from '@valuta/shared';
import type { Logger } from '../logger.js';
import type { SessionMemberRead } from '../sessions/store.js';

/** The staff member of the session, as requireAdmin found them in the database on this request. */
export interface SignedInAdmin {
  id: number;
  email: string | null;
  name: string | null;
  role: StaffRole;
  /** The account's password is a temporary one: nothing but choosing a new one is allowed. */
  mustChangePassword: boolean;
}

/** The owner of an owner-area session (owner-area/owner-auth.ts): never a staff member. */
export interface SignedInOwner {
  email: string;
  expiresAt: Date;
  sessionId: number;
}

export interface AppState {
  requestId: string;
  /** A child of the application logger that carries the request id. */
  log: Logger;
  /** Present on every /api/admin request (the guard runs before any admin router). */
  admin?: SignedInAdmin;
  /** Present on the owner area's calls that need an owner session (its guard runs in the route). */
  owner?: SignedInOwner;
  /** The session's member as read with the session (infra/sessions/store.ts), for the guard to check. */
  sessionMember?: SessionMemberRead;
}

/**
 * What the back office keeps in koa-session's session: set at login (auth/auth.router.ts). The session is
 * stored as JSON in the sessions table (infra/sessions/store.ts), so readers still check each value.
 */
export interface AdminSessionData {
  adminId?: number;
  adminEmail?: string;
  /** The account's session version at sign-in: a session under an older one has ended. */
  adminSessionVersion?: number;
  /** Epoch milliseconds of the sign-in, for the session's absolute maximum (auth/session-expiry.ts). */
  signedInAt?: number;
  /** Epoch milliseconds of the last user activity (to the minute), for the idle timeout. */
  lastActivityAt?: number;
}

/** koa-session's session object as the API uses it (the package exports no type for it). */
interface AppSession extends AdminSessionData {
  /** Replaces the session with an empty one under a new id, so an id known before sign-in is worth nothing after it. */
  regenerate(): Promise<void> | undefined;
}

declare module 'koa' {
  interface DefaultContext {
    /** koa-session's session (the middleware runs for /api/ only); null once destroyed at sign-out. */
    session: AppSession | null;
  }
}

/** A request context whose state holds AppState and `Extra` (for example the validated input). */
export type AppContext<Extra = {}> = ParameterizedContext<AppState & Extra>;

/** A middleware that fits any route whose state holds `Needs`. */
export type AppMiddleware<Needs = {}> = (ctx: AppContext<Needs>, next: Next) => Promise<unknown>;
