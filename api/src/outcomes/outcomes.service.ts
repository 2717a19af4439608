/**
 * What became of a valued home, recorded by a member on the lead's card: a mandate, a sale or neither. One
 * outcome per lead. When it is first recorded, the estimate the owner was shown (the valuation's current
 * value and range, its latest version, its comune and price zone) is copied in, so the accuracy figures do
 * not move if the valuation is refined later. Every change is audited on the contact, in its transaction.
 */
import { Op, type Transaction } from 'sequelize';
import {
  formatDate,
  formatIsoDay,
  type LeadOutcomeEvent,
  type LeadOutcomeResponse,
  type LeadOutcomeUpdate,
  type LeadOutcomeView,
} from '@valuta/shared';
import type { AuditActor, AuditLog } from '../audit/audit.service.js';
import type { Activities } from '../lead-work/activities.service.js';
import type { Database } from '../infra/db/index.js';
import type { LeadOutcome } from '../models/LeadOutcome.js';
import { notFound, validationFailed } from '../infra/errors.js';
import { readPropertyData, readValuationResult } from '../valuation/valuation-record.js';
import {
  OUTCOME_DELETE_ACTION,
  OUTCOME_SAVE_ACTION,
  outcomeFields,
  presentOutcome,
  presentOutcomeEvent,
  type OutcomeFields,
} from './outcomes.presenter.js';

export const OUTCOME_CONTACT_NOT_FOUND = 'Contatto non trovato';
const NO_OUTCOME_MESSAGE = 'Nessun esito registrato per questo contatto.';

/** The estimate an outcome copies from the lead's valuation, and the day it was valued. */
type CopiedEstimate = Pick<LeadOutcomeView, 'estimatedValue' | 'minValue' | 'maxValue' | 'valuationVersion' | 'comuneCode' | 'zoneCode'> & {
  valuedOn: string | null;
};

const NO_ESTIMATE: CopiedEstimate = {
  estimatedValue: null,
  minValue: null,
  maxValue: null,
  valuationVersion: null,
  comuneCode: null,
  zoneCode: null,
  valuedOn: null,
};

const sameFields = (a: OutcomeFields, b: OutcomeFields) =>
  a.outcome === b.outcome && a.mandatePrice === b.mandatePrice && a.salePrice === b.salePrice && a.saleDate === b.saleDate;

export function createOutcomes({ db, audit, activities }: { db: Database; audit: AuditLog; activities: Pick<Activities, 'record'> }) {
  const { AuditLogEntry, Contact, LeadOutcome, Valuation, ValuationVersion } = db.models;

  async function estimateOf(valuationId: string | null, transaction: Transaction): Promise<CopiedEstimate> {
    if (!valuationId) return NO_ESTIMATE;
    const valuation = await Valuation.findByPk(valuationId, { transaction });
    if (!valuation) return NO_ESTIMATE;
    const valuedOn = formatIsoDay(valuation.completedAt ?? valuation.createdAt);
    if (valuation.estimatedValue === null) return { ...NO_ESTIMATE, valuedOn };
    // Version 1 is the first estimate; valuation_versions has rows only once the owner refined it.
    const latest = await ValuationVersion.findOne({ attributes: ['version'], where: { valuationId }, order: [['version', 'DESC']], transaction });
    const result = readValuationResult(valuation.result);
    return {
      estimatedValue: valuation.estimatedValue,
      minValue: valuation.minValue,
      maxValue: valuation.maxValue,
      valuationVersion: latest?.version ?? 1,
      comuneCode: valuation.comuneCode ?? readPropertyData(valuation.propertyData).comuneIstat ?? null,
      zoneCode: result?.zone.code ?? null,
      valuedOn,
    };
  }

  /** The outcome's changes on this lead, newest first. */
  async function history(contactId: number, transaction?: Transaction): Promise<LeadOutcomeEvent[]> {
    const entries = await AuditLogEntry.findAll({
      where: { entityType: 'contact', entityId: String(contactId), action: { [Op.in]: [OUTCOME_SAVE_ACTION, OUTCOME_DELETE_ACTION] } },
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
      transaction,
    });
    return entries.map(presentOutcomeEvent);
  }

  async function answer(contactId: number, row: LeadOutcome | null, transaction: Transaction): Promise<LeadOutcomeResponse> {
    return { success: true, outcome: row ? presentOutcome(row) : null, history: await history(contactId, transaction) };
  }

  return {
    history,

    /** The lead's outcome (or null) and its history, for the card. */
    async of(contactId: number) {
      const [row, events] = await Promise.all([LeadOutcome.findOne({ where: { contactId } }), history(contactId)]);
      return { outcome: row ? presentOutcome(row) : null, outcomeHistory: events };
    },

    /** PUT /api/admin/contacts/:id/outcome: records the outcome, or changes the one recorded. */
    async record(actor: AuditActor, contactId: number, update: LeadOutcomeUpdate): Promise<LeadOutcomeResponse> {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(contactId, { transaction });
        if (!contact) throw notFound(OUTCOME_CONTACT_NOT_FOUND);
        const estimate = await estimateOf(contact.valuationId, transaction);
        if (update.saleDate && estimate.valuedOn && update.saleDate < estimate.valuedOn) {
          throw validationFailed({
            saleDate: `La data di vendita non può precedere la valutazione (${formatDate(`${estimate.valuedOn}T12:00:00Z`)}).`,
          });
        }

        const existing = await LeadOutcome.findOne({ where: { contactId }, transaction });
        const before = existing ? outcomeFields(existing) : null;
        if (existing && before && sameFields(before, update)) return answer(contactId, existing, transaction);

        let row: LeadOutcome;
        if (existing) {
          // The estimate stays the one copied when the outcome was first recorded.
          row = await existing.update({ ...update, recordedByAdminId: actor.id }, { transaction });
        } else {
          const { valuedOn: _valuedOn, ...copied } = estimate;
          row = await LeadOutcome.create(
            { contactId, valuationId: contact.valuationId, ...update, ...copied, recordedByAdminId: actor.id },
            { transaction },
          );
        }
        await audit.record(
          actor,
          { action: OUTCOME_SAVE_ACTION, entityType: 'contact', entityId: contactId, before: before ? { ...before } : null, after: { ...update } },
          transaction,
        );
        await activities.record(transaction, contactId, actor, {
          kind: 'outcome',
          outcome: update.outcome,
          price: update.outcome === 'sold' ? (update.salePrice ?? null) : (update.mandatePrice ?? null),
        });
        return answer(contactId, row, transaction);
      });
    },

    /** DELETE /api/admin/contacts/:id/outcome */
    async remove(actor: AuditActor, contactId: number): Promise<LeadOutcomeResponse> {
      return db.write(async (transaction) => {
        const contact = await Contact.findByPk(contactId, { attributes: ['id'], transaction });
        if (!contact) throw notFound(OUTCOME_CONTACT_NOT_FOUND);
        const existing = await LeadOutcome.findOne({ where: { contactId }, transaction });
        if (!existing) throw notFound(NO_OUTCOME_MESSAGE);
        const before = outcomeFields(existing);
        await existing.destroy({ transaction });
        await audit.record(
          actor,
          { action: OUTCOME_DELETE_ACTION, entityType: 'contact', entityId: contactId, before: { ...before }, after: null },
          transaction,
        );
        await activities.record(transaction, contactId, actor, { kind: 'outcome', outcome: null, price: null });
        return answer(contactId, null, transaction);
      });
    },
  };
}

export type Outcomes = ReturnType<typeof createOutcomes>;
