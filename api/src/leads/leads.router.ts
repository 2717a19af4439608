import Router from '@koa/router';
import { ContactSavePayloadSchema, UnsupportedCityRequestSchema, UnsupportedTownPayloadSchema } from '@valuta/shared';
import { formRateLimit } from '../infra/rate-limit/rules.js';
import { parseBody } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

/**
 * The lead forms of the chat (public spec §7): the contact form that unlocks the estimate, and the two
 * requests from comuni not covered yet. Each is validated with the form's own schema and limited per address.
 */
export function contactRouter({ config, services }: RouteDeps) {
  const router = new Router({ prefix: '/api/contact' });
  const perAddress = formRateLimit(services, config, 'contact');

  router.post('/save', perAddress, async (ctx) => {
    const { valuationId, contactData } = parseBody(ctx, ContactSavePayloadSchema);
    ctx.body = await services.chatLeads.saveContact(valuationId, contactData);
  });

  router.post('/unsupported-city', perAddress, async (ctx) => {
    const request = await services.unsupportedCityRequests.saveSimple(parseBody(ctx, UnsupportedTownPayloadSchema));
    ctx.status = 201;
    ctx.body = { success: true, id: request.id };
  });

  router.post('/unsupported-city-new', perAddress, async (ctx) => {
    const request = await services.unsupportedCityRequests.saveRequest(parseBody(ctx, UnsupportedCityRequestSchema));
    ctx.status = 201;
    ctx.body = { success: true, id: request.id };
  });

  return router;
}
