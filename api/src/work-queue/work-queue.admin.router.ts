/**
 * 'Da fare': GET /api/admin/work-queue[?member=me|none|<id>] (a consulente's: theirs and the unassigned, or one of
 * the two; another member's is 403) and GET /api/admin/work-queue/counts (the sidebar's badges, polled).
 */
import Router from '@koa/router';
import { WorkQueueQuerySchema, type WorkQueueCountsResponse, type WorkQueueResponse } from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';

export function workQueueAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/work-queue' });
  const { workQueue, reads } = services;

  router.get(
    '/',
    validate({ query: WorkQueueQuerySchema }, async (ctx) => {
      const actor = signedInAdmin(ctx.state);
      const queue = await workQueue.queue(actor, ctx.state.input.query);
      // A list of people: which leads and appointments it showed, as for every page of the contacts.
      await reads.record(actor, {
        action: 'read.work_queue',
        entityType: 'contact',
        entityId: '*',
        details: { ...ctx.state.input.query, rows: queue.rows.map((row) => row.key) },
      });
      ctx.body = queue satisfies WorkQueueResponse;
    }),
  );

  router.get('/counts', async (ctx) => {
    ctx.body = (await workQueue.counts(signedInAdmin(ctx.state))) satisfies WorkQueueCountsResponse;
  });

  return router;
}
