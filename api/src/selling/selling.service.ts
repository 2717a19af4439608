/**
 * The selling dashboard's records: the viewings, offers and activities the staff record on a lead whose
 * outcome is 'Mandato', each visible to the owner or not (offers hidden unless chosen). Every change is
 * audited on the lead. The owner is e-mailed, once per entry, when a viewing with feedback or an offer
 * becomes visible: it is news about their sale, so it goes whatever the marketing consents say.
 */
import type { Transaction } from 'sequelize';
import {
  SELLING_ENTRY_NOT_FOUND_MESSAGE,
  SELLING_NOT_MANDATE_MESSAGE,
  formatIsoDay,
  type ActivityPayload,
  type AdminEntry,
  type AdminSelling,
  type OfferPayload,
  type SellingKind,
  type ViewingPayload,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import { isoOf } from '../infra/db/dates.js';
import { notFound } from '../infra/errors.js';
import type { Logger } from '../infra/logger.js';
import type { SendEmail } from '../infra/mail/mailer.js';
import { CONTACT_NOT_FOUND } from '../leads/leads.admin.service.js';
import type { SellingEntry } from '../models/SellingEntry.js';
import { sellingNoticeEmail } from '../owner-area/owner-area.emails.js';
import type { OwnerLinks } from '../owner-area/owner-links.js';
import { presentActivity, presentOffer, presentViewing } from '../owner-area/owner-home.presenter.js';

export type SellingPayload =
  | { kind: 'viewing'; body: ViewingPayload }
  | { kind: 'offer'; body: OfferPayload }
  | { kind: 'activity'; body: ActivityPayload };

/** The columns of an entry from its payload (the kind's own ones; the others stay empty). */
function columnsOf(payload: SellingPayload) {
  const none = { buyerFirstName: null, feedback: null, interest: null, amount: null, offerState: null, activityKind: null, note: null };
  const { body } = payload;
  if (payload.kind === 'viewing')
    return {
      ...none,
      date: body.date,
      buyerFirstName: payload.body.buyer_first_name,
      feedback: payload.body.feedback,
      interest: payload.body.interest,
      visibleToOwner: body.visible_to_owner,
    };
  if (payload.kind === 'offer')
    return { ...none, date: body.date, amount: payload.body.amount, offerState: payload.body.state, visibleToOwner: body.visible_to_owner };
  return { ...none, date: body.date, activityKind: payload.body.kind, note: payload.body.note, visibleToOwner: body.visible_to_owner };
}

function presentAdmin(entry: SellingEntry) {
  const common = { visible_to_owner: entry.visibleToOwner, created_at: isoOf(entry.createdAt), updated_at: isoOf(entry.updatedAt) };
  if (entry.kind === 'viewing') return { ...presentViewing(entry), ...common };
  if (entry.kind === 'offer') return { ...presentOffer(entry), ...common };
  return { ...presentActivity(entry), ...common };
}

/** Whether the owner hears of this entry: a viewing once it has feedback, any offer; visible and not yet told. */
const isNews = (entry: SellingEntry) =>
  entry.visibleToOwner && !entry.ownerNotifiedAt && (entry.kind === 'offer' || (entry.kind === 'viewing' && Boolean(entry.feedback?.trim())));

interface Deps {
  config: Config;
  db: Database;
  audit: AuditLog;
  sendEmail: SendEmail;
  ownerLinks: Pick<OwnerLinks, 'url'>;
  logger: Logger;
}

export function createSelling({ config, db, audit, sendEmail, ownerLinks, logger }: Deps) {
  const { Contact, LeadOutcome, SellingEntry } = db.models;

  async function mandateOf(contactId: number) {
    const contact = await Contact.findByPk(contactId);
    if (!contact) throw notFound(CONTACT_NOT_FOUND);
    const outcome = await LeadOutcome.findOne({ where: { contactId, outcome: 'mandate' } });
    if (!outcome) throw notFound(SELLING_NOT_MANDATE_MESSAGE);
    return { contact, outcome };
  }

  async function entryOf(contactId: number, kind: SellingKind, entryId: number) {
    const entry = await SellingEntry.findOne({ where: { id: entryId, contactId, kind } });
    if (!entry) throw notFound(SELLING_ENTRY_NOT_FOUND_MESSAGE);
    return entry;
  }

  /** Tells the owner once: the entry is claimed by the update that sets owner_notified_at. */
  async function tellOwner(entry: SellingEntry, email: string): Promise<void> {
    if (!isNews(entry) || !email) return;
    const [claimed] = await SellingEntry.update({ ownerNotifiedAt: new Date() }, { where: { id: entry.id, ownerNotifiedAt: null } });
    if (claimed !== 1) return;
    try {
      await sendEmail({
        ...sellingNoticeEmail(config, email, entry, await ownerLinks.url(email, 'sign_in')),
        about: { type: 'contact', id: entry.contactId },
      });
    } catch (error) {
      logger.error({ err: error }, 'selling notice not sent');
    }
  }

  const audited = (
    actor: AuditActor,
    action: string,
    entry: SellingEntry,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    transaction: Transaction,
  ) =>
    audit.record(
      actor,
      {
        action: `selling.${entry.kind}_${action}`,
        entityType: 'contact',
        entityId: entry.contactId,
        before,
        after: after && { ...after, entryId: entry.id },
      },
      transaction,
    );

  return {
    /** GET /api/admin/contacts/:id/selling */
    async list(contactId: number): Promise<AdminSelling> {
      const { outcome } = await mandateOf(contactId);
      const entries = await SellingEntry.findAll({
        where: { contactId },
        order: [
          ['date', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      const of = (kind: SellingKind) => entries.filter((entry) => entry.kind === kind).map(presentAdmin);
      return {
        contact_id: contactId,
        mandate_since: formatIsoDay(outcome.createdAt),
        asking_price: outcome.mandatePrice,
        viewings: of('viewing') as AdminSelling['viewings'],
        offers: of('offer') as AdminSelling['offers'],
        activities: of('activity') as AdminSelling['activities'],
      };
    },

    async create(actor: AuditActor, contactId: number, payload: SellingPayload): Promise<AdminEntry<object>> {
      const { contact } = await mandateOf(contactId);
      const entry = await db.write(async (transaction) => {
        const created = await SellingEntry.create(
          { contactId, kind: payload.kind, ...columnsOf(payload), createdByAdminId: actor.id },
          { transaction },
        );
        await audit.record(
          actor,
          {
            action: `selling.${payload.kind}_created`,
            entityType: 'contact',
            entityId: contactId,
            before: null,
            after: { ...payload.body, entryId: created.id },
          },
          transaction,
        );
        return created;
      });
      await tellOwner(entry, contact.email);
      return presentAdmin(entry);
    },

    async update(actor: AuditActor, contactId: number, entryId: number, payload: SellingPayload): Promise<AdminEntry<object>> {
      const { contact } = await mandateOf(contactId);
      const entry = await entryOf(contactId, payload.kind, entryId);
      const before = presentAdmin(entry);
      await db.write(async (transaction) => {
        await entry.update(columnsOf(payload), { transaction });
        await audited(actor, 'updated', entry, before, { ...payload.body }, transaction);
      });
      await tellOwner(entry, contact.email);
      return presentAdmin(entry);
    },

    async remove(actor: AuditActor, contactId: number, kind: SellingKind, entryId: number): Promise<void> {
      await mandateOf(contactId);
      const entry = await entryOf(contactId, kind, entryId);
      const before = presentAdmin(entry);
      await db.write(async (transaction) => {
        await entry.destroy({ transaction });
        await audited(actor, 'deleted', entry, before, null, transaction);
      });
    },
  };
}
