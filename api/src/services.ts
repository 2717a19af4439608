/**
 * The composition root: builds every domain service from the configuration, the database and the logger,
 * and wires them together. Routers, the server and tests reach the domains only through this object; no
 * service knows about Koa.
 */
import { createAccuracy } from './accuracy/accuracy.service.js';
import { createAgency } from './agency/agency.service.js';
import { createAfterEstimate } from './after-estimate/after-estimate.service.js';
import { createChatModel } from './after-estimate/chat-model.js';
import { createAppointmentsAdmin } from './appointments/appointments.admin.service.js';
import { createAppointments } from './appointments/appointments.service.js';
import { createAssignments } from './assignments/assignments.service.js';
import { createAuditReader } from './audit/audit.reader.js';
import { createReadAudit } from './audit/audit.reads.js';
import { createAuditLog } from './audit/audit.service.js';
import { createDataRights } from './data-rights/data-rights.service.js';
import { createRetention } from './data-rights/retention.js';
import { createAdministrators } from './auth/administrators.js';
import { createPasswordPolicy } from './auth/password-policy.js';
import { createChat } from './chat/chat.service.js';
import { createDashboard } from './dashboard/dashboard.service.js';
import { createVisits } from './dashboard/visits.service.js';
import { createAssistanceExport } from './forms/assistance/assistance.export.js';
import { createAssistance } from './forms/assistance/assistance.service.js';
import { createBookings } from './forms/bookings/bookings.service.js';
import { createConsultations } from './forms/consultations/consultations.service.js';
import { createConfirmationLimit } from './forms/confirmation-limit.js';
import { createFormNotifier } from './forms/form-notifier.js';
import { createPartnerApplications } from './forms/partner-applications/partner-applications.service.js';
import { createSellerContactsExport } from './forms/seller-contacts/seller-contacts.export.js';
import { createSellerContacts } from './forms/seller-contacts/seller-contacts.service.js';
import { createUnsupportedCities } from './forms/unsupported-cities/unsupported-cities.service.js';
import type { Config } from './infra/config/env.js';
import type { Database } from './infra/db/index.js';
import { createEventRecorder } from './infra/events.js';
import type { Logger } from './infra/logger.js';
import { createMailer } from './infra/mail/mailer.js';
import { createOutbox } from './infra/mail/outbox.js';
import { createFileTransport, createSmtpTransport, type MailTransport } from './infra/mail/transport.js';
import { createMetrics } from './infra/metrics/metrics.js';
import { createRateLimiter } from './infra/rate-limit/limiter.js';
import { createSessionStore } from './infra/sessions/store.js';
import { createLeadsAdmin } from './leads/leads.admin.service.js';
import { createContactsExport } from './leads/leads.export.js';
import { createLeads } from './leads/leads.service.js';
import { createOutcomes } from './outcomes/outcomes.service.js';
import { createTeam } from './team/team.service.js';
import { createOwners } from './owners/owners.service.js';
import { createSelling } from './selling/selling.service.js';
import { createValueUpdates } from './owner-area/value-updates.js';
import { createAgentCards } from './owner-area/agent-card.js';
import { createOwnerArea } from './owner-area/owner-area.service.js';
import { createAppointmentRequestsAdmin } from './owner-area/appointment-requests.admin.js';
import { createOwnerHomes } from './owner-area/owner-homes.service.js';
import { createOwnerLinks } from './owner-area/owner-links.js';
import { createOwnerRows } from './owner-area/owner-rows.js';
import { createOwnerSessions } from './owner-area/owner-sessions.js';
import { createValuationDomain } from './valuation/valuation-domain.js';
import { createValuations } from './valuation/valuation.service.js';
import { createActiveCorrections } from './zone-corrections/active-corrections.js';
import { createZoneCorrections } from './zone-corrections/zone-corrections.service.js';

export interface ServiceDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

export function createServices({ config, db, logger }: ServiceDeps, overrides: { mailTransport?: MailTransport } = {}) {
  const { models } = db;

  // What every domain uses.
  const transport =
    overrides.mailTransport ?? (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createFileTransport(config.mail.outboxDir));
  const metrics = createMetrics({ db, logger });
  const outbox = createOutbox({ db, transport, from: config.mail.from, logger });
  const audit = createAuditLog({ models });
  const agency = createAgency({ config, db, audit, logger });
  const sendEmail = createMailer({ outbox, identity: agency.current, logger });
  const recordEvent = createEventRecorder(models, (error) => logger.warn({ err: error }, 'event not recorded'), metrics.eventRecorded);
  const rateLimiter = createRateLimiter(db, Date.now, logger);
  const mayConfirm = createConfirmationLimit(rateLimiter);
  // The owner's area: every e-mail to an owner about their home leads back to it.
  const ownerLinks = createOwnerLinks({ config, db });
  const sendOwnerEmail: typeof sendEmail = async (message) => sendEmail(await ownerLinks.withAreaLink(message));
  const notify = createFormNotifier({ config, agency, sendEmail, mayConfirm });

  // The valuation chat, the estimate and what follows it.
  // The agency's zone corrections, held in memory: the valuation reads them without a query per estimate.
  const activeCorrections = createActiveCorrections(models);
  const valuationDomain = createValuationDomain({ config, db, logger, zoneCorrections: activeCorrections.lookup });
  const valuations = createValuations({ config, db, domain: valuationDomain, recordEvent, logger });
  const { apiKey, ...modelSettings } = config.openai;
  const model = apiKey ? createChatModel({ apiKey, ...modelSettings }, logger) : null;
  const afterEstimate = createAfterEstimate({ agency, db, model, logger });
  const appointmentsAdmin = createAppointmentsAdmin({ config, agency, db, audit, sendEmail, sendOwnerEmail, logger });
  const outcomes = createOutcomes({ db, audit });
  const leadsAdmin = createLeadsAdmin({ db, audit, appointments: appointmentsAdmin, outcomes });
  const passwordPolicy = createPasswordPolicy(agency);
  const ownerRows = createOwnerRows(db);
  const ownerSessions = createOwnerSessions(db);
  const dataRights = createDataRights({ db, audit, leads: leadsAdmin });
  const team = createTeam({ config, agency, db, audit, sendEmail, passwordPolicy });

  return {
    metrics,
    outbox,
    rateLimiter,
    sessionStore: createSessionStore(db, config.session.maxAgeMs),
    audit,
    reads: createReadAudit({ audit }),
    agency,
    administrators: createAdministrators(db, { signInRefused: metrics.signInRefused }),
    passwordPolicy,

    valuations,
    chat: createChat({ db, domain: valuationDomain, estimateByEmail: config.mail.smtpUrl !== null, counters: metrics.chat }),
    afterEstimate,
    leads: createLeads({ config, agency, db, valuations, sendEmail, sendOwnerEmail, recordEvent }),
    appointments: createAppointments({ config, agency, db, afterEstimate, sendEmail, sendOwnerEmail, recordEvent }),

    // The public forms.
    sellerContacts: createSellerContacts({ config, agency, db, notify, recordEvent, audit }),
    assistance: createAssistance({ config, db, notify, recordEvent, audit }),
    bookings: createBookings({ config, db, notify, recordEvent }),
    consultations: createConsultations({ config, db, notify, recordEvent }),
    partnerApplications: createPartnerApplications({ config, models, notify, recordEvent }),
    unsupportedCities: createUnsupportedCities({ config, agency, db, sendEmail, mayConfirm, recordEvent, audit }),
    visits: createVisits({ models }),

    // The back office's reads.
    leadsAdmin,
    contactsExport: createContactsExport({ db }),
    outcomes,
    accuracy: createAccuracy({ db }),
    assistanceExport: createAssistanceExport({ models }),
    sellerContactsExport: createSellerContactsExport({ models }),
    appointmentsAdmin,
    dashboard: createDashboard({ db, leads: leadsAdmin, appointments: appointmentsAdmin }),
    owners: createOwners({ db, audit }),

    // The team, its roles and who works which lead.
    team,
    assignments: createAssignments({ config, db, audit, team, leads: leadsAdmin, sendEmail }),
    auditReader: createAuditReader({ models }),
    dataRights,

    // The owner's area ('Area venditore').
    ownerLinks,
    ownerSessions,
    ownerArea: createOwnerArea({
      config,
      db,
      rows: ownerRows,
      links: ownerLinks,
      sessions: ownerSessions,
      rateLimiter,
      sendEmail,
      audit,
      dataRights,
      recordEvent,
      logger,
    }),
    appointmentRequests: createAppointmentRequestsAdmin({ db, audit, appointments: appointmentsAdmin }),
    valueUpdates: createValueUpdates({ config, db, domain: valuationDomain, links: ownerLinks, sendEmail, logger }),
    agentCards: createAgentCards({ db, audit }),
    selling: createSelling({ config, db, audit, sendEmail, ownerLinks, logger }),
    ownerHomes: createOwnerHomes({ config, db, rows: ownerRows, audit, sendEmail }),
    retention: createRetention({ db, logger, months: config.retentionMonths }),

    // The agency's own sales correcting the zones' prices.
    zoneCorrections: createZoneCorrections({ db, audit, domain: valuationDomain, active: activeCorrections }),
  };
}

export type Services = ReturnType<typeof createServices>;
