/**
 * A person's data rights from their card: GET /api/admin/contacts/:id/personal-data (the ZIP of everything
 * held about them) and DELETE /api/admin/contacts/:id/personal-data (erasure everywhere). The titolare only.
 */
import Router from '@koa/router';
import type { PersonalDataEraseResponse } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { ContactParamsSchema } from '../leads/leads.schema.js';
import type { RouteDeps } from '../route-deps.js';

export function dataRightsAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { dataRights } = services;

  router.get(
    '/contacts/:id/personal-data',
    titolareOnly,
    validate({ params: ContactParamsSchema }, async (ctx) => {
      const { filename, zip } = await dataRights.exportContact(signedInAdmin(ctx.state), ctx.state.input.params.id);
      ctx.status = 200;
      ctx.type = 'application/zip';
      ctx.attachment(filename);
      ctx.body = zip;
    }),
  );

  router.delete(
    '/contacts/:id/personal-data',
    titolareOnly,
    validate({ params: ContactParamsSchema }, async (ctx) => {
      const { rows, untouched } = await dataRights.eraseContact(signedInAdmin(ctx.state), ctx.state.input.params.id);
      ctx.body = { success: true, rows, untouched } satisfies PersonalDataEraseResponse;
    }),
  );

  return router;
}
