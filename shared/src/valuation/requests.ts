/** The valuation's requests, with the Italian messages the API answers with. */
import { z } from 'zod';
import { MIN_CONSTRUCTION_YEAR } from '../limits.js';
import { ValuationIdSchema } from './id.js';
import { ENERGY_CLASSES } from './property.js';

/** POST /api/valuation/calculate */
export const ValuationCalculatePayloadSchema = z.object({ valuationId: ValuationIdSchema });

const yesNo = z.boolean({ error: 'Rispondi sì o no.' });

/** POST /api/valuation/refine */
export const RefineValuationPayloadSchema = z.object({
  valuationId: ValuationIdSchema,
  details: z
    .object({
      rooms: z
        .number({ error: 'Indica il numero di locali.' })
        .int()
        .min(1, { error: 'Almeno 1 locale.' })
        .max(30, { error: 'Al massimo 30 locali.' }),
      bathrooms: z
        .number({ error: 'Indica il numero di bagni.' })
        .int()
        .min(1, { error: 'Almeno 1 bagno.' })
        .max(10, { error: 'Al massimo 10 bagni.' }),
      hasBalcony: yesNo,
      hasTerrace: yesNo,
      hasGarden: yesNo,
      hasGarage: yesNo,
      constructionYear: z
        .number({ error: 'Indica l’anno di costruzione.' })
        .int()
        .min(MIN_CONSTRUCTION_YEAR, { error: `L'anno deve essere successivo al ${MIN_CONSTRUCTION_YEAR}.` })
        .max(new Date().getFullYear(), { error: "L'anno non può essere nel futuro." }),
      energyClass: z.enum(ENERGY_CLASSES, { error: 'Scegli una classe energetica da A a G.' }),
    })
    .partial()
    .refine((details) => Object.values(details).some((value) => value !== undefined), { error: 'Rispondi ad almeno una domanda.' }),
});
export type RefineValuationPayload = z.output<typeof RefineValuationPayloadSchema>;
