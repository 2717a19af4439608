import type Router from '@koa/router';
import type { RouteDeps } from './route-deps.js';
import { adminRouters } from './admin-routes.js';
import { appointmentRouter } from './appointments/appointments.router.js';
import { assistanceRouter } from './forms/assistance/assistance.router.js';
import { assistantRouter } from './after-estimate/after-estimate.router.js';
import { authRouter } from './auth/auth.router.js';
import { bookingsRouter } from './forms/bookings/bookings.router.js';
import { chatRouter } from './chat/chat.router.js';
import { consultationsRouter } from './forms/consultations/consultations.router.js';
import { contactRouter } from './leads/leads.router.js';
import { healthRouter } from './health/health.router.js';
import { partnerApplicationsRouter } from './forms/partner-applications/partner-applications.router.js';
import { sellerContactsRouter } from './forms/seller-contacts/seller-contacts.router.js';
import { valuationRouter } from './valuation/valuation.router.js';
import { visitsRouter } from './dashboard/visits.router.js';

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
    sellerContactsRouter(deps),
    assistanceRouter(deps),
    bookingsRouter(deps),
    consultationsRouter(deps),
    partnerApplicationsRouter(deps),
    visitsRouter(deps),
  ];
}
