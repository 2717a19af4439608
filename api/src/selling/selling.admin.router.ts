/**
 * The 'Visite', 'Proposte' and 'Attività' tabs of a lead in 'Mandato' (docs/owner-area-api.md): the list
 * (GET /api/admin/contacts/:id/selling) and each kind's create, change and delete, by any member who works
 * leads, audited.
 */
import Router from '@koa/router';
import {
  ActivityPayloadSchema,
  NumericIdSchema,
  OfferPayloadSchema,
  SELLING_ENTRY_NOT_FOUND_MESSAGE,
  ViewingPayloadSchema,
  type AdminSelling,
} from '@valuta/shared';
import { z } from 'zod';
import { signedInAdmin } from '../auth/require-admin.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { ContactParamsSchema } from '../leads/leads.schema.js';
import type { RouteDeps } from '../route-deps.js';
import type { SellingPayload } from './selling.service.js';

const EntryParamsSchema = ContactParamsSchema.extend({ entryId: NumericIdSchema(SELLING_ENTRY_NOT_FOUND_MESSAGE) });

const KINDS = [
  { path: 'viewings', kind: 'viewing', schema: ViewingPayloadSchema },
  { path: 'offers', kind: 'offer', schema: OfferPayloadSchema },
  { path: 'activities', kind: 'activity', schema: ActivityPayloadSchema },
] as const;

export function sellingAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin/contacts/:id/selling' });
  const { selling } = services;

  router.get(
    '/',
    validate({ params: ContactParamsSchema }, async (ctx) => {
      ctx.body = (await selling.list(ctx.state.input.params.id)) satisfies AdminSelling;
    }),
  );

  for (const { path, kind, schema } of KINDS) {
    const payload = (body: z.output<typeof schema>) => ({ kind, body }) as SellingPayload;
    router.post(
      `/${path}`,
      validate({ params: ContactParamsSchema, body: schema }, async (ctx) => {
        ctx.status = 201;
        ctx.body = await selling.create(signedInAdmin(ctx.state), ctx.state.input.params.id, payload(ctx.state.input.body));
      }),
    );
    router.put(
      `/${path}/:entryId`,
      validate({ params: EntryParamsSchema, body: schema }, async (ctx) => {
        const { params, body } = ctx.state.input;
        ctx.body = await selling.update(signedInAdmin(ctx.state), params.id, params.entryId, payload(body));
      }),
    );
    router.delete(
      `/${path}/:entryId`,
      validate({ params: EntryParamsSchema }, async (ctx) => {
        const { params } = ctx.state.input;
        await selling.remove(signedInAdmin(ctx.state), params.id, kind, params.entryId);
        ctx.status = 204;
      }),
    );
  }

  return router;
}
