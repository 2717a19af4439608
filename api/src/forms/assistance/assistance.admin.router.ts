import Router from '@koa/router';
import { AssistanceStatusUpdateSchema, NotesUpdateSchema } from '@valuta/shared';
import { adminActor } from '../../auth/admin-actor.js';
import { paramsOr404 } from '../../infra/http/path-params.js';
import { parseBody } from '../../infra/http/validate.js';
import { listAssistance, setAssistanceNotes, setAssistanceStatus } from './assistance.service.js';
import type { RouteDeps } from '../../route-deps.js';
import { AssistanceParamsSchema } from './assistance.schema.js';

/** Assistance requests (back-office spec §7): the list, the status and the notes. */
export function assistanceRouter({ db }: RouteDeps) {
  const router = new Router({ prefix: '/api/admin' });

  router.get('/assistenze', async (ctx) => {
    ctx.body = { assistenze: await listAssistance(db) };
  });

  router.patch('/assistenze/:id/status', async (ctx) => {
    const { id } = paramsOr404(ctx, AssistanceParamsSchema);
    const { status } = parseBody(ctx, AssistanceStatusUpdateSchema);
    ctx.body = { success: true, assistenza: await setAssistanceStatus(db, adminActor(ctx), id, status) };
  });

  router.patch('/assistenze/:id/notes', async (ctx) => {
    const { id } = paramsOr404(ctx, AssistanceParamsSchema);
    const { notes } = parseBody(ctx, NotesUpdateSchema);
    ctx.body = { success: true, assistenza: await setAssistanceNotes(db, adminActor(ctx), id, notes) };
  });

  return router;
}
