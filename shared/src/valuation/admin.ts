/**
 * A valuation as the back office reads it, with every alternative name of its fields (range_min and
 * valuationMin, created_at and createdAt: the API sends both), where its chat stands and its status labels.
 */
import { labelOf } from '../labels.js';
import type { ValuationVersionView } from './refine.js';
import type { ValuationExplanation } from './result.js';

/** The screens tell a completed valuation from one that is not (read from its `completed` flag). */
export const VALUATION_STATUSES = ['pending', 'completed'] as const;
export type ValuationStatus = (typeof VALUATION_STATUSES)[number];
export const VALUATION_STATUS_LABELS: Record<ValuationStatus, string> = {
  completed: 'Completata',
  pending: 'In sospeso',
};
/** What the conversation view says while a valuation is not completed. */
export const VALUATION_IN_PROGRESS_LABEL = 'In corso';
export const valuationStatusLabel = labelOf(VALUATION_STATUS_LABELS, 'In sospeso');

/**
 * Where a valuation's chat stands, as the API stores and sends it: collecting the home's data, waiting for the
 * contact form, stopped at a town the service does not cover, or completed.
 */
export const VALUATION_PROGRESS = ['pending', 'awaiting_contact', 'unsupported_city', 'completed'] as const;
export type ValuationProgress = (typeof VALUATION_PROGRESS)[number];

/** A valuation as the back office reads it, with every alternative name. */
export interface AdminValuation {
  id: string;
  status: ValuationProgress;
  step: string;
  address: string | null;
  town: string | null;
  city: string | null;
  street: string | null;
  house_number: string | null;
  zone: string | null;
  category: string | null;
  propertyType: string | null;
  construction_year: number | null;
  yearBuilt: number | null;
  rooms: number | null;
  bathrooms: number | null;
  floor: number | null;
  squareMeters: number | null;
  living_area: number | null;
  hasElevator: boolean | null;
  hasBalcony: boolean | null;
  hasGarden: boolean | null;
  hasTerrace: boolean | null;
  hasGarage: boolean | null;
  condition: string | null;
  equipment: string | null;
  energyClass: string | null;
  valuationValue: number | null;
  valore_stimato: number | null;
  market_value: number | null;
  valuationMin: number | null;
  range_min: number | null;
  valuationMax: number | null;
  range_max: number | null;
  pricePerSqm: number | null;
  completed: boolean;
  createdAt: string;
  created_at: string;
  completedAt: string | null;
  completed_at: string | null;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  /** The model's explanation of the estimate (shown on the Immobile tab). */
  explanation: ValuationExplanation | null;
  /** The versions of the estimate, newest first, when it was refined after it was shown; absent otherwise. */
  versions?: ValuationVersionView[];
}
