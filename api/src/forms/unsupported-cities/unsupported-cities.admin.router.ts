import Router from '@koa/router';
import { NotesUpdateSchema, UnsupportedCityStatusUpdateSchema } from '@valuta/shared';
import { adminActor } from '../../auth/admin-actor.js';
import { paramsOr404 } from '../../infra/http/path-params.js';
import { parseBody } from '../../infra/http/validate.js';
import {
  listUnsupportedCityContacts,
  setUnsupportedCityNotes,
  setUnsupportedCityStatus,
} from './unsupported-cities.admin.service.js';
import type { RouteDeps } from '../../route-deps.js';
import { UnsupportedCityParamsSchema } from './unsupported-cities.schema.js';

/** Requests from towns the chat does not cover (back-office spec §7): the list, status and notes. */
export function unsupportedCitiesRouter({ db }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin' });

  router.get('/unsupported-city-contacts', async (ctx) => {
    ctx.body = await listUnsupportedCityContacts(db);
  });

  router.patch('/unsupported-city-contacts/:id/status', async (ctx) => {
    const { id } = paramsOr404(ctx, UnsupportedCityParamsSchema);
    const { status } = parseBody(ctx, UnsupportedCityStatusUpdateSchema);
    ctx.body = { success: true, contact: await setUnsupportedCityStatus(db, adminActor(ctx), id, status) };
  });

  router.patch('/unsupported-city-contacts/:id/notes', async (ctx) => {
    const { id } = paramsOr404(ctx, UnsupportedCityParamsSchema);
    const { notes } = parseBody(ctx, NotesUpdateSchema);
    ctx.body = { success: true, contact: await setUnsupportedCityNotes(db, adminActor(ctx), id, notes) };
  });

  return router;
}
