/**
 * What the middleware chain leaves on ctx.state, typed once, so handlers read it without casts:
 * requestContext sets the request id and its logger, requireAdmin the signed-in administrator, and
 * validate() the request parts parsed by their schemas (`ctx.state.input`).
 */
import type { Next, ParameterizedContext } from 'koa';
import type { Logger } from '../logger.js';

/** The administrator of the session, as requireAdmin found them. */
export interface SignedInAdmin {
  id: number;
  email: string | null;
}

export interface AppState {
  requestId: string;
  /** A child of the application logger that carries the request id. */
  log: Logger;
  /** Present on every /api/admin request (the guard runs before any admin router). */
  admin?: SignedInAdmin;
}

/** A request context whose state holds AppState and `Extra` (for example the validated input). */
export type AppContext<Extra = {}> = ParameterizedContext<AppState & Extra>;

/** A middleware that fits any route whose state holds `Needs`. */
export type AppMiddleware<Needs = {}> = (ctx: AppContext<Needs>, next: Next) => Promise<unknown>;
