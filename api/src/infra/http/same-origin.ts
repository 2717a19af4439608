import type { Context, Next } from 'koa';
import { forbidden } from '../errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent from another site's page (a CSRF defence beside SameSite cookies).
 * Browsers always send Origin on such requests; a request without Origin comes from a non-browser client
 * and carries no ambient cookie risk.
 */
export function sameOrigin(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return async function checkOrigin(ctx: Context, next: Next): Promise<void> {
    const origin = ctx.get('Origin');
    // Koa 3's ctx.origin is the Origin header itself, so our own origin is rebuilt from protocol and host.
    const ownOrigin = `${ctx.protocol}://${ctx.host}`;
    if (!SAFE_METHODS.has(ctx.method) && origin && origin !== ownOrigin && !allowed.has(origin)) {
      throw forbidden('Richiesta non consentita da questa origine.');
    }
    await next();
  };
}
