/**
 * The valuation's public id, as every call of the chat, the result page and the chat's forms names it. Its
 * own module: the chat's forms load it without the valuation's other requests.
 */
import { z } from 'zod';
import { PUBLIC_ID_LENGTH } from '../limits.js';

export const ValuationIdSchema = z
  .string({ error: 'Valutazione non inizializzata' })
  .trim()
  .length(PUBLIC_ID_LENGTH, { error: 'Valutazione non inizializzata' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Valutazione non inizializzata' });
