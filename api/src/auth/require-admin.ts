import type { Context, Next } from 'koa';
import { unauthorized } from '../infra/errors.js';

/** The server-side guard of every admin call: no administrator in the session, 401 JSON, whatever the client does. */
export async function requireAdmin(ctx: Context, next: Next) {
  const adminId = ctx.session?.adminId;
  if (typeof adminId !== 'number') throw unauthorized();
  ctx.state.adminId = adminId;
  return next();
}
