/**
 * Seller-landing leads in the back office: GET, PUT /:id and DELETE /:id under /api/admin/seller-contacts.
 * The back office's data lives only under the guarded /api/admin (docs/decisions.md). Failures carry the
 * `error` field the screen shows.
 */
import Router from '@koa/router';
import { SellerContactUpdateSchema } from '@valuta/shared';
import { signedInAdmin } from '../../auth/require-admin.js';
import { titolareOnly } from '../../auth/require-role.js';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../routes.js';
import { SellerContactParamsSchema } from './seller-contacts.schema.js';
import type { SellerContactUpdateResponse, SuccessResponse } from '@valuta/shared';

export function sellerContactsAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { sellerContacts } = services;

  router.get('/seller-contacts', async (ctx) => {
    ctx.body = await sellerContacts.list();
  });

  router.put(
    '/seller-contacts/:id',
    validate({ params: SellerContactParamsSchema, body: SellerContactUpdateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = {
        success: true,
        contact: await sellerContacts.update(signedInAdmin(ctx.state), params.id, body),
      } satisfies SellerContactUpdateResponse;
    }),
  );

  router.delete(
    '/seller-contacts/:id',
    titolareOnly,
    validate({ params: SellerContactParamsSchema }, async (ctx) => {
      await sellerContacts.remove(signedInAdmin(ctx.state), ctx.state.input.params.id);
      ctx.body = { success: true } satisfies SuccessResponse;
    }),
  );

  return router;
}
