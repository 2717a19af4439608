/**
 * Guards for what only the agency's owner (titolare) may do: the team, exports, deletes, the agency's settings,
 * the erasure and export of a person's data, the audit log. Put in front of the route's handler:
 * `router.delete('/contacts/:id', titolareOnly, validate(...))`. A consulente gets 403 'titolare_only'.
 */
import type { RouterMiddleware } from '@koa/router';
import { TITOLARE_ONLY_MESSAGE } from '@valuta/shared';
import { AppError } from '../infra/errors.js';
import type { AppState, SignedInAdmin } from '../infra/http/state.js';
import { signedInAdmin } from './require-admin.js';

const titolareOnlyError = () => new AppError(403, 'titolare_only', TITOLARE_ONLY_MESSAGE);

function requireTitolare(admin: SignedInAdmin): void {
  if (admin.role !== 'titolare') throw titolareOnlyError();
}

export const titolareOnly: RouterMiddleware<AppState> = async (ctx, next) => {
  requireTitolare(signedInAdmin(ctx.state));
  await next();
};
