/**
 * The leads of the valuation chat in the back office: GET /api/admin/contacts (the list),
 * GET /api/admin/contacts/:id/details (the card), POST /api/admin/contacts/:id/read (the card was opened), PATCH /api/admin/contacts/:id/update (one change at a
 * time), DELETE /api/admin/contacts/:id, GET /api/admin/valuations/:id/conversation and
 * GET /api/admin/export-contacts-csv. Every change and every export is written to the audit log, and so is
 * every page of the list and every opening of a card (audit/audit.reads.ts).
 */
import Router from '@koa/router';
import { ContactUpdateSchema, ContactsFilterQuerySchema, ExportQuerySchema, formatIsoDay } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import { sendCsv } from '../infra/http/csv-download.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { ContactParamsSchema, ConversationParamsSchema } from './leads.schema.js';
import type { ContactDeleteResponse, ContactUpdateResponse } from '@valuta/shared';

export function leadsAdminRouter({ services, logger }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { leadsAdmin, contactsExport, audit, reads } = services;

  router.get(
    '/contacts',
    validate({ query: ContactsFilterQuerySchema }, async (ctx) => {
      const actor = signedInAdmin(ctx.state);
      const { search, ...filters } = ctx.state.input.query;
      const page = await leadsAdmin.list(ctx.state.input.query, actor.id);
      // What was typed in the search may name a person: the entry says only that there was one.
      await reads.record(actor, {
        action: 'read.contacts',
        entityType: 'contact',
        entityId: '*',
        details: { ...filters, search: search !== undefined, ids: page.contacts.map((contact) => contact.id) },
      });
      ctx.body = page;
    }),
  );

  router.get(
    '/contacts/:id/details',
    validate({ params: ContactParamsSchema }, async (ctx) => {
      const { id } = ctx.state.input.params;
      const card = await leadsAdmin.details(id);
      await reads.record(signedInAdmin(ctx.state), { action: 'read.contact', entityType: 'contact', entityId: id });
      ctx.body = card;
    }),
  );

  router.post(
    '/contacts/:id/read',
    validate({ params: ContactParamsSchema }, async (ctx) => {
      ctx.body = {
        success: true,
        contact: await leadsAdmin.markRead(signedInAdmin(ctx.state), ctx.state.input.params.id),
      } satisfies ContactUpdateResponse;
    }),
  );

  router.patch(
    '/contacts/:id/update',
    validate({ params: ContactParamsSchema, body: ContactUpdateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = { success: true, contact: await leadsAdmin.update(signedInAdmin(ctx.state), params.id, body) } satisfies ContactUpdateResponse;
    }),
  );

  router.delete(
    '/contacts/:id',
    titolareOnly,
    validate({ params: ContactParamsSchema }, async (ctx) => {
      const deleted = await leadsAdmin.remove(signedInAdmin(ctx.state), ctx.state.input.params.id);
      ctx.body = { success: true, name: deleted.name } satisfies ContactDeleteResponse;
    }),
  );

  router.get(
    '/valuations/:id/conversation',
    validate({ params: ConversationParamsSchema }, async (ctx) => {
      ctx.body = await leadsAdmin.conversation(ctx.state.input.params.id);
    }),
  );

  // Each export of personal data is audited, so the agency can tell who took which data out and when.
  router.get(
    '/export-contacts-csv',
    titolareOnly,
    validate({ query: ExportQuerySchema }, async (ctx) => {
      const { timeFilter } = ctx.state.input.query;
      await audit.record(signedInAdmin(ctx.state), {
        action: 'contacts.export',
        entityType: 'contact',
        entityId: '*',
        before: null,
        after: { timeFilter },
      });
      sendCsv(ctx, `contatti_${formatIsoDay()}.csv`, contactsExport.csv(timeFilter), logger);
    }),
  );

  return router;
}
