import type { Context } from 'koa';
import type { AuditActor } from '../audit/audit.js';

/** The signed-in administrator (set by requireAdmin), as the audit log records them. */
export function adminActor(ctx: Context): AuditActor {
  const adminEmail = ctx.session?.adminEmail;
  return { adminId: ctx.state.adminId as number, adminEmail: typeof adminEmail === 'string' ? adminEmail : null };
}
