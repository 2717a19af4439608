/**
 * Seller-landing leads in the back office: GET, PUT /:id and DELETE /:id under /api/admin/seller-contacts, and
 * GET /api/admin/export-seller-contacts-csv (the titolare's, audited).
 * The back office's data lives only under the guarded /api/admin
 * (docs/decisions/0041-back-office-data-only-under-api-admin.md). Failures carry the `error` field the screen shows.
 */
import Router from '@koa/router';
import { SellerContactUpdateSchema, SellerContactsExportQuerySchema, formatIsoDay } from '@valuta/shared';
import { signedInAdmin } from '../../auth/require-admin.js';
import { titolareOnly } from '../../auth/require-role.js';
import { sendCsv } from '../../infra/http/csv-download.js';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';
import { SellerContactParamsSchema } from './seller-contacts.schema.js';
import type { SellerContactUpdateResponse, SuccessResponse } from '@valuta/shared';

export function sellerContactsAdminRouter({ services, logger }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { sellerContacts, sellerContactsExport, audit, reads } = services;

  router.get('/seller-contacts', async (ctx) => {
    const list = await sellerContacts.list();
    await reads.record(signedInAdmin(ctx.state), {
      action: 'read.seller_contacts',
      entityType: 'seller_contact',
      entityId: '*',
      details: { all: list.length },
    });
    ctx.body = list;
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

  // Each export of personal data is audited, so the agency can tell who took which data out and when.
  router.get(
    '/export-seller-contacts-csv',
    titolareOnly,
    validate({ query: SellerContactsExportQuerySchema }, async (ctx) => {
      const actor = signedInAdmin(ctx.state);
      const { search, ...filters } = ctx.state.input.query;
      await audit.record(actor, {
        action: 'seller_contact.export',
        entityType: 'seller_contact',
        entityId: '*',
        before: null,
        after: { ...filters, search: search !== undefined },
      });
      sendCsv(ctx, `contatti_venditori_${formatIsoDay()}.csv`, sellerContactsExport.csv(ctx.state.input.query, actor.id), logger);
    }),
  );

  return router;
}
