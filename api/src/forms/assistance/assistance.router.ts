import Router from '@koa/router';
import { AssistanceRequestSchema } from '@valuta/shared';
import { formRateLimit } from '../../infra/rate-limit/rules.js';
import { parseBody } from '../../infra/http/validate.js';
import type { RouteDeps } from '../../route-deps.js';

/** The 'Richiedi assistenza' dialog (public spec §7). The client reads the status, and `message` on error. */
export function assistanceRouter({ config, services }: RouteDeps) {
  const router = new Router();
  router.post('/api/assistenza/richiesta', formRateLimit(services, config, 'assistance'), async (ctx) => {
    const input = parseBody(ctx, AssistanceRequestSchema);
    const record = await services.publicForms.assistance(input);
    ctx.status = 201;
    ctx.body = { success: true, id: record.id, message: 'La tua richiesta è stata inviata con successo. Verrai contattato a breve.' };
  });
  return router;
}
