/**
 * POST /api/contact/save: the contact form of the chat that unlocks the estimate. Validated with the form's
 * schema and limited per address like every public form.
 */
import Router from '@koa/router';
import { ContactSavePayloadSchema } from '@valuta/shared';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { formRateLimit } from '../infra/rate-limit/rules.js';
import type { RouteDeps } from '../route-deps.js';

export function leadsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/contact' });

  router.post(
    '/save',
    formRateLimit(services.rateLimiter, config, 'contact'),
    validate({ body: ContactSavePayloadSchema }, async (ctx) => {
      const { valuationId, contactData } = ctx.state.input.body;
      ctx.body = await services.leads.saveContact(valuationId, contactData);
    }),
  );

  return router;
}
