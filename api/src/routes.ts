/**
 * Every router of the API. A domain adds its router here: its public router to apiRouters, its
 * `<domain>.admin.router.ts` to backOfficeRouters (all under /api/admin, guarded by auth/require-admin.ts
 * before any router runs).
 */
import type Router from '@koa/router';
import { accuracyAdminRouter } from './accuracy/accuracy.admin.router.js';
import { accuracyRouter } from './accuracy/accuracy.router.js';
import { agencyAdminRouter } from './agency/agency.admin.router.js';
import { agencyRouter } from './agency/agency.router.js';
import { afterEstimateRouter } from './after-estimate/after-estimate.router.js';
import { appointmentsAdminRouter } from './appointments/appointments.admin.router.js';
import { appointmentsRouter } from './appointments/appointments.router.js';
import { assignmentsAdminRouter } from './assignments/assignments.admin.router.js';
import { auditAdminRouter } from './audit/audit.admin.router.js';
import { authRouter } from './auth/auth.router.js';
import { chatRouter } from './chat/chat.router.js';
import { dashboardAdminRouter } from './dashboard/dashboard.admin.router.js';
import { dataRightsAdminRouter } from './data-rights/data-rights.admin.router.js';
import { visitsRouter } from './dashboard/visits.router.js';
import { assistanceAdminRouter } from './forms/assistance/assistance.admin.router.js';
import { assistanceRouter } from './forms/assistance/assistance.router.js';
import { bookingsRouter } from './forms/bookings/bookings.router.js';
import { consultationsRouter } from './forms/consultations/consultations.router.js';
import { partnerApplicationsRouter } from './forms/partner-applications/partner-applications.router.js';
import { sellerContactsAdminRouter } from './forms/seller-contacts/seller-contacts.admin.router.js';
import { sellerContactsRouter } from './forms/seller-contacts/seller-contacts.router.js';
import { unsupportedCitiesAdminRouter } from './forms/unsupported-cities/unsupported-cities.admin.router.js';
import { unsupportedCitiesRouter } from './forms/unsupported-cities/unsupported-cities.router.js';
import { healthRouter } from './health/health.router.js';
import type { AppState } from './infra/http/state.js';
import { leadsAdminRouter } from './leads/leads.admin.router.js';
import { leadsRouter } from './leads/leads.router.js';
import { outcomesAdminRouter } from './outcomes/outcomes.admin.router.js';
import type { RouteDeps } from './route-deps.js';
import { teamAdminRouter } from './team/team.admin.router.js';
import { ownersAdminRouter } from './owners/owners.admin.router.js';
import { ownerAreaRouter } from './owner-area/owner-area.router.js';
import { sellingAdminRouter } from './selling/selling.admin.router.js';
import { agentCardAdminRouter } from './owner-area/agent-card.admin.router.js';
import { valuationRouter } from './valuation/valuation.router.js';
import { zoneCorrectionsAdminRouter } from './zone-corrections/zone-corrections.admin.router.js';

/** The back office's routers: every route of them is under /api/admin, and app.ts runs them only there. */
export function backOfficeRouters(deps: RouteDeps): Array<Router<AppState>> {
  return [
    dashboardAdminRouter(deps),
    leadsAdminRouter(deps),
    appointmentsAdminRouter(deps),
    dataRightsAdminRouter(deps),
    assistanceAdminRouter(deps),
    sellerContactsAdminRouter(deps),
    unsupportedCitiesAdminRouter(deps),
    ownersAdminRouter(deps),
    teamAdminRouter(deps),
    auditAdminRouter(deps),
    assignmentsAdminRouter(deps),
    agencyAdminRouter(deps),
    outcomesAdminRouter(deps),
    sellingAdminRouter(deps),
    agentCardAdminRouter(deps),
    accuracyAdminRouter(deps),
    zoneCorrectionsAdminRouter(deps),
  ];
}

/** The routers of the rest of the API, none of them under /api/admin, in mount order. */
export function apiRouters(deps: RouteDeps): Array<Router<AppState>> {
  return [
    healthRouter(deps),
    authRouter(deps),

    // The valuation chat and what follows it.
    chatRouter(deps),
    afterEstimateRouter(deps),
    leadsRouter(deps),
    unsupportedCitiesRouter(deps),
    valuationRouter(deps),
    appointmentsRouter(deps),
    ownerAreaRouter(deps),

    // The public forms and page views.
    sellerContactsRouter(deps),
    assistanceRouter(deps),
    bookingsRouter(deps),
    consultationsRouter(deps),
    partnerApplicationsRouter(deps),
    visitsRouter(deps),
    agencyRouter(deps),
    accuracyRouter(deps),
  ];
}
