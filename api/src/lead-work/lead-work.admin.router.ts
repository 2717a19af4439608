/**
 * Working a lead from its card, next to the lead routes: GET /api/admin/contacts/:id/activities (the timeline),
 * POST …/notes, POST …/calls, POST …/messages, GET …/messages/:templateId (a template filled in for the lead),
 * PUT and DELETE …/next-action; and GET, PUT /api/admin/work-settings ('Tempo di primo contatto', 'Modelli di
 * messaggio': every member reads them, the titolare saves them). Every member works every lead, as on the card.
 */
import Router from '@koa/router';
import {
  CallLogSchema,
  MessageLogSchema,
  NextActionSchema,
  NoteCreateSchema,
  WorkSettingsSchema,
  type ActivityCreatedResponse,
  type CallLoggedResponse,
  type LeadActivitiesResponse,
  type NextActionResponse,
  type RenderedMessageResponse,
  type WorkSettingsResponse,
} from '@valuta/shared';
import { z } from 'zod';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import { ContactParamsSchema } from '../leads/leads.schema.js';
import type { RouteDeps } from '../route-deps.js';

const TemplateParamsSchema = ContactParamsSchema.extend({
  templateId: z.string({ error: 'Modello di messaggio non trovato' }).regex(/^[a-z0-9-]{1,40}$/, { error: 'Modello di messaggio non trovato' }),
});

export function leadWorkAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { activities, nextActions, templates, workSettings, leadsAdmin, reads } = services;

  router.get(
    '/contacts/:id/activities',
    validate({ params: ContactParamsSchema }, async (ctx) => {
      const { id } = ctx.state.input.params;
      const timeline = await activities.list(id);
      await reads.record(signedInAdmin(ctx.state), { action: 'read.contact.activities', entityType: 'contact', entityId: id });
      ctx.body = timeline satisfies LeadActivitiesResponse;
    }),
  );

  router.post(
    '/contacts/:id/notes',
    validate({ params: ContactParamsSchema, body: NoteCreateSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      const activity = await activities.addNote(signedInAdmin(ctx.state), params.id, body.text);
      ctx.status = 201;
      ctx.body = { success: true, activity } satisfies ActivityCreatedResponse;
    }),
  );

  router.post(
    '/contacts/:id/calls',
    validate({ params: ContactParamsSchema, body: CallLogSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      const logged = await activities.logCall(signedInAdmin(ctx.state), params.id, body);
      // The lead is contacted now: the list's kept counts and pages read it afresh.
      leadsAdmin.changed();
      ctx.status = 201;
      ctx.body = { success: true, ...logged } satisfies CallLoggedResponse;
    }),
  );

  router.post(
    '/contacts/:id/messages',
    validate({ params: ContactParamsSchema, body: MessageLogSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      const activity = await activities.logMessage(signedInAdmin(ctx.state), params.id, body);
      leadsAdmin.changed();
      ctx.status = 201;
      ctx.body = { success: true, activity } satisfies ActivityCreatedResponse;
    }),
  );

  router.get(
    '/contacts/:id/messages/:templateId',
    validate({ params: TemplateParamsSchema }, async (ctx) => {
      const { id, templateId } = ctx.state.input.params;
      ctx.body = (await templates.render(signedInAdmin(ctx.state), id, templateId)) satisfies RenderedMessageResponse;
    }),
  );

  router.put(
    '/contacts/:id/next-action',
    validate({ params: ContactParamsSchema, body: NextActionSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      const nextAction = await nextActions.set(signedInAdmin(ctx.state), params.id, body);
      ctx.body = { success: true, nextAction } satisfies NextActionResponse;
    }),
  );

  router.delete(
    '/contacts/:id/next-action',
    validate({ params: ContactParamsSchema }, async (ctx) => {
      await nextActions.clear(signedInAdmin(ctx.state), ctx.state.input.params.id);
      ctx.body = { success: true, nextAction: null } satisfies NextActionResponse;
    }),
  );

  router.get('/work-settings', async (ctx) => {
    ctx.body = (await workSettings.settings()) satisfies WorkSettingsResponse;
  });

  router.put(
    '/work-settings',
    titolareOnly,
    validate({ body: WorkSettingsSchema }, async (ctx) => {
      ctx.body = (await workSettings.save(signedInAdmin(ctx.state), ctx.state.input.body)) satisfies WorkSettingsResponse;
    }),
  );

  return router;
}
