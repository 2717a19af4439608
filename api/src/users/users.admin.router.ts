/**
 * The users screen of the back office: GET /api/admin/users and the user view's five calls
 * (GET /api/admin/users/:id, …/valuations, …/contacts, …/appointments, …/conversations). An id that is not
 * numeric gives 400 'ID utente non valido', a missing user 404 'Utente non trovato', on every one of them.
 * PUT /api/admin/users/:id/details takes the name and phone of one of the user's leads. The list and each
 * opening of a user's card are written to the audit log (audit/audit.reads.ts).
 */
import Router from '@koa/router';
import { UserDetailsFromContactSchema } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { UserParamsSchema } from './users.schema.js';

export function usersAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/users' });
  const { users, reads } = services;
  // A user id that is not numeric is a 400 on every call of the user view.
  const byId = { params: UserParamsSchema, invalidParams: 'bad_request' } as const;

  router.get('/', async (ctx) => {
    const list = await users.list();
    await reads.record(signedInAdmin(ctx.state), { action: 'read.users', entityType: 'user', entityId: '*', details: { all: list.length } });
    ctx.body = list;
  });
  router.get(
    '/:id',
    validate(byId, async (ctx) => {
      const { id } = ctx.state.input.params;
      const card = await users.detail(id);
      await reads.record(signedInAdmin(ctx.state), { action: 'read.user', entityType: 'user', entityId: id });
      ctx.body = card;
    }),
  );
  router.put(
    '/:id/details',
    validate({ ...byId, body: UserDetailsFromContactSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = await users.detailsFromContact(signedInAdmin(ctx.state), params.id, body.fromContactId);
    }),
  );
  router.get(
    '/:id/valuations',
    validate(byId, async (ctx) => {
      ctx.body = await users.valuations(ctx.state.input.params.id);
    }),
  );
  router.get(
    '/:id/contacts',
    validate(byId, async (ctx) => {
      ctx.body = await users.contacts(ctx.state.input.params.id);
    }),
  );
  router.get(
    '/:id/appointments',
    validate(byId, async (ctx) => {
      ctx.body = await users.appointments(ctx.state.input.params.id);
    }),
  );
  router.get(
    '/:id/conversations',
    validate(byId, async (ctx) => {
      ctx.body = await users.conversations(ctx.state.input.params.id);
    }),
  );

  return router;
}
