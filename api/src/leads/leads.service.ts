/**
 * The lead of the valuation chat: the contact form stores the owner (one per e-mail, so a repeat valuation
 * attaches to the same person) and the lead with its consents, then values the home and queues the two
 * e-mails. The lead is written first; a failing model or mail server never loses it.
 */
import { UniqueConstraintError, type Transaction } from 'sequelize';
import {
  valuationMessage,
  type ContactData,
  type ContactSaveResponse,
  type PropertyData,
  type UserData,
  type ValuationPageResponse,
  type ValuationResult,
  type ValuationSummary,
} from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Valuation } from '../infra/db/models/Valuation.js';
import { conflict, notFound } from '../infra/errors.js';
import type { Logger } from '../infra/logger.js';
import { VALUATION_NOT_INITIALISED } from '../chat/chat.service.js';
import { consentRecord } from '../forms/consent-record.js';
import { normalizeEmail } from '../auth/administrators.js';
import type { RecordEvent } from '../infra/events.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { IncompletePropertyError, type ValuationDomain } from '../valuation/valuation-domain.js';
import { agencyLeadEmail, ownerValuationEmail } from './leads.emails.js';

export const NOT_YET_AVAILABLE = 'Valutazione non ancora disponibile';
const DATA_INCOMPLETE = 'Completa prima la conversazione con Amelia: mancano ancora alcune informazioni sull’immobile.';
const CONTACT_FIRST = 'Inserisci prima i tuoi contatti per ricevere la valutazione.';

interface Deps {
  config: Config;
  db: Database;
  domain: ValuationDomain;
  sendEmail: SendEmail;
  recordEvent: RecordEvent;
  logger: Logger;
}

/** The columns a new result fills on its valuation. */
function resultColumns(result: ValuationResult) {
  return {
    result: result as unknown as Record<string, unknown>,
    estimatedValue: result.estimatedValue,
    minValue: result.minValue,
    maxValue: result.maxValue,
    pricePerSqm: result.pricePerSqm,
    completedAt: new Date(),
  };
}

export function createChatLeads({ config, db, domain, sendEmail, recordEvent, logger }: Deps) {
  const { Valuation, User, Contact, ChatMessage } = db.models;

  async function load(valuationId: string): Promise<Valuation> {
    const valuation = await Valuation.findByPk(valuationId);
    if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
    return valuation;
  }

  /** The stored result, or a new one; null when the model cannot value this home (the lead still counts). */
  async function resultFor(valuation: Valuation): Promise<ValuationResult | null> {
    if (valuation.result) return valuation.result as unknown as ValuationResult;
    try {
      return await domain.value(valuation.propertyData as PropertyData);
    } catch (error) {
      if (!(error instanceof IncompletePropertyError)) logger.error({ err: error, valuationId: valuation.id }, 'valuation failed');
      return null;
    }
  }

  async function ownerFor(data: ContactData, transaction: Transaction) {
    const email = normalizeEmail(data.email);
    const fields = { name: data.name, phone: data.phone, gdprConsent: true, gdprConsentAt: new Date() };
    for (let attempt = 0; ; attempt += 1) {
      const existing = await User.findOne({ where: { email }, transaction });
      if (existing) return existing.update(fields, { transaction });
      try {
        return await User.create({ email, ...fields }, { transaction });
      } catch (error) {
        // Another request created the same owner a moment ago: use theirs.
        if (!(error instanceof UniqueConstraintError) || attempt > 0) throw error;
      }
    }
  }

  function summaryOf(valuation: Valuation, name: string | null): ValuationSummary | null {
    if (valuation.estimatedValue === null || valuation.minValue === null || valuation.maxValue === null) return null;
    return {
      valuationId: valuation.id,
      estimatedValue: valuation.estimatedValue,
      minValue: valuation.minValue,
      maxValue: valuation.maxValue,
      pricePerSqm: valuation.pricePerSqm ?? 0,
      propertyData: valuation.propertyData as PropertyData,
      userData: { name },
    };
  }

  async function ownerName(valuation: Valuation): Promise<string | null> {
    const contact = await Contact.findOne({ where: { valuationId: valuation.id }, order: [['createdAt', 'DESC']] });
    if (contact) return contact.name;
    const user = valuation.userId ? await User.findByPk(valuation.userId) : null;
    return user?.name ?? null;
  }

  return {
    async saveContact(valuationId: string, data: ContactData): Promise<ContactSaveResponse> {
      const valuation = await load(valuationId);
      if (valuation.step !== 'contact' && valuation.step !== 'completed') throw conflict(DATA_INCOMPLETE);
      const result = await resultFor(valuation);
      const firstResult = result !== null && valuation.result === null;

      const { user, contact, isNew } = await db.write(async (transaction) => {
        const user = await ownerFor(data, transaction);
        const leadFields = {
          userId: user.id,
          name: data.name,
          email: normalizeEmail(data.email),
          phone: data.phone,
          notes: data.notes || null,
          preferredTime: data.preferredTime ?? null,
          sendEmail: data.sendEmail,
          ...consentRecord({ privacy: data.accetto_privacy, email: data.consenso_email, whatsapp: data.consenso_whatsapp }),
        };
        const existing = await Contact.findOne({ where: { valuationId }, transaction });
        const contact = existing
          ? await existing.update(leadFields, { transaction })
          : await Contact.create({ valuationId, source: 'chat', ...leadFields }, { transaction });
        await valuation.update(
          {
            userId: user.id,
            step: 'completed',
            status: 'completed',
            ...(firstResult ? resultColumns(result) : {}),
          },
          { transaction },
        );
        if (firstResult) {
          await ChatMessage.create(
            { valuationId, role: 'assistant', content: valuationMessage(result), metadata: { step: 'completed', kind: 'valuation' } },
            { transaction },
          );
        }
        return { user, contact, isNew: !existing };
      });

      if (isNew) await recordEvent('contact_form_completed', { valuationId });
      if (firstResult) await recordEvent('valuation_completed', { valuationId, metadata: { estimatedValue: result.estimatedValue } });

      if (isNew) {
        const lead = {
          contactId: contact.id,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          notes: contact.notes ?? '',
          preferredTime: contact.preferredTime ?? undefined,
          consentEmail: contact.consentEmail,
          consentWhatsapp: contact.consentWhatsapp,
          property: valuation.propertyData as PropertyData,
          result,
        };
        if (data.sendEmail && data.consenso_email) await sendEmail(ownerValuationEmail(config, lead));
        await sendEmail(agencyLeadEmail(config, lead));
      }

      const userData: UserData = { id: user.id, name: contact.name, email: contact.email, phone: contact.phone };
      return { success: true, userData, valuation: summaryOf(valuation, contact.name) };
    },

    /** POST /api/valuation/calculate: the estimate, once the owner has left the contacts. */
    async calculate(valuationId: string): Promise<ValuationSummary> {
      const valuation = await load(valuationId);
      if (valuation.step !== 'completed') throw conflict(valuation.step === 'contact' ? CONTACT_FIRST : DATA_INCOMPLETE);
      if (valuation.result === null) {
        const result = await resultFor(valuation);
        if (!result) throw conflict('Per questo immobile serve una valutazione personale: un consulente ti contatterà a breve.');
        await valuation.update(resultColumns(result));
        await recordEvent('valuation_completed', { valuationId, metadata: { estimatedValue: result.estimatedValue } });
      }
      return summaryOf(valuation, await ownerName(valuation))!;
    },

    /** GET /api/valuation/:id: the figures for the result page, never before the contact form. */
    async page(valuationId: string): Promise<ValuationPageResponse> {
      const valuation = await Valuation.findByPk(valuationId);
      const summary = valuation && valuation.step === 'completed' ? summaryOf(valuation, await ownerName(valuation)) : null;
      if (!summary) throw notFound(NOT_YET_AVAILABLE);
      return { ...summary, assistantMode: config.openai.apiKey ? 'model' : 'script' };
    },
  };
}

export type ChatLeads = ReturnType<typeof createChatLeads>;
