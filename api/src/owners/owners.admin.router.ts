/**
 * The owners' screen of the back office ('Utenti'): GET /api/admin/users and the five calls of an owner's card
 * (GET /api/admin/users/:id, …/valuations, …/contacts, …/appointments, …/conversations). An id that is not
 * numeric gives 400 'ID utente non valido', a missing owner 404 'Utente non trovato', on every one of them.
 * PUT /api/admin/users/:id/details takes the name and phone of one of the owner's leads. The list and each
 * opening of an owner's card are written to the audit log (audit/audit.reads.ts).
 */
import Router from '@koa/router';
import { OwnerDetailsFromContactSchema } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { OwnerParamsSchema } from './owners.schema.js';

export function ownersAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/users' });
  const { owners, reads } = services;
  // An owner id that is not numeric is a 400 on every call of an owner's card.
  const byId = { params: OwnerParamsSchema, invalidParams: 'bad_request' } as const;

  router.get('/', async (ctx) => {
    const list = await owners.list();
    await reads.record(signedInAdmin(ctx.state), { action: 'read.users', entityType: 'user', entityId: '*', details: { all: list.length } });
    ctx.body = list;
  });
  router.get(
    '/:id',
    validate(byId, async (ctx) => {
      const { id } = ctx.state.input.params;
      const card = await owners.detail(id);
      await reads.record(signedInAdmin(ctx.state), { action: 'read.user', entityType: 'user', entityId: id });
      ctx.body = card;
    }),
  );
  router.put(
    '/:id/details',
    validate({ ...byId, body: OwnerDetailsFromContactSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = await owners.detailsFromContact(signedInAdmin(ctx.state), params.id, body.fromContactId);
    }),
  );
  router.get(
    '/:id/valuations',
    validate(byId, async (ctx) => {
      ctx.body = await owners.valuations(ctx.state.input.params.id);
    }),
  );
  router.get(
    '/:id/contacts',
    validate(byId, async (ctx) => {
      ctx.body = await owners.contacts(ctx.state.input.params.id);
    }),
  );
  router.get(
    '/:id/appointments',
    validate(byId, async (ctx) => {
      ctx.body = await owners.appointments(ctx.state.input.params.id);
    }),
  );
  router.get(
    '/:id/conversations',
    validate(byId, async (ctx) => {
      ctx.body = await owners.conversations(ctx.state.input.params.id);
    }),
  );

  return router;
}
