/** GET /api/agency/photos/:id: the team's photos for the about page, from the database (any instance). */
import Router from '@koa/router';
import { PhotoIdSchema } from '@valuta/shared';
import { z } from 'zod';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

export function agencyRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/agency' });

  router.get(
    '/photos/:id',
    validate({ params: z.object({ id: PhotoIdSchema }) }, async (ctx) => {
      const photo = await services.agency.photo(ctx.state.input.params.id);
      ctx.type = photo.contentType;
      // A photo never changes under its id (a new upload gets a new one).
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = photo.data;
    }),
  );

  return router;
}
