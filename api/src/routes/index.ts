import type Router from '@koa/router';
import type { RouteDeps } from './context.js';
import { adminRouters } from './admin/admin.router.js';
import { appointmentRouter } from './appointment/appointment.router.js';
import { assistantRouter } from './assistant/assistant.router.js';
import { authRouter } from './auth/auth.router.js';
import { chatRouter } from './chat/chat.router.js';
import { contactRouter } from './contact/contact.router.js';
import { healthRouter } from './health/health.router.js';
import { valuationRouter } from './valuation/valuation.router.js';

/** Every resource router, in mount order. A resource adds its router here. */
export function apiRouters(deps: RouteDeps): Router[] {
  return [
    healthRouter(deps),
    authRouter(deps),
    ...adminRouters(deps),
    chatRouter(deps),
    assistantRouter(deps),
    contactRouter(deps),
    valuationRouter(deps),
    appointmentRouter(deps),
  ];
}
