/**
 * POST /api/assistenza/richiesta: the 'Richiedi assistenza' dialog. The client reads the status, and
 * `message` on error.
 */
import Router from '@koa/router';
import { AssistanceRequestSchema } from '@valuta/shared';
import type { AppState } from '../../infra/http/state.js';
import { validate } from '../../infra/http/validate.js';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import type { RouteDeps } from '../../route-deps.js';
import type { AssistanceRequestResponse } from '@valuta/shared/assistance';

export function assistanceRouter({ config, services }: RouteDeps) {
  const router = new Router<AppState>();
  router.post(
    '/api/assistenza/richiesta',
    formRateLimit(services.rateLimiter, config, 'assistance'),
    validate({ body: AssistanceRequestSchema }, async (ctx) => {
      const record = await services.assistance.save(ctx.state.input.body);
      ctx.status = 201;
      ctx.body = {
        success: true,
        id: record.id,
        message: 'La tua richiesta è stata inviata con successo. Verrai contattato a breve.',
      } satisfies AssistanceRequestResponse;
    }),
  );
  return router;
}
