/**
 * The team in the back office: GET/POST /api/admin/team, PATCH /api/admin/team/:id,
 * POST /api/admin/team/:id/reset-password (titolare only); GET /api/admin/assignees (anyone: who a lead can be
 * assigned to) and POST /api/admin/profile/password (a member's own password).
 */
import Router from '@koa/router';
import {
  ChangePasswordSchema,
  InviteMemberSchema,
  UpdateMemberSchema,
  type AssigneeSummary,
  type SuccessResponse,
  type TeamListResponse,
  type TeamMemberResponse,
  type TeamPasswordResponse,
} from '@valuta/shared';
import { signedInAdmin } from '../auth/require-admin.js';
import { titolareOnly } from '../auth/require-role.js';
import type { AppState } from '../infra/http/state.js';
import { validate } from '../infra/http/validate.js';
import type { RouteDeps } from '../route-deps.js';
import { MemberParamsSchema } from './team.schema.js';

export function teamAdminRouter({ services }: RouteDeps) {
  const router = new Router<AppState>({ prefix: '/api/admin' });
  const { team } = services;

  router.get('/team', titolareOnly, async (ctx) => {
    ctx.body = { members: await team.list() } satisfies TeamListResponse;
  });

  router.post(
    '/team',
    titolareOnly,
    validate({ body: InviteMemberSchema }, async (ctx) => {
      ctx.status = 201;
      ctx.body = (await team.invite(signedInAdmin(ctx.state), ctx.state.input.body)) satisfies TeamPasswordResponse;
    }),
  );

  router.patch(
    '/team/:id',
    titolareOnly,
    validate({ params: MemberParamsSchema, body: UpdateMemberSchema }, async (ctx) => {
      const { params, body } = ctx.state.input;
      ctx.body = { success: true, member: await team.update(signedInAdmin(ctx.state), params.id, body) } satisfies TeamMemberResponse;
    }),
  );

  router.post(
    '/team/:id/reset-password',
    titolareOnly,
    validate({ params: MemberParamsSchema }, async (ctx) => {
      ctx.body = (await team.resetPassword(signedInAdmin(ctx.state), ctx.state.input.params.id)) satisfies TeamPasswordResponse;
    }),
  );

  router.get('/assignees', async (ctx) => {
    ctx.body = (await team.assignees()) satisfies AssigneeSummary[];
  });

  router.post(
    '/profile/password',
    validate({ body: ChangePasswordSchema }, async (ctx) => {
      const { currentPassword, newPassword } = ctx.state.input.body;
      const version = await team.changeOwnPassword(signedInAdmin(ctx.state), currentPassword, newPassword);
      // The other sessions of the account end; this one carries on under the new version.
      if (ctx.session) ctx.session.adminSessionVersion = version;
      ctx.body = { success: true } satisfies SuccessResponse;
    }),
  );

  return router;
}
