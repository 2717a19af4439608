import type Router from '@koa/router';
import type { RouteDeps } from './context.js';
import { adminRouters } from './admin/admin.router.js';
import { appointmentRouter } from './appointment/appointment.router.js';
import { assistanceRouter } from './assistance/assistance.router.js';
import { assistantRouter } from './assistant/assistant.router.js';
import { authRouter } from './auth/auth.router.js';
import { bookingsRouter } from './bookings/bookings.router.js';
import { chatRouter } from './chat/chat.router.js';
import { consultationsRouter } from './consultations/consultations.router.js';
import { contactRouter } from './contact/contact.router.js';
import { healthRouter } from './health/health.router.js';
import { partnerApplicationsRouter } from './partner-applications/partner-applications.router.js';
import { sellerContactsRouter } from './seller-contacts/seller-contacts.router.js';
import { valuationRouter } from './valuation/valuation.router.js';
import { visitsRouter } from './visits/visits.router.js';

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
