/**
 * Requests from comuni the chat does not cover, in the back office: GET /api/admin/unsupported-city-contacts
 * and PATCH …/:id/status, …/:id/notes.
 */
import Router from '@koa/router';
import { NotesUpdateSchema, UnsupportedCityStatusUpdateSchema } from '@valuta/shared';
import { signedInAdmin } from '../../auth/require-admin.js';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';
import { UnsupportedCityParamsSchema } from './unsupported-cities.schema.js';
import type { UnsupportedCityChangeResponse } from '@valuta/shared';

export function unsupportedCitiesAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { unsupportedCities, reads } = services;

  router.get('/unsupported-city-contacts', async (ctx) => {
    const list = await unsupportedCities.list();
    await reads.record(signedInAdmin(ctx.state), {
      action: 'read.unsupported_city_contacts',
      entityType: 'unsupported_city_contact',
      entityId: '*',
      details: { all: list.contacts.length },
    });
    ctx.body = list;
  });

  router.patch(
    '/unsupported-city-contacts/:id/status',
    validate({ params: UnsupportedCityParamsSchema, body: UnsupportedCityStatusUpdateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = {
        success: true,
        contact: await unsupportedCities.setStatus(signedInAdmin(ctx.state), params.id, body.status),
      } satisfies UnsupportedCityChangeResponse;
    }),
  );

  router.patch(
    '/unsupported-city-contacts/:id/notes',
    validate({ params: UnsupportedCityParamsSchema, body: NotesUpdateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = {
        success: true,
        contact: await unsupportedCities.setNotes(signedInAdmin(ctx.state), params.id, body.notes),
      } satisfies UnsupportedCityChangeResponse;
    }),
  );

  return router;
}
