import type { PropertyData } from '@valuta/shared';

/** The facts of the home the chat collects, in the order Amelia says them back. */
export const FACTS = [
  'propertyType',
  'squareMeters',
  'rooms',
  'bathrooms',
  'floor',
  'hasElevator',
  'hasBalcony',
  'hasTerrace',
  'hasGarden',
  'hasGarage',
  'condition',
  'constructionYear',
  'energyClass',
] as const satisfies ReadonlyArray<keyof PropertyData>;
export type Fact = (typeof FACTS)[number];

/** Facts as read from a reply: a value, never "unknown" (null), which only "Non so" stores. */
export type Facts = { -readonly [K in Fact]?: NonNullable<PropertyData[K]> };
