import Router from '@koa/router';
import { ContactUpdateSchema, ContactsListQuerySchema } from '@valuta/shared';
import { adminActor } from '../auth/admin-actor.js';
import { paramsOr404 } from '../infra/http/path-params.js';
import { parseBody, parseQuery } from '../infra/http/validate.js';
import {
  contactDetails,
  deleteContact,
  listContacts,
  updateContact,
  valuationConversation,
} from './leads.admin.service.js';
import type { RouteDeps } from '../route-deps.js';
import { ContactParamsSchema, ValuationParamsSchema } from './leads.schema.js';

/** The leads of the valuation chat (back-office spec §7): list, card, one change at a time, delete, conversation. */
export function contactsRouter({ db }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin' });

  router.get('/contacts', async (ctx) => {
    ctx.body = await listContacts(db, parseQuery(ctx, ContactsListQuerySchema));
  });

  router.get('/contacts/:id/details', async (ctx) => {
    const { id } = paramsOr404(ctx, ContactParamsSchema);
    ctx.body = await contactDetails(db, id);
  });

  router.patch('/contacts/:id/update', async (ctx) => {
    const { id } = paramsOr404(ctx, ContactParamsSchema);
    const update = parseBody(ctx, ContactUpdateSchema);
    ctx.body = { success: true, contact: await updateContact(db, adminActor(ctx), id, update) };
  });

  router.delete('/contacts/:id', async (ctx) => {
    const { id } = paramsOr404(ctx, ContactParamsSchema);
    const deleted = await deleteContact(db, adminActor(ctx), id);
    ctx.body = { success: true, name: deleted.name };
  });

  router.get('/valuations/:id/conversation', async (ctx) => {
    const { id } = paramsOr404(ctx, ValuationParamsSchema);
    ctx.body = await valuationConversation(db, id);
  });

  return router;
}
