/** Property vocabulary of both specs: floors, categories and conditions with their Italian labels. */

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

/** Shown when a valuation carries no category (both specs). */
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
