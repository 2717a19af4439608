/**
 * The valuation's JSON columns read through their schemas: property_data (what the chat collected about
 * the home, shared/src/valuation PropertyData) and result (the model's estimate with its explanation,
 * ValuationResult). Unknown keys are kept, so a record written by a newer release survives a rewrite.
 */
import { ENERGY_CLASSES, PROPERTY_CATEGORIES, PROPERTY_CONDITIONS, type PropertyData, type ValuationResult } from '@valuta/shared';
import { z } from 'zod';
import { readJsonColumn } from '../infra/db/json-column.js';

const PropertyDataSchema: z.ZodType<PropertyData> = z.looseObject({
  city: z.string().optional(),
  town: z.string().optional(),
  comuneIstat: z.string().optional(),
  province: z.string().optional(),
  address: z.string().optional(),
  street: z.string().optional(),
  houseNumber: z.string().optional(),
  formattedAddress: z.string().optional(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  addressPrecision: z.enum(['street', 'comune']).optional(),
  zoneCode: z.string().optional(),
  zoneName: z.string().optional(),
  quartiere: z.string().nullable().optional(),
  propertyType: z.enum(PROPERTY_CATEGORIES).optional(),
  squareMeters: z.number().optional(),
  rooms: z.number().nullable().optional(),
  bathrooms: z.number().nullable().optional(),
  floor: z.number().nullable().optional(),
  hasElevator: z.boolean().nullable().optional(),
  hasBalcony: z.boolean().optional(),
  hasTerrace: z.boolean().optional(),
  hasGarden: z.boolean().optional(),
  hasGarage: z.boolean().nullable().optional(),
  condition: z.enum(PROPERTY_CONDITIONS).nullable().optional(),
  constructionYear: z.number().nullable().optional(),
  energyClass: z.enum(ENERGY_CLASSES).nullable().optional(),
});

const ValuationResultSchema: z.ZodType<ValuationResult> = z.looseObject({
  estimatedValue: z.number(),
  minValue: z.number(),
  maxValue: z.number(),
  pricePerSqm: z.number(),
  commercialSurface: z.number(),
  zone: z.looseObject({
    code: z.string(),
    name: z.string(),
    comune: z.string(),
    priceMin: z.number(),
    priceMid: z.number(),
    priceMax: z.number(),
    source: z.enum(['embedded', 'omi']),
    period: z.string(),
  }),
  adjustments: z.array(z.looseObject({ factor: z.string(), label: z.string(), coefficient: z.number(), explanation: z.string() })),
  rangeFraction: z.number(),
  confidence: z.enum(['alta', 'media', 'bassa']),
  unknownFactors: z.array(z.string()),
  zoneCorrection: z.looseObject({ version: z.number(), factor: z.number(), salesCount: z.number() }).nullable().optional(),
  modelVersion: z.string(),
  computedAt: z.string(),
});

/** valuations.property_data; an empty object before the first answer. */
export function readPropertyData(value: unknown): PropertyData {
  return readJsonColumn(PropertyDataSchema, value ?? {}, 'valuations.property_data');
}

/** valuations.result; null until the home is valued. */
export function readValuationResult(value: unknown): ValuationResult | null {
  return value === null || value === undefined ? null : readJsonColumn(ValuationResultSchema, value, 'valuations.result');
}
