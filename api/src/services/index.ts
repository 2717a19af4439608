import type { Config } from '../config/env.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../logger.js';
import { createEventRecorder } from './events.js';
import { createPublicForms } from './forms/public-forms.js';
import { createOutbox } from './mail/outbox.js';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail/transport.js';
import { createRateLimiter } from './rate-limiter.js';
import { createSessionStore } from './session-store.js';
import { createValuationDomain } from '../valuation/index.js';

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
  const outbox = createOutbox({ models: db.models, transport, from: config.mail.from, logger });
  const recordEvent = createEventRecorder(db.models, (error) => logger.warn({ err: error }, 'event not recorded'));
  return {
    outbox,
    rateLimiter: createRateLimiter(db.sequelize),
    recordEvent,
    publicForms: createPublicForms({ config, models: db.models, outbox, recordEvent, logger }),
    sessionStore: createSessionStore(db.models, config.session.maxAgeMs),
    valuation: createValuationDomain({ config, db, logger }),
  };
}

export type Services = ReturnType<typeof createServices>;
