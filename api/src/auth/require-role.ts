/**
 * Guards for what only the agency's owner (titolare) may do: the team, exports, deletes, the agency's settings,
 * the erasure and export of a person's data. Put in front of the route's handler:
 * `router.delete('/contacts/:id', titolareOnly, validate(...))`.
 *
 * Every administrator is a titolare while the back office has one kind of account.
 */
import type { RouterMiddleware } from '@koa/router';
import type { AppState } from '../infra/http/state.js';
import { signedInAdmin } from './require-admin.js';

export const titolareOnly: RouterMiddleware<AppState> = async (ctx, next) => {
  signedInAdmin(ctx.state);
  await next();
};
