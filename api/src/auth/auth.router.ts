/**
 * Sign-in of the back office: GET /api/auth/check, POST /api/auth/login, POST /api/auth/logout. The session
 * lives in the database (infra/sessions/store.ts); its id is renewed at login and destroyed at logout.
 * Attempts are throttled in the shared counters (login-throttle.ts): the guesser is slowed, the owner is not
 * locked out, and a second instance gives nobody a fresh budget.
 */
import Router from '@koa/router';
import { LoginSchema, type AuthState, type LoginResponse, type LogoutResponse } from '@valuta/shared';
import { normalizeEmail } from '../infra/email-address.js';
import { rateLimited, unauthorized } from '../infra/errors.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { signedInOf } from './administrators.js';
import { createLoginThrottle } from './login-throttle.js';
import { accountDisabled, memberOfRequest } from './require-admin.js';

const WRONG_CREDENTIALS = 'Email o password non corretti.';

function tooManyAttempts(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return rateLimited(`Troppi tentativi di accesso. Riprova tra ${minutes} ${minutes === 1 ? 'minuto' : 'minuti'}.`);
}

export function authRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/auth' });
  const { administrators, rateLimiter } = services;
  const loginThrottle = createLoginThrottle(rateLimiter, config.limits);

  // The member is read from the database: a disabled account or an ended session reads as signed out.
  router.get('/check', async (ctx) => {
    const admin = await memberOfRequest(ctx, administrators);
    ctx.body = (admin && admin !== 'disabled' ? { authenticated: true, admin } : { authenticated: false }) satisfies AuthState;
  });

  router.post(
    '/login',
    validate({ body: LoginSchema }, async (ctx) => {
      const { password } = ctx.state.input.body;
      const email = normalizeEmail(ctx.state.input.body.email);

      const attempt = await loginThrottle.begin(email, ctx.ip);
      if (attempt.refused) {
        ctx.set('Retry-After', String(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000))));
        throw tooManyAttempts(attempt.retryAfterMs);
      }

      const admin = await administrators.authenticate(email, password);
      if (!admin) throw unauthorized(WRONG_CREDENTIALS);
      await attempt.succeeded();
      // Only the right password learns that the account is disabled.
      if (admin === 'disabled') throw accountDisabled();

      // regenerate() replaces ctx.session with a new session under a new id: the admin is set on that one.
      await ctx.session!.regenerate();
      ctx.session!.adminId = admin.id;
      ctx.session!.adminEmail = admin.email;
      ctx.session!.adminSessionVersion = admin.sessionVersion;
      ctx.session!.signedInAt = Date.now();
      ctx.session!.lastActivityAt = Date.now();
      await admin.update({ lastLoginAt: new Date() });
      const { id, name, role, mustChangePassword } = signedInOf(admin);
      ctx.body = { success: true, admin: { id, email: admin.email, name, role, mustChangePassword } } satisfies LoginResponse;
    }),
  );

  router.post('/logout', (ctx) => {
    ctx.session = null;
    ctx.body = { success: true } satisfies LogoutResponse;
  });

  return router;
}
