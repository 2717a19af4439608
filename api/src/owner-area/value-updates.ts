/**
 * 'Il valore della tua casa': a job on every instance that re-values each completed home with today's prices
 * (new OMI quotations, the agency's zone corrections). When the estimate moves by 2% or more it becomes the
 * home's new version, with its reason, and the owner is e-mailed; otherwise an owner hears every six months.
 * Only owners who accepted marketing e-mail are written to. Each e-mail is claimed first by inserting its
 * row in owner_value_updates, whose (valuation, occasion) is unique: of several instances, or of two runs,
 * only the one whose insert succeeds re-values the home and sends, as the reminders claim theirs
 * (docs/decisions/0098-the-value-of-your-home-e-mail.md).
 */
import { Op, UniqueConstraintError } from 'sequelize';
import { ownerUnsubscribePath, type EstimateReason, type ValuationResult, type ZoneCorrectionRef } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Logger } from '../infra/logger.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import type { Contact } from '../models/Contact.js';
import type { Valuation } from '../models/Valuation.js';
import { placeLabel } from '../valuation/property-summary.js';
import type { ValuationDomain } from '../valuation/valuation-domain.js';
import { readPropertyData, readValuationResult } from '../valuation/valuation-record.js';
import { createValuationVersions } from '../valuation/valuation-versions.js';
import type { OwnerLinks } from './owner-links.js';
import { valueUpdateEmail } from './value-update.email.js';

/** How much the estimate must move for the owner to hear of it at once. */
const MOVE_THRESHOLD = 0.02;
/** How long an owner whose estimate did not move waits for the next e-mail. */
const PERIOD_MS = 182 * 24 * 60 * 60 * 1000;
const BATCH = 200;

const sameCorrection = (a: ZoneCorrectionRef | null | undefined, b: ZoneCorrectionRef | null | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

interface Deps {
  config: Config;
  db: Database;
  domain: Pick<ValuationDomain, 'value'>;
  links: Pick<OwnerLinks, 'url' | 'issue'>;
  sendEmail: SendEmail;
  logger: Logger;
}

export function createValueUpdates({ config, db, domain, links, sendEmail, logger }: Deps) {
  const { Valuation, Contact, ValuationVersion, OwnerValueUpdate } = db.models;
  const versions = createValuationVersions(db);
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  /** Inserts the e-mail's row; false when another run or instance already has it. */
  async function claim(valuationId: string, occasion: string, email: string, estimatedValue: number, reason: EstimateReason, now: Date) {
    try {
      await OwnerValueUpdate.create({ valuationId, occasion, email, estimatedValue, reason, createdAt: now });
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintError) return false;
      throw error;
    }
  }

  async function send(contact: Contact, valuation: Valuation, result: ValuationResult, previousValue: number | null, reason: EstimateReason | null) {
    const unsubscribe = await links.issue(contact.email, 'unsubscribe');
    await sendEmail({
      ...valueUpdateEmail(config, {
        to: contact.email,
        place: placeLabel(readPropertyData(valuation.propertyData)),
        minValue: result.minValue,
        maxValue: result.maxValue,
        estimatedValue: result.estimatedValue,
        previousValue,
        reason,
        areaUrl: await links.url(contact.email, 'sign_in_value'),
        unsubscribeApiUrl: `${config.publicUrl}/api/area-venditore/unsubscribe/${unsubscribe}`,
        unsubscribePageUrl: `${config.publicUrl}${ownerUnsubscribePath(unsubscribe)}`,
      }),
      about: { type: 'contact', id: contact.id },
    });
  }

  /** One home: re-valued, and its owner written to when it moved or six months went by. Answers e-mails sent. */
  async function updateHome(valuation: Valuation, contact: Contact, now: Date): Promise<number> {
    const current = readValuationResult(valuation.result);
    if (!current || current.estimatedValue <= 0) return 0;
    let fresh: ValuationResult;
    try {
      fresh = await domain.value(readPropertyData(valuation.propertyData), now);
    } catch {
      return 0; // A home the model can no longer value (data incomplete) keeps its estimate.
    }
    if (Math.abs(fresh.estimatedValue - current.estimatedValue) / current.estimatedValue >= MOVE_THRESHOLD) {
      const reason: EstimateReason = sameCorrection(current.zoneCorrection, fresh.zoneCorrection) ? 'omi_prices' : 'zone_correction';
      // In one transaction on the home's row: another instance that re-valued it first has changed the estimate
      // this run read, and this run then leaves it; the claim's unique row stops two that read it at once.
      const moved = await db
        .write(async (transaction) => {
          const locked = await Valuation.findByPk(valuation.id, { attributes: ['id', 'estimatedValue'], transaction, lock: transaction.LOCK.UPDATE });
          if (locked?.estimatedValue !== valuation.estimatedValue) return false;
          const last = (
            await ValuationVersion.findOne({
              attributes: ['version'],
              where: { valuationId: valuation.id },
              order: [['version', 'DESC']],
              transaction,
            })
          )?.version;
          await OwnerValueUpdate.create(
            {
              valuationId: valuation.id,
              occasion: `move:${last ?? 1}`,
              email: contact.email,
              estimatedValue: fresh.estimatedValue,
              reason,
              createdAt: now,
            },
            { transaction },
          );
          await versions.add(valuation.id, { result: current, at: valuation.completedAt ?? valuation.updatedAt }, fresh, [], transaction, reason);
          await Valuation.update(
            {
              result: { ...fresh },
              estimatedValue: fresh.estimatedValue,
              minValue: fresh.minValue,
              maxValue: fresh.maxValue,
              pricePerSqm: fresh.pricePerSqm,
            },
            { where: { id: valuation.id }, transaction },
          );
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof UniqueConstraintError) return false;
          throw error;
        });
      if (!moved) return 0;
      await send(contact, valuation, fresh, current.estimatedValue, reason);
      return 1;
    }
    const since = valuation.completedAt ?? valuation.createdAt;
    const lastSent = await OwnerValueUpdate.findOne({
      attributes: ['createdAt'],
      where: { valuationId: valuation.id },
      order: [['createdAt', 'DESC']],
    });
    const lastAt = (lastSent?.createdAt ?? since).getTime();
    if (now.getTime() - lastAt < PERIOD_MS) return 0;
    const period = Math.floor((now.getTime() - since.getTime()) / PERIOD_MS);
    if (!(await claim(valuation.id, `periodic:${period}`, contact.email, current.estimatedValue, 'initial', now))) return 0;
    await send(contact, valuation, current, null, null);
    return 1;
  }

  /** Every completed home whose owner accepted marketing e-mail, in batches. Answers the e-mails sent. */
  async function run(now = new Date()): Promise<number> {
    let sent = 0;
    let after = 0;
    for (;;) {
      const contacts = await Contact.findAll({
        // An erased lead keeps its flags but not its address: nobody to write to.
        where: { id: { [Op.gt]: after }, consentEmail: true, valuationId: { [Op.ne]: null }, email: { [Op.ne]: '' } },
        order: [['id', 'ASC']],
        limit: BATCH,
      });
      if (contacts.length === 0) return sent;
      after = contacts.at(-1)!.id;
      const valuations = await Valuation.findAll({ where: { id: contacts.map((contact) => contact.valuationId!), status: 'completed' } });
      const byId = new Map(valuations.map((valuation) => [valuation.id, valuation]));
      for (const contact of contacts) {
        const valuation = byId.get(contact.valuationId!);
        if (!valuation) continue;
        byId.delete(valuation.id); // A home with two leads is valued once.
        try {
          sent += await updateHome(valuation, contact, now);
        } catch (error) {
          logger.error({ err: error, valuationId: valuation.id }, 'home value update failed');
        }
      }
    }
  }

  const runOnce = () => {
    running ??= run()
      .catch((error: unknown) => {
        logger.error({ err: error }, 'home value updates failed');
        return 0;
      })
      .finally(() => (running = null));
    return running;
  };

  return {
    run,
    /**
     * The job: every `intervalMs` on every instance (the claims keep each e-mail single), the first run a while
     * after the start, so that a starting instance serves its first requests without re-valuing every home.
     */
    start(intervalMs = 6 * 60 * 60 * 1000, firstRunAfterMs = 15 * 60 * 1000) {
      if (timer) return;
      timer = setTimeout(() => {
        void runOnce();
        timer = setInterval(() => void runOnce(), intervalMs);
        timer.unref();
      }, firstRunAfterMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
