/**
 * A valuation as the clients read it: the estimate of the result page (ValuationSummary) and the valuation of
 * the back office with every name the screens use (AdminValuation; ContactListValuation of the leads), and the
 * versions of a refined estimate on the back office's card (ValuationVersionView), all in shared/src/valuation
 * but the leads'. The figures come from the columns, else from the stored result.
 */
import type {
  AdminValuation,
  ContactListValuation,
  ValuationExplanation,
  ValuationResult,
  ValuationSummary,
  ValuationVersionView,
} from '@valuta/shared';
import { z } from 'zod';
import { isoOf, toIso } from '../infra/db/dates.js';
import { readJsonColumn } from '../infra/db/json-column.js';
import type { Valuation } from '../models/Valuation.js';
import type { ValuationVersion } from '../models/ValuationVersion.js';
import { readPropertyData, readValuationResult } from './valuation-record.js';

export function isCompleted(valuation: Pick<Valuation, 'status' | 'completedAt'>): boolean {
  return valuation.status === 'completed' || valuation.completedAt !== null;
}

const textOrNull = (value: string | null | undefined): string | null => (value?.trim() ? value : null);

/** The figures for the result page, once the estimate exists. */
export function presentSummary(valuation: Valuation, ownerName: string | null): ValuationSummary | null {
  if (valuation.estimatedValue === null || valuation.minValue === null || valuation.maxValue === null) return null;
  return {
    valuationId: valuation.id,
    estimatedValue: valuation.estimatedValue,
    minValue: valuation.minValue,
    maxValue: valuation.maxValue,
    pricePerSqm: valuation.pricePerSqm ?? 0,
    propertyData: readPropertyData(valuation.propertyData),
    userData: { name: ownerName },
    explanation: explanationOf(readValuationResult(valuation.result)),
  };
}

/** How the model reached the estimate, for the consultant. */
function explanationOf(result: ValuationResult | null): ValuationExplanation | null {
  if (!result) return null;
  return {
    zone: result.zone,
    commercialSurface: result.commercialSurface,
    adjustments: result.adjustments,
    rangeFraction: result.rangeFraction,
    confidence: textOrNull(result.confidence),
    unknownFactors: result.unknownFactors,
    modelVersion: textOrNull(result.modelVersion),
    zoneCorrection: result.zoneCorrection ?? null,
  };
}

/** Who left the valuation's contact data, for its contactName/contactEmail/contactPhone fields. */
export interface ValuationContact {
  name: string;
  email: string;
  phone: string;
}

export function presentValuation(valuation: Valuation, contact: ValuationContact | null = null): AdminValuation {
  const data = readPropertyData(valuation.propertyData);
  const result = readValuationResult(valuation.result);
  const value = valuation.estimatedValue ?? result?.estimatedValue ?? null;
  const min = valuation.minValue ?? result?.minValue ?? null;
  const max = valuation.maxValue ?? result?.maxValue ?? null;
  const surface = valuation.squareMeters ?? data.squareMeters ?? null;
  const city = valuation.city ?? textOrNull(data.city) ?? textOrNull(data.town);
  const category = valuation.propertyType ?? data.propertyType ?? null;
  const year = data.constructionYear ?? null;
  const condition = data.condition ?? null;
  const createdAt = isoOf(valuation.createdAt);
  const completedAt = toIso(valuation.completedAt);
  return {
    id: valuation.id,
    status: valuation.status,
    step: valuation.step,
    address: textOrNull(data.formattedAddress) ?? textOrNull(data.address),
    town: city,
    city,
    street: textOrNull(data.street),
    house_number: textOrNull(data.houseNumber),
    zone: textOrNull(data.quartiere) ?? textOrNull(data.zoneName),
    category,
    propertyType: category,
    construction_year: year,
    yearBuilt: year,
    rooms: data.rooms ?? null,
    bathrooms: data.bathrooms ?? null,
    floor: data.floor ?? null,
    squareMeters: surface,
    living_area: surface,
    hasElevator: data.hasElevator ?? null,
    hasBalcony: data.hasBalcony ?? null,
    hasGarden: data.hasGarden ?? null,
    hasTerrace: data.hasTerrace ?? null,
    hasGarage: data.hasGarage ?? null,
    condition,
    equipment: condition,
    energyClass: data.energyClass ?? null,
    valuationValue: value,
    valore_stimato: value,
    market_value: value,
    valuationMin: min,
    range_min: min,
    valuationMax: max,
    range_max: max,
    pricePerSqm: valuation.pricePerSqm ?? result?.pricePerSqm ?? null,
    completed: isCompleted(valuation),
    createdAt,
    created_at: createdAt,
    completedAt,
    completed_at: completedAt,
    contactName: contact?.name ?? null,
    contactEmail: contact?.email ?? null,
    contactPhone: contact?.phone ?? null,
    explanation: explanationOf(result),
  };
}

/** The valuation summary of a row of the contacts list. */
/** What a row of the contacts list shows of a valuation: a model, or a plain row read on the driver. */
export type ListValuationFields = Pick<
  Valuation,
  'id' | 'status' | 'city' | 'propertyType' | 'squareMeters' | 'estimatedValue' | 'minValue' | 'maxValue' | 'completedAt'
> & { propertyData: unknown };

export function presentListValuation(valuation: ListValuationFields): ContactListValuation {
  // The home's answers are only a fallback for the columns a valuation fills when it completes: a page of
  // completed valuations parses none of them.
  const complete = valuation.city !== null && valuation.propertyType !== null && valuation.squareMeters !== null;
  const data = complete ? {} : readPropertyData(valuation.propertyData);
  return {
    id: valuation.id,
    city: valuation.city ?? textOrNull(data.city),
    propertyType: valuation.propertyType ?? data.propertyType ?? null,
    squareMeters: valuation.squareMeters ?? data.squareMeters ?? null,
    valuationValue: valuation.estimatedValue,
    range_min: valuation.minValue,
    range_max: valuation.maxValue,
    completed: isCompleted(valuation),
  };
}

const ChangesSchema = z.array(z.object({ field: z.string(), label: z.string(), from: z.string().nullable(), to: z.string() }));

/** One version of an estimate: its figures and what the owner changed to reach it. */
export function presentVersion(row: ValuationVersion): ValuationVersionView {
  return {
    version: row.version,
    estimatedValue: row.estimatedValue,
    minValue: row.minValue,
    maxValue: row.maxValue,
    createdAt: isoOf(row.createdAt),
    changes: readJsonColumn(ChangesSchema, row.changes, 'valuation_versions.changes'),
  };
}
