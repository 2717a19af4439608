/**
 * The specialised inputs of the chat: surface, construction year and floor. They take the
 * raw text of the input box, so "empty" and "not a number" can each have their own message.
 */
import { z } from 'zod';
import { MAX_SURFACE_SQM, MIN_CONSTRUCTION_YEAR, MIN_SURFACE_SQM } from '../limits.js';
import { formatNumber } from '../format.js';
import { FLOOR_OPTIONS } from '../valuation/index.js';

export const SURFACE_MESSAGES = {
  empty: 'Per favore, inserisci la superficie.',
  notPositive: 'Inserisci un valore valido maggiore di zero.',
  outOfRange: `La superficie deve essere compresa tra ${MIN_SURFACE_SQM} e ${formatNumber(MAX_SURFACE_SQM)} metri quadri.`,
} as const;

/** Digits only; the input strips anything else as the visitor types. */
export function onlyDigits(text: string, maxLength?: number): string {
  const digits = text.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

export const SurfaceInputSchema = z
  .string()
  .trim()
  .min(1, { error: SURFACE_MESSAGES.empty })
  .regex(/^\d+$/, { error: SURFACE_MESSAGES.notPositive })
  .transform(Number)
  .refine((value) => value > 0, { error: SURFACE_MESSAGES.notPositive })
  .refine((value) => value >= MIN_SURFACE_SQM && value <= MAX_SURFACE_SQM, { error: SURFACE_MESSAGES.outOfRange });

export function constructionYearMessages(currentYear: number) {
  return {
    empty: "Per favore, inserisci l'anno di costruzione.",
    notANumber: 'Inserisci un anno valido.',
    tooOld: `L'anno deve essere successivo al ${MIN_CONSTRUCTION_YEAR}.`,
    future: `L'anno non può essere successivo all'anno corrente (${currentYear}).`,
  } as const;
}

/** 1900 up to the current year, four digits at most. */
export function constructionYearInputSchema(now: Date = new Date()) {
  const currentYear = now.getFullYear();
  const messages = constructionYearMessages(currentYear);
  return z
    .string()
    .trim()
    .min(1, { error: messages.empty })
    .regex(/^\d{1,4}$/, { error: messages.notANumber })
    .transform(Number)
    .refine((year) => year >= MIN_CONSTRUCTION_YEAR, { error: messages.tooOld })
    .refine((year) => year <= currentYear, { error: messages.future });
}

export const FLOOR_REQUIRED_MESSAGE = 'Seleziona il piano.';
const floorValues = new Set(FLOOR_OPTIONS.map((option) => option.value));

/** A selection is required; only the listed options are valid. */
export const FloorInputSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], { error: FLOOR_REQUIRED_MESSAGE })
  .refine((value) => floorValues.has(value), { error: FLOOR_REQUIRED_MESSAGE });

/** First message of a failed parse, for inputs that show one line under the box. */
export function firstIssueMessage(result: { success: boolean; error?: z.ZodError }): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}
