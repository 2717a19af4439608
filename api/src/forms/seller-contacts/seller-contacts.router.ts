/**
 * POST /api/seller-contacts: the seller landing form. The lead is stored and the agency e-mailed; the
 * visitor is then sent to /thank-you-page by the client.
 */
import Router from '@koa/router';
import { SellerContactSchema } from '@valuta/shared';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import type { RouteDeps } from '../../route-deps.js';
import type { StoredRequestResponse } from '@valuta/shared/answers';

export function sellerContactsRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>();
  router.post(
    '/api/seller-contacts',
    formRateLimit(services.rateLimiter, config, 'seller-contact'),
    validate({ body: SellerContactSchema }, async (ctx) => {
      const { record, confirmationEmailed } = await services.sellerContacts.save(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = { success: true, id: record.id, confirmationEmailed } satisfies StoredRequestResponse;
    }),
  );
  return router;
}
