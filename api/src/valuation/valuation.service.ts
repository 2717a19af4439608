/**
 * The estimate of a finished conversation: computed by the model once (when the owner leaves the contacts,
 * or on POST /api/valuation/calculate), stored with the valuation, then read by the result page
 * (GET /api/valuation/:id), never before the contact form.
 */
import type { RefineValuationPayload, RefineValuationResponse, ValuationPageResponse, ValuationResult, ValuationSummary } from '@valuta/shared';
import type { Config } from '../infra/config/env.js';
import type { Database } from '../infra/db/index.js';
import type { Valuation } from '../models/Valuation.js';
import { conflict, notFound } from '../infra/errors.js';
import type { RecordEvent } from '../infra/events.js';
import type { Logger } from '../infra/logger.js';
import { IncompletePropertyError, type ValuationDomain } from './valuation-domain.js';
import { presentSummary } from './valuation.presenter.js';
import { readPropertyData, readValuationResult } from './valuation-record.js';
import { changesBetween, createValuationVersions } from './valuation-versions.js';

/** The answer for a valuation id that names no conversation. */
export const VALUATION_NOT_INITIALISED = 'Valutazione non inizializzata';
const NOT_YET_AVAILABLE = 'Valutazione non ancora disponibile';
export const DATA_INCOMPLETE = 'Completa prima la conversazione con Amelia: mancano ancora alcune informazioni sull’immobile.';
const CONTACT_FIRST = 'Inserisci prima i tuoi contatti per ricevere la valutazione.';
const PERSONAL_VALUATION = 'Per questo immobile serve una valutazione personale: un consulente ti contatterà a breve.';

/** The columns a new result fills on its valuation. */
export function resultColumns(result: ValuationResult) {
  return {
    result: { ...result },
    estimatedValue: result.estimatedValue,
    minValue: result.minValue,
    maxValue: result.maxValue,
    pricePerSqm: result.pricePerSqm,
    completedAt: new Date(),
  };
}

export function createValuations(deps: { config: Config; db: Database; domain: ValuationDomain; recordEvent: RecordEvent; logger: Logger }) {
  const { config, db, domain, recordEvent, logger } = deps;
  const { Valuation, Owner, Contact } = db.models;
  const versions = createValuationVersions(db);

  async function load(valuationId: string): Promise<Valuation> {
    const valuation = await Valuation.findByPk(valuationId);
    if (!valuation) throw notFound(VALUATION_NOT_INITIALISED);
    return valuation;
  }

  /** The stored result, or a new one; null when the model cannot value this home (the lead still counts). */
  async function resultFor(valuation: Valuation): Promise<ValuationResult | null> {
    const stored = readValuationResult(valuation.result);
    if (stored) return stored;
    try {
      return await domain.value(readPropertyData(valuation.propertyData));
    } catch (error) {
      if (!(error instanceof IncompletePropertyError)) logger.error({ err: error, valuationId: valuation.id }, 'valuation failed');
      return null;
    }
  }

  async function ownerName(valuation: Valuation): Promise<string | null> {
    const contact = await Contact.findOne({ where: { valuationId: valuation.id }, order: [['createdAt', 'DESC']] });
    if (contact) return contact.name;
    const owner = valuation.userId ? await Owner.findByPk(valuation.userId) : null;
    return owner?.name ?? null;
  }

  return {
    load,
    resultFor,

    /** POST /api/valuation/calculate: the estimate, once the owner has left the contacts. */
    async calculate(valuationId: string): Promise<ValuationSummary> {
      const valuation = await load(valuationId);
      if (valuation.step !== 'completed') throw conflict(valuation.step === 'contact' ? CONTACT_FIRST : DATA_INCOMPLETE);
      if (valuation.result === null) {
        const result = await resultFor(valuation);
        if (!result) throw conflict(PERSONAL_VALUATION);
        await valuation.update(resultColumns(result));
        await recordEvent('valuation_completed', { valuationId, metadata: { estimatedValue: result.estimatedValue } });
      }
      return presentSummary(valuation, await ownerName(valuation))!;
    },

    versions,

    /**
     * POST /api/valuation/refine: the details answered after the estimate. The home is valued again and the new
     * estimate is stored as the next version of the same valuation (the lead stays the same), with what changed.
     */
    async refine(valuationId: string, details: RefineValuationPayload['details']): Promise<RefineValuationResponse> {
      const valuation = await load(valuationId);
      const current = readValuationResult(valuation.result);
      if (valuation.step !== 'completed' || !current) throw conflict(valuation.step === 'completed' ? NOT_YET_AVAILABLE : CONTACT_FIRST);
      const before = readPropertyData(valuation.propertyData);
      const after = { ...before, ...Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) };
      // Answering one outdoor space answers the others: the owner ticked only what there is.
      if (['hasBalcony', 'hasTerrace', 'hasGarden'].some((key) => key in details)) {
        after.hasBalcony = details.hasBalcony ?? false;
        after.hasTerrace = details.hasTerrace ?? false;
        after.hasGarden = details.hasGarden ?? false;
      }
      const changes = changesBetween(before, after);
      if (!changes.length) return { valuation: presentSummary(valuation, await ownerName(valuation))!, version: 0, changes };
      const result = await domain.value(after);
      const version = await db.write(async (transaction) => {
        const next = await versions.add(
          valuationId,
          { result: current, at: valuation.completedAt ?? valuation.updatedAt },
          result,
          changes,
          transaction,
        );
        const { completedAt: _completedAt, ...columns } = resultColumns(result);
        await valuation.update({ ...columns, propertyData: { ...after } }, { transaction });
        return next;
      });
      await recordEvent('valuation_refined', { valuationId, metadata: { estimatedValue: result.estimatedValue, version } });
      return { valuation: presentSummary(valuation, await ownerName(valuation))!, version, changes };
    },

    /** GET /api/valuation/:id: the figures for the result page, never before the contact form. */
    async page(valuationId: string): Promise<ValuationPageResponse> {
      const valuation = await Valuation.findByPk(valuationId);
      const summary = valuation && valuation.step === 'completed' ? presentSummary(valuation, await ownerName(valuation)) : null;
      if (!summary) throw notFound(NOT_YET_AVAILABLE);
      return { ...summary, assistantMode: config.openai.apiKey ? 'model' : 'script' };
    },
  };
}

export type Valuations = ReturnType<typeof createValuations>;
