/**
 * The owner's area under /api/area-venditore (docs/owner-area-api.md): signing in with a link, 'La mia
 * casa' and what the owner changes there. Every call but asking for a link, opening one, confirming an
 * erasure and unsubscribing needs the owner session's cookie, never a staff session.
 */
import Router from '@koa/router';
import {
  OWNER_ERASED_MESSAGE,
  OWNER_ERASE_REQUESTED_MESSAGE,
  OWNER_LINK_SENT_MESSAGE,
  OWNER_SIGNED_OUT_MESSAGE,
  OWNER_UNSUBSCRIBED_MESSAGE,
  OwnerCancelRequestSchema,
  OwnerConsentsSchema,
  OwnerLinkRequestSchema,
  OwnerMoveRequestSchema,
  OwnerSessionStartSchema,
  type OwnerLinkResponse,
  type OwnerMessageResponse,
  type OwnerSessionView,
} from '@valuta/shared';
import type { AppState, SignedInOwner } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { addressRateLimit, formRateLimit } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';
import { clearOwnerCookie, ownerOfRequest, requireOwner, setOwnerCookie } from './owner-auth.js';
import { unauthorized } from '../infra/errors.js';
import { AppointmentParamsSchema, HomeParamsSchema, TokenBodySchema, TokenParamsSchema } from './owner-area.schema.js';

const OWNER_AREA_API = '/api/area-venditore';

export function ownerAreaRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: OWNER_AREA_API });
  const { ownerArea, ownerHomes, ownerSessions } = services;
  const signedIn = requireOwner(ownerSessions);
  const ownerOf = (state: AppState): SignedInOwner => {
    if (!state.owner) throw unauthorized(OWNER_SIGNED_OUT_MESSAGE);
    return state.owner;
  };
  const message = (text: string): OwnerMessageResponse => ({ success: true, message: text });

  router.post(
    '/link',
    formRateLimit(services.rateLimiter, config, 'owner-link'),
    validate({ body: OwnerLinkRequestSchema }, async (ctx) => {
      await ownerArea.requestLink(ctx.state.input.body.email);
      ctx.status = 202;
      ctx.body = { success: true, message: OWNER_LINK_SENT_MESSAGE } satisfies OwnerLinkResponse;
    }),
  );

  router.post(
    '/session',
    formRateLimit(services.rateLimiter, config, 'owner-session'),
    validate({ body: OwnerSessionStartSchema }, async (ctx) => {
      const opened = await ownerArea.open(ctx.state.input.body.token);
      setOwnerCookie(ctx, config, opened.token, opened.expiresAt);
      ctx.body = opened.view satisfies OwnerSessionView;
    }),
  );

  router.get('/session', signedIn, (ctx) => {
    const owner = ownerOf(ctx.state);
    ctx.body = { email: owner.email, expires_at: owner.expiresAt.toISOString() } satisfies OwnerSessionView;
  });

  router.post('/logout', async (ctx) => {
    const owner = await ownerOfRequest(ctx, ownerSessions);
    if (owner) await ownerSessions.end(owner.sessionId);
    clearOwnerCookie(ctx, config);
    ctx.status = 204;
  });

  router.post('/logout-all', signedIn, async (ctx) => {
    await ownerSessions.endAll(ownerOf(ctx.state).email);
    clearOwnerCookie(ctx, config);
    ctx.status = 204;
  });

  router.get('/homes', signedIn, async (ctx) => {
    ctx.body = await ownerHomes.list(ownerOf(ctx.state).email);
  });

  router.get(
    '/homes/:id',
    signedIn,
    validate({ params: HomeParamsSchema }, async (ctx) => {
      ctx.body = await ownerHomes.detail(ownerOf(ctx.state).email, ctx.state.input.params.id);
    }),
  );

  router.post(
    '/appointments/:id/move',
    signedIn,
    validate({ params: AppointmentParamsSchema, body: OwnerMoveRequestSchema }, async (ctx) => {
      ctx.body = await ownerHomes.move(ownerOf(ctx.state).email, ctx.state.input.params.id, ctx.state.input.body);
    }),
  );

  router.post(
    '/appointments/:id/cancel',
    signedIn,
    validate({ params: AppointmentParamsSchema, body: OwnerCancelRequestSchema }, async (ctx) => {
      ctx.body = await ownerHomes.cancel(ownerOf(ctx.state).email, ctx.state.input.params.id, ctx.state.input.body);
    }),
  );

  router.get('/consents', signedIn, async (ctx) => {
    ctx.body = await ownerArea.consents(ownerOf(ctx.state).email);
  });

  router.put(
    '/consents',
    signedIn,
    validate({ body: OwnerConsentsSchema }, async (ctx) => {
      ctx.body = await ownerArea.changeConsents(ownerOf(ctx.state).email, ctx.state.input.body);
    }),
  );

  router.get('/export', signedIn, async (ctx) => {
    const { filename, zip } = await ownerArea.exportData(ownerOf(ctx.state).email);
    ctx.type = 'application/zip';
    ctx.attachment(filename);
    ctx.body = zip;
  });

  router.post('/erase', signedIn, async (ctx) => {
    await ownerArea.requestErasure(ownerOf(ctx.state).email);
    ctx.status = 202;
    ctx.body = message(OWNER_ERASE_REQUESTED_MESSAGE);
  });

  router.post(
    '/erase/confirm',
    formRateLimit(services.rateLimiter, config, 'owner-session'),
    validate({ body: TokenBodySchema }, async (ctx) => {
      await ownerArea.confirmErasure(ctx.state.input.body.token);
      clearOwnerCookie(ctx, config);
      ctx.body = message(OWNER_ERASED_MESSAGE);
    }),
  );

  // RFC 8058: the mail client posts 'List-Unsubscribe=One-Click' (a form body, let through by json-body.ts).
  // A mail provider posts every one-click unsubscribe of its users from a few addresses: the per-minute limit
  // of an address, not the forms' hourly one.
  router.post(
    '/unsubscribe/:token',
    addressRateLimit(services.rateLimiter, config, 'owner-unsubscribe'),
    validate({ params: TokenParamsSchema }, async (ctx) => {
      await ownerArea.unsubscribe(ctx.state.input.params.token);
      ctx.body = message(OWNER_UNSUBSCRIBED_MESSAGE);
    }),
  );

  return router;
}
