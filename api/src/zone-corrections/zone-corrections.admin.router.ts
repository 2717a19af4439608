/**
 * The agency's zone corrections in the back office, titolare only: GET /api/admin/zone-corrections (the
 * versions), GET …/preview (what the sales say now), POST … (apply a new version), POST …/:version/revert
 * (undo the active version), POST …/:version/activate (bring back any version), POST …/deactivate (none).
 */
import Router from '@koa/router';
import {
  ApplyZoneCorrectionsSchema,
  type ZoneCorrectionChangeResponse,
  type ZoneCorrectionHistoryResponse,
  type ZoneCorrectionPreviewResponse,
} from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { VersionParamsSchema } from './zone-corrections.schema.js';

export function zoneCorrectionsAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/zone-corrections' });
  const { zoneCorrections } = services;

  router.get('/', titolareOnly, async (ctx) => {
    ctx.body = (await zoneCorrections.history()) satisfies ZoneCorrectionHistoryResponse;
  });

  router.get('/preview', titolareOnly, async (ctx) => {
    ctx.body = (await zoneCorrections.preview()) satisfies ZoneCorrectionPreviewResponse;
  });

  router.post(
    '/',
    titolareOnly,
    validate({ body: ApplyZoneCorrectionsSchema }, async (ctx) => {
      ctx.status = 201;
      ctx.body = (await zoneCorrections.apply(signedInAdmin(ctx.state), ctx.state.input.body.note)) satisfies ZoneCorrectionChangeResponse;
    }),
  );

  router.post('/deactivate', titolareOnly, async (ctx) => {
    ctx.body = (await zoneCorrections.deactivate(signedInAdmin(ctx.state))) satisfies ZoneCorrectionChangeResponse;
  });

  router.post(
    '/:version/revert',
    titolareOnly,
    validate({ params: VersionParamsSchema }, async (ctx) => {
      ctx.body = (await zoneCorrections.revert(signedInAdmin(ctx.state), ctx.state.input.params.version)) satisfies ZoneCorrectionChangeResponse;
    }),
  );

  router.post(
    '/:version/activate',
    titolareOnly,
    validate({ params: VersionParamsSchema }, async (ctx) => {
      ctx.body = (await zoneCorrections.activate(signedInAdmin(ctx.state), ctx.state.input.params.version)) satisfies ZoneCorrectionChangeResponse;
    }),
  );

  return router;
}
