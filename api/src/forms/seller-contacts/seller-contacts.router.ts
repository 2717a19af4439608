import Router from '@koa/router';
import { SellerContactSchema } from '@valuta/shared';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import { parseBody } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';

/** The seller landing form (public spec §7): stored, the agency e-mailed, the visitor sent to /thank-you-page. */
export function sellerContactsRouter({ config, services }: RouteDeps) {
  const router = new Router();
  router.post('/api/seller-contacts', formRateLimit(services, config, 'seller-contact'), async (ctx) => {
    const input = parseBody(ctx, SellerContactSchema);
    const record = await services.publicForms.sellerContact(input);
    ctx.status = 201;
    ctx.body = { success: true, id: record.id };
  });
  return router;
}
