/**
 * The valuation contract every part reads: what the chat collects about a home (stored as
 * valuations.property_data), the result of the model with its explanation (valuations.result), and the
 * chat's wire shapes. The back office shows these; the assistant explains them.
 */
import type { PropertyCategory, PropertyCondition } from './property.js';

export const ENERGY_CLASSES = ['A4', 'A3', 'A2', 'A1', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** How precisely the address was placed: a real street position, or only the comune. */
export type AddressPrecision = 'street' | 'comune';

/**
 * The home as the chat understood it. A field is absent until asked; `null` means the owner answered
 * "non so" (the model then widens its range instead of guessing).
 */
export interface PropertyData {
  /** The comune's official name ("Torino"); `town` repeats it for readers of the spec's alternative name. */
  city?: string;
  town?: string;
  comuneIstat?: string;
  province?: string;
  /** The address as typed, and as placed by the geocoder. */
  address?: string;
  street?: string;
  houseNumber?: string;
  formattedAddress?: string;
  lat?: number;
  lng?: number;
  addressPrecision?: AddressPrecision;
  /** The price zone (an OMI zone code such as "C4") and the quartiere the owner chose, if asked. */
  zoneCode?: string;
  zoneName?: string;
  /** null when the owner did not know it (the comune's median price is used and the range widens). */
  quartiere?: string | null;
  propertyType?: PropertyCategory;
  squareMeters?: number;
  rooms?: number | null;
  bathrooms?: number | null;
  /** 0 = ground or raised floor; 11 = above the 10th (see FLOOR_OPTIONS). */
  floor?: number | null;
  hasElevator?: boolean | null;
  hasBalcony?: boolean;
  hasTerrace?: boolean;
  hasGarden?: boolean;
  hasGarage?: boolean | null;
  condition?: PropertyCondition | null;
  constructionYear?: number | null;
  energyClass?: EnergyClass | null;
}

/** One step from the zone price to the estimate, in words the owner and the consultant understand. */
export interface ValuationAdjustment {
  /** Stable key: 'surface', 'floor', 'condition', 'age', 'energy', 'outdoor', 'garage', 'type', … */
  factor: string;
  /** Italian label, e.g. 'Piano e ascensore'. */
  label: string;
  /** Multiplier applied to the value (1 = no effect). */
  coefficient: number;
  /** Italian sentence, e.g. 'Terzo piano con ascensore: nessuna correzione.' */
  explanation: string;
}

export interface ValuationZone {
  code: string;
  name: string;
  comune: string;
  /** €/m² of the zone for a used flat in normal condition. */
  priceMin: number;
  priceMid: number;
  priceMax: number;
  source: 'embedded' | 'omi';
  /** The period the prices refer to, e.g. '2025-1' or an OMI semester '2018-2'. */
  period: string;
}

/**
 * The agency's learned correction of the zone's €/m² an estimate used: the version of the set of corrections
 * and the zone's factor (1.04 = +4%), learned from this many of the agency's sales in the zone.
 */
export interface ZoneCorrectionRef {
  version: number;
  factor: number;
  salesCount: number;
}

export interface ValuationResult {
  estimatedValue: number;
  minValue: number;
  maxValue: number;
  /** Estimated value divided by the commercial surface, whole euros. */
  pricePerSqm: number;
  commercialSurface: number;
  zone: ValuationZone;
  adjustments: ValuationAdjustment[];
  /** Half-width of the range as a fraction of the value (0.1 = ±10%). */
  rangeFraction: number;
  confidence: 'alta' | 'media' | 'bassa';
  /** Answers the owner did not know, which widened the range. */
  unknownFactors: string[];
  /** The zone correction applied; null (or absent, in estimates made before corrections existed) for none. */
  zoneCorrection?: ZoneCorrectionRef | null;
  modelVersion: string;
  computedAt: string;
}

/** Chat wire shapes: what the chat calls send and answer. */
export interface ChatButton {
  label: string;
  value: string;
}

export interface AddressConfirmation {
  formattedAddress: string;
  lat: number;
  lng: number;
  /** 'comune' when the geocoder knows only the comune: lat and lng are then its centre, not the building's. */
  precision?: AddressPrecision;
}

/** The phases the client knows; the server's question steps are finer. */
export type ChatPhase = 'collecting_data' | 'processing' | 'completed' | 'unsupported_city';

/** Answer of POST /api/chat/start, /message and /select. */
export interface ChatTurnResponse {
  valuationId: string;
  nextQuestion: string;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  propertyData: PropertyData;
  complete: boolean;
  unsupportedCity: boolean;
  currentStep: ChatPhase;
  /** The progress bar, 0–99, computed by the server from the path the owner is on; 100 comes with the estimate. */
  progress?: number;
  /** Every choice of a long list (the quartieri) for the type-ahead; `buttons` then holds the likeliest few. */
  options?: ChatButton[];
}

/** One message of a stored conversation (GET /api/chat/:valuationId and the back office). */
export interface ChatTranscriptMessage {
  id: number;
  type: 'user' | 'assistant';
  content: string;
  timestamp: string;
  buttons?: ChatButton[];
  addressConfirmation?: AddressConfirmation | null;
  appointmentRequest?: boolean;
  options?: ChatButton[];
}
