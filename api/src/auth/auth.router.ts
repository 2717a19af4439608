import Router from '@koa/router';
import { LoginSchema } from '@valuta/shared';
import { rateLimited, unauthorized } from '../infra/errors.js';
import { parseBody } from '../infra/http/validate.js';
import { authenticateAdministrator, normalizeEmail } from './administrators.js';
import type { RouteDeps } from '../route-deps.js';

const WRONG_CREDENTIALS = 'Email o password non corretti.';

function tooManyAttempts(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return rateLimited(
    `Troppi tentativi di accesso. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`,
  );
}

/**
 * Sign-in of the back office (/api/auth/check, /login, /logout). The session lives in the database; its id
 * is renewed at login and destroyed at logout. Failed attempts are throttled per address and per e-mail in
 * the shared counters, so a second instance does not give an attacker a fresh budget.
 */
export function authRouter({ config, db, services }: RouteDeps) {
  const router = new Router({ prefix: '/api/auth' });
  const { loginMaxAttempts, loginWindowMs } = config.limits;

  router.get('/check', (ctx) => {
    const adminId = ctx.session?.adminId;
    ctx.body =
      typeof adminId === 'number'
        ? { authenticated: true, admin: { id: adminId, email: ctx.session?.adminEmail ?? null } }
        : { authenticated: false };
  });

  router.post('/login', async (ctx) => {
    const credentials = parseBody(ctx, LoginSchema);
    const email = normalizeEmail(credentials.email);

    // Failed attempts are counted per e-mail and, with a wider budget (an office may share one public
    // address), per address; once either is spent, even the right password waits for the window to end.
    const counters = [
      { key: `login:email:${email}`, limit: loginMaxAttempts },
      { key: `login:ip:${ctx.ip}`, limit: loginMaxAttempts * 4 },
    ];
    const seen = await Promise.all(counters.map((counter) => services.rateLimiter.peek(counter.key)));
    const spent = seen.filter((state, index) => state.count >= counters[index]!.limit);
    if (spent.length > 0) throw tooManyAttempts(Math.max(...spent.map((state) => state.retryAfterMs)));

    const admin = await authenticateAdministrator(db.models, email, credentials.password);
    if (!admin) {
      await Promise.all(counters.map((counter) => services.rateLimiter.hit(counter.key, counter.limit, loginWindowMs)));
      throw unauthorized(WRONG_CREDENTIALS);
    }

    await services.rateLimiter.reset(`login:email:${email}`);
    await ctx.session!.regenerate();
    ctx.session!.adminId = admin.id;
    ctx.session!.adminEmail = admin.email;
    await admin.update({ lastLoginAt: new Date() });
    ctx.body = { success: true, admin: { id: admin.id, email: admin.email, name: admin.name } };
  });

  router.post('/logout', (ctx) => {
    ctx.session = null;
    ctx.body = { success: true };
  });

  return router;
}
