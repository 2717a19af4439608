/**
 * The two requests from comuni not covered yet: POST /api/contact/unsupported-city (the chat's simple form)
 * and POST /api/contact/unsupported-city-new (the application form). They share the per-address budget of
 * the chat's contact form (leads/leads.router.ts): one visitor, one budget for the forms of the chat.
 */
import Router from '@koa/router';
import { UnsupportedCityRequestSchema, UnsupportedTownPayloadSchema } from '@valuta/shared';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import type { RouteDeps } from '../../route-deps.js';
import type { StoredRequestResponse } from '@valuta/shared/answers';

export function unsupportedCitiesRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/contact' });
  const { unsupportedCities } = services;
  const perAddress = formRateLimit(services.rateLimiter, config, 'contact');

  router.post(
    '/unsupported-city',
    perAddress,
    validate({ body: UnsupportedTownPayloadSchema }, async (ctx) => {
      const request = await unsupportedCities.saveSimple(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true, id: request.id } satisfies StoredRequestResponse;
    }),
  );

  router.post(
    '/unsupported-city-new',
    perAddress,
    validate({ body: UnsupportedCityRequestSchema }, async (ctx) => {
      const request = await unsupportedCities.saveRequest(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true, id: request.id } satisfies StoredRequestResponse;
    }),
  );

  return router;
}
