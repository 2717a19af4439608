import Router from '@koa/router';
import { SellerContactUpdateSchema } from '@valuta/shared';
import { adminActor } from '../../auth/admin-actor.js';
import { paramsOr404 } from '../../infra/http/path-params.js';
import { parseBody } from '../../infra/http/validate.js';
import { deleteSellerContact, listSellerContacts, updateSellerContact } from './seller-contacts.service.js';
import type { RouteDeps } from '../../route-deps.js';
import { SellerContactParamsSchema } from './seller-contacts.schema.js';

/**
 * Seller-landing leads (back-office spec §7). The spec reads the list, update and delete at
 * /api/seller-contacts; the back office's data lives only under the guarded /api/admin, so they are served
 * at /api/admin/seller-contacts (docs/decisions.md). Failures carry the `error` field the screen shows.
 */
export function sellerContactsRouter({ db }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin' });

  router.get('/seller-contacts', async (ctx) => {
    ctx.body = await listSellerContacts(db);
  });

  router.put('/seller-contacts/:id', async (ctx) => {
    const { id } = paramsOr404(ctx, SellerContactParamsSchema);
    const update = parseBody(ctx, SellerContactUpdateSchema);
    ctx.body = { success: true, contact: await updateSellerContact(db, adminActor(ctx), id, update) };
  });

  router.delete('/seller-contacts/:id', async (ctx) => {
    const { id } = paramsOr404(ctx, SellerContactParamsSchema);
    await deleteSellerContact(db, adminActor(ctx), id);
    ctx.body = { success: true };
  });

  return router;
}
