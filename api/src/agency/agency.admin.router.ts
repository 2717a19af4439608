/**
 * 'Impostazioni agenzia' of the back office, for the titolare only: GET and PUT /api/admin/agency-settings
 * (the whole document: company details, team, reviews, e-mail signature) and POST …/photos (a team photo as
 * the raw JPEG, PNG or WebP body). Every change is audited.
 */
import Router from '@koa/router';
import { AgencySettingsPayloadSchema, type AgencyPhotoResponse, type AgencySettingsResponse } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { readRawBody } from '../infra/http/raw-body.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { MAX_PHOTO_BYTES } from './agency.service.js';

export function agencyAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/agency-settings' });
  const { agency } = services;

  router.get('/', titolareOnly, async (ctx) => {
    const body: AgencySettingsResponse = await agency.settings();
    ctx.body = body;
  });
  router.put(
    '/',
    titolareOnly,
    validate({ body: AgencySettingsPayloadSchema }, async (ctx) => {
      const body: AgencySettingsResponse = await agency.save(signedInAdmin(ctx.state), ctx.state.input.body);
      ctx.body = body;
    }),
  );
  router.post('/photos', titolareOnly, async (ctx) => {
    const bytes = await readRawBody(ctx, MAX_PHOTO_BYTES);
    const body: AgencyPhotoResponse = await agency.uploadPhoto(signedInAdmin(ctx.state), bytes);
    ctx.status = 201;
    ctx.body = body;
  });

  return router;
}
