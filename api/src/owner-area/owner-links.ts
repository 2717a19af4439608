/**
 * The links e-mailed to owners: signing in to their area, confirming the erasure of their data, and the
 * unsubscribe of 'Il valore della tua casa'. A sign-in or erase link works once and for 24 hours; using it
 * is one conditional update, so two clicks at once (on two instances) open it once.
 */
import { Op } from 'sequelize';
import { OWNER_LINK_TTL_MS, ownerAreaLinkPath, ownerEraseConfirmPath, ownerUnsubscribePath } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { normalizeEmail } from '../infra/email-address.js';
import type { EmailMessage } from '../infra/mail/mailer.js';
import type { OwnerLinkPurpose } from '../models/OwnerLink.js';
import { hashToken, newToken } from './owner-tokens.js';

/** An unsubscribe link stays good for as long as anybody keeps the e-mail: it only withdraws a consent. */
const UNSUBSCRIBE_TTL_MS = 10 * 365 * 24 * 60 * 60 * 1000;
/** 'Il valore della tua casa' is read when the owner has time, not within the day: its link lasts a week. */
const VALUE_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const TTL_MS: Record<OwnerLinkPurpose, number> = {
  sign_in: OWNER_LINK_TTL_MS,
  erase: OWNER_LINK_TTL_MS,
  sign_in_value: VALUE_LINK_TTL_MS,
  unsubscribe: UNSUBSCRIBE_TTL_MS,
};

const PATHS: Record<OwnerLinkPurpose, (token: string) => string> = {
  sign_in: ownerAreaLinkPath,
  sign_in_value: ownerAreaLinkPath,
  erase: ownerEraseConfirmPath,
  unsubscribe: ownerUnsubscribePath,
};

export function createOwnerLinks({ config, db }: { config: Pick<Config, 'publicUrl'>; db: Pick<Database, 'models'> }) {
  const { OwnerLink } = db.models;

  /** Stores a new link for `email` and answers its token. */
  async function issue(email: string, purpose: OwnerLinkPurpose, now = new Date()): Promise<string> {
    const token = newToken();
    await OwnerLink.create({
      tokenHash: hashToken(token),
      email: normalizeEmail(email),
      purpose,
      expiresAt: new Date(now.getTime() + TTL_MS[purpose]),
      createdAt: now,
    });
    return token;
  }

  /** The full address of a new link. */
  async function url(email: string, purpose: OwnerLinkPurpose): Promise<string> {
    return `${config.publicUrl}${PATHS[purpose](await issue(email, purpose))}`;
  }

  return {
    issue,
    url,

    /**
     * Uses up a sign-in or erase link: answers its e-mail, or null for a token unknown, of another purpose,
     * already used or expired. An unsubscribe link is not used up (a mail client may follow it twice).
     */
    async consume(
      token: string,
      purposes: readonly OwnerLinkPurpose[],
      now = new Date(),
    ): Promise<{ email: string; purpose: OwnerLinkPurpose } | null> {
      const tokenHash = hashToken(token);
      const live = { tokenHash, purpose: [...purposes], expiresAt: { [Op.gt]: now } };
      if (!purposes.includes('unsubscribe')) {
        const [used] = await OwnerLink.update({ usedAt: now }, { where: { ...live, usedAt: null } });
        if (used !== 1) return null;
      }
      const link = await OwnerLink.findOne({ where: live });
      return link ? { email: link.email, purpose: link.purpose } : null;
    },

    /**
     * The message with a link to the owner's area added at its end: the estimate e-mail and every appointment
     * e-mail lead back to 'La mia casa'. A link that cannot be stored leaves the message as it was.
     */
    async withAreaLink(message: EmailMessage): Promise<EmailMessage> {
      if (!message.to) return message;
      let link: string;
      try {
        link = await url(message.to, 'sign_in');
      } catch {
        return message;
      }
      return {
        ...message,
        content: {
          ...message.content,
          blocks: [
            ...message.content.blocks,
            { paragraph: "La tua stima, i tuoi appuntamenti e il tuo consulente sono sempre nell'Area venditore (il link vale 24 ore):" },
            { button: { label: 'Apri la mia Area venditore', url: link } },
          ],
        },
      };
    },
  };
}

export type OwnerLinks = ReturnType<typeof createOwnerLinks>;
