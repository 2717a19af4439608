import Router from '@koa/router';
import { paramsOr400 } from '../infra/http/path-params.js';
import {
  listUsers,
  userAppointments,
  userContacts,
  userConversations,
  userDetail,
  userValuations,
} from './users.service.js';
import type { RouteDeps } from '../route-deps.js';
import { UserParamsSchema } from './users.schema.js';

/**
 * The users (back-office spec §7): the list and the user view's five calls. An id that is not numeric gives
 * 400 'ID utente non valido', a missing user 404 'Utente non trovato', on every one of them.
 */
export function usersRouter({ db }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin/users' });

  router.get('/', async (ctx) => {
    ctx.body = await listUsers(db);
  });

  const lists = {
    '': userDetail,
    '/valuations': userValuations,
    '/contacts': userContacts,
    '/appointments': userAppointments,
    '/conversations': userConversations,
  } as const;
  for (const [suffix, read] of Object.entries(lists)) {
    router.get(`/:id${suffix}`, async (ctx) => {
      const { id } = paramsOr400(ctx, UserParamsSchema);
      ctx.body = await read(db, id);
    });
  }

  return router;
}
