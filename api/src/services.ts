import type { Config } from './infra/config/env.js';
import type { Database } from './infra/db/index.js';
import type { Logger } from './infra/logger.js';
import { createEventRecorder } from './infra/events.js';
import { createPublicForms } from './forms/public-forms.js';
import { createMailer } from './infra/mail/mailer.js';
import { createOutbox } from './infra/mail/outbox.js';
import { createFileTransport, createSmtpTransport, type MailTransport } from './infra/mail/transport.js';
import { createRateLimiter } from './infra/rate-limit/limiter.js';
import { createSessionStore } from './infra/sessions/store.js';
import { createValuationDomain } from './valuation/valuation-domain.js';
import { createConversations } from './chat/chat.service.js';
import { createChatLeads } from './leads/leads.service.js';
import { createAppointments } from './appointments/appointments.service.js';
import { createAfterValuationAssistant } from './after-estimate/after-estimate.service.js';
import { createChatModel } from './after-estimate/chat-model.js';
import { createUnsupportedCityRequests } from './forms/unsupported-cities/unsupported-cities.service.js';

export interface ServiceDeps {
  config: Config;
  db: Database;
  logger: Logger;
}

/** The services every feature shares; none of them knows about Koa. */
export function createServices({ config, db, logger }: ServiceDeps, overrides: { mailTransport?: MailTransport } = {}) {
  const transport =
    overrides.mailTransport ??
    (config.mail.smtpUrl ? createSmtpTransport(config.mail.smtpUrl) : createFileTransport(config.mail.outboxDir));
  const recordEvent = createEventRecorder(db.models, (error) => logger.warn({ err: error }, 'event not recorded'));
  const valuation = createValuationDomain({ config, db, logger });
  const outbox = createOutbox({ models: db.models, transport, from: config.mail.from, logger });
  const sendEmail = createMailer({ outbox, brand: config.brand, logger });
  const { apiKey, ...modelSettings } = config.openai;
  const model = apiKey ? createChatModel({ apiKey, ...modelSettings }, logger) : null;
  const assistant = createAfterValuationAssistant({ config, db, model, logger });
  return {
    outbox,
    sendEmail,
    chatLeads: createChatLeads({ config, db, domain: valuation, sendEmail, recordEvent, logger }),
    unsupportedCityRequests: createUnsupportedCityRequests({ config, db, sendEmail, recordEvent }),
    assistant,
    appointments: createAppointments({ config, db, assistant, sendEmail, recordEvent }),
    rateLimiter: createRateLimiter(db.sequelize),
    recordEvent,
    publicForms: createPublicForms({ config, models: db.models, sendEmail, recordEvent }),
    sessionStore: createSessionStore(db.models, config.session.maxAgeMs),
    valuation,
    conversations: createConversations({ db, domain: valuation, recordEvent }),
  };
}

export type Services = ReturnType<typeof createServices>;
