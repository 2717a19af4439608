/**
 * The owner's area apart from the homes: asking for a sign-in link (the same answer whoever asks), opening
 * one, the consents, and the owner's own export and erasure (the data-rights ones, run for the e-mail the
 * owner proved).
 */
import { createHash } from 'node:crypto';
import { OWNER_LINK_INVALID_MESSAGE, type OwnerConsents, type OwnerSessionView } from '@valuta/shared';
import type { AuditLog } from '../audit/audit.service.js';
import type { DataRights } from '../data-rights/data-rights.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { normalizeEmail } from '../infra/email-address.js';
import { linkExpired } from '../infra/errors.js';
import type { RecordEvent } from '../infra/events.js';
import type { Logger } from '../infra/logger.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { RateLimiter } from '../infra/rate-limit/limiter.js';
import { eraseConfirmEmail, signInEmail } from './owner-area.emails.js';
import type { OwnerLinks } from './owner-links.js';
import type { OwnerRows } from './owner-rows.js';
import type { OwnerSessions } from './owner-sessions.js';

/** Sign-in e-mails one mailbox receives an hour, whoever asks: more requests get the same answer and no e-mail. */
const LINKS_PER_MAILBOX_PER_HOUR = 3;
const HOUR_MS = 60 * 60 * 1000;

interface Deps {
  config: Config;
  db: Database;
  rows: OwnerRows;
  links: OwnerLinks;
  sessions: OwnerSessions;
  rateLimiter: Pick<RateLimiter, 'hit'>;
  sendEmail: SendEmail;
  audit: AuditLog;
  dataRights: Pick<DataRights, 'exportOwner' | 'eraseOwner'>;
  recordEvent: RecordEvent;
  logger: Logger;
}

export function createOwnerArea({ config, db, rows, links, sessions, rateLimiter, sendEmail, audit, dataRights, recordEvent, logger }: Deps) {
  const { Contact, Appointment } = db.models;
  const lowerEmail = (email: string) => db.sequelize.where(db.sequelize.fn('lower', db.sequelize.col('email')), email);

  /** The e-mail and link, off the request: an address we know and one we do not answer alike and as fast. */
  async function sendSignInLink(email: string): Promise<void> {
    const mailbox = createHash('sha256').update(email).digest('base64url');
    const { allowed } = await rateLimiter.hit(`owner-link:${mailbox}`, LINKS_PER_MAILBOX_PER_HOUR, HOUR_MS);
    if (!allowed || !(await rows.known(email))) return;
    await sendEmail(signInEmail(config, email, await links.url(email, 'sign_in')));
  }

  /** The home an owner came back to from 'Il valore della tua casa', for the agent's queue. */
  async function recordReturn(email: string): Promise<void> {
    const [contact] = await rows.contacts(email);
    await recordEvent('owner_returned_after_value_email', {
      valuationId: contact?.valuationId ?? null,
      metadata: { contactId: contact?.id ?? null },
    });
  }

  async function setConsents(email: string, consents: OwnerConsents, action: string): Promise<OwnerConsents> {
    const now = new Date();
    await db.write(async (transaction) => {
      const before = await currentConsents(email);
      const values = { consentEmail: consents.consent_email, consentWhatsapp: consents.consent_whatsapp, consentsRecordedAt: now };
      const [contacts] = await Contact.update(values, { where: lowerEmail(email), transaction });
      const [appointments] = await Appointment.update(values, { where: lowerEmail(email), transaction });
      await audit.recordByOwner(
        { action, entityType: 'person', entityId: 'area-venditore', before: { ...before }, after: { ...consents, contacts, appointments } },
        transaction,
      );
    });
    return consents;
  }

  /** The consents as the owner last gave them: their newest lead's. */
  async function currentConsents(email: string): Promise<OwnerConsents> {
    const latest = await Contact.findOne({
      attributes: ['consentEmail', 'consentWhatsapp'],
      where: lowerEmail(email),
      order: [
        ['consentsRecordedAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    return { consent_email: latest?.consentEmail ?? false, consent_whatsapp: latest?.consentWhatsapp ?? false };
  }

  return {
    /** POST /api/area-venditore/link: answers at once; the e-mail goes only to an address we hold data for. */
    async requestLink(rawEmail: string): Promise<void> {
      const email = normalizeEmail(rawEmail);
      await Promise.resolve();
      void sendSignInLink(email).catch((error: unknown) => logger.error({ err: error }, 'owner sign-in link not sent'));
    },

    /** POST /api/area-venditore/session: uses up the link and starts a session on this device. */
    async open(token: string): Promise<{ view: OwnerSessionView; token: string; expiresAt: Date }> {
      const link = await links.consume(token, ['sign_in', 'sign_in_value']);
      if (!link) throw linkExpired(OWNER_LINK_INVALID_MESSAGE);
      const session = await sessions.start(link.email);
      if (link.purpose === 'sign_in_value') await recordReturn(link.email);
      return { view: { email: link.email, expires_at: session.expiresAt.toISOString() }, ...session };
    },

    consents: currentConsents,

    /** PUT /api/area-venditore/consents: on every lead and appointment of the owner, audited. */
    changeConsents: (email: string, consents: OwnerConsents) => setConsents(email, consents, 'owner.consents_changed'),

    /** POST /api/area-venditore/unsubscribe/:token: one click withdraws the marketing e-mail consent, audited. */
    async unsubscribe(token: string): Promise<void> {
      const link = await links.consume(token, ['unsubscribe']);
      if (!link) throw linkExpired(OWNER_LINK_INVALID_MESSAGE);
      const current = await currentConsents(link.email);
      await setConsents(link.email, { ...current, consent_email: false }, 'owner.unsubscribed');
    },

    exportData: (email: string) => dataRights.exportOwner(email),

    /** POST /api/area-venditore/erase: nothing is erased before the owner opens the link e-mailed to them. */
    async requestErasure(email: string): Promise<void> {
      await sendEmail(eraseConfirmEmail(config, email, await links.url(email, 'erase')));
    },

    /** POST /api/area-venditore/erase/confirm: the erasure, then every session of the e-mail ends. */
    async confirmErasure(token: string): Promise<void> {
      const link = await links.consume(token, ['erase']);
      if (!link) throw linkExpired(OWNER_LINK_INVALID_MESSAGE);
      await dataRights.eraseOwner(link.email);
      await sessions.endAll(link.email);
    },
  };
}
