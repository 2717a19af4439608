/**
 * The home as the chat collects it (stored as valuations.property_data), with the vocabulary of its answers:
 * floors, categories, conditions and energy classes, with their Italian labels.
 */

export interface FloorOption {
  value: number;
  label: string;
}

/** 'Piano terra / Piano rialzato' is floor 0; 'Oltre il 10° piano' is stored as 11. */
export const FLOOR_OPTIONS: readonly FloorOption[] = [
  { value: 0, label: 'Piano terra / Piano rialzato' },
  ...Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: `${index + 1}° piano` })),
  { value: 11, label: 'Oltre il 10° piano' },
];

export const FLOOR_LABELS: readonly string[] = FLOOR_OPTIONS.map((option) => option.label);

export const PROPERTY_CATEGORIES = ['CONDOMINIUM', 'HOUSE', 'VILLA', 'PENTHOUSE', 'LOFT', 'STUDIO'] as const;
export type PropertyCategory = (typeof PROPERTY_CATEGORIES)[number];

export const PROPERTY_CATEGORY_LABELS: Record<PropertyCategory, string> = {
  CONDOMINIUM: 'Appartamento in condominio',
  HOUSE: 'Casa indipendente',
  VILLA: 'Villa',
  PENTHOUSE: 'Attico',
  LOFT: 'Loft',
  STUDIO: 'Monolocale',
};

/** Shown, on the site and in the back office alike, when a valuation carries no category. */
export const DEFAULT_CATEGORY_LABEL = 'Residenziale';

export const PROPERTY_CONDITIONS = [
  'VERY_HIGH',
  'HIGH',
  'MEDIUM',
  'LOW',
  'VERY_LOW',
  'SHELL',
  'BAD',
  'GOOD',
  'EXCELLENT',
  'RENOVATED',
  'NEWLY_BUILT',
] as const;
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

export const PROPERTY_CONDITION_LABELS: Record<PropertyCondition, string> = {
  VERY_HIGH: 'Finiture di pregio',
  HIGH: 'Finiture di buon livello',
  MEDIUM: 'Finiture nella media',
  LOW: 'Finiture modeste',
  VERY_LOW: 'Finiture scadenti',
  SHELL: 'Al grezzo',
  BAD: 'Da ristrutturare',
  GOOD: 'Buono stato',
  EXCELLENT: 'Ottimo stato',
  RENOVATED: 'Ristrutturato',
  NEWLY_BUILT: 'Nuova costruzione',
};

export function categoryLabel(category: string | null | undefined): string {
  if (!category) return DEFAULT_CATEGORY_LABEL;
  return PROPERTY_CATEGORY_LABELS[category as PropertyCategory] ?? category;
}

export function conditionLabel(condition: string | null | undefined): string | null {
  if (!condition) return null;
  return PROPERTY_CONDITION_LABELS[condition as PropertyCondition] ?? condition;
}

export function floorLabel(floor: number | null | undefined): string | null {
  if (floor === null || floor === undefined) return null;
  return FLOOR_OPTIONS.find((option) => option.value === floor)?.label ?? `${floor}° piano`;
}

export const ENERGY_CLASSES = ['A4', 'A3', 'A2', 'A1', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

/** How precisely the address was placed: a real street position, or only the comune. */
export type AddressPrecision = 'street' | 'comune';

/**
 * The home as the chat understood it. A field is absent until asked; `null` means the owner answered
 * "non so" (the model then widens its range instead of guessing).
 */
export interface PropertyData {
  /** The comune's official name ("Torino"); `town` repeats it for clients that read that key. */
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
