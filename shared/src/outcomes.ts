/**
 * What became of a valued home, as a member records it on the lead's card: the payload of
 * PUT /api/admin/contacts/:id/outcome with its Italian messages, the outcome the card shows and its history.
 */
import { z } from 'zod';
import { formatEuro, formatIsoDay } from './format.js';

export const LEAD_OUTCOMES = ['mandate', 'sold', 'not_sold'] as const;
export type LeadOutcomeKind = (typeof LEAD_OUTCOMES)[number];
export const LEAD_OUTCOME_LABELS: Record<LeadOutcomeKind, string> = {
  mandate: 'Mandato',
  sold: 'Venduto',
  not_sold: 'Non venduto / ritirato',
};

/** The prices a member may record, in whole euros: below or above these it is a typing mistake. */
export const OUTCOME_PRICE_MIN = 10_000;
export const OUTCOME_PRICE_MAX = 20_000_000;

const INVALID_OUTCOME_MESSAGE = 'Esito non valido.';
const PRICE_RANGE_TEXT = `tra ${formatEuro(OUTCOME_PRICE_MIN)} e ${formatEuro(OUTCOME_PRICE_MAX)}`;
export const MANDATE_PRICE_REQUIRED_MESSAGE = 'Indica il prezzo del mandato.';
export const SALE_PRICE_REQUIRED_MESSAGE = 'Indica il prezzo di vendita.';
export const SALE_DATE_REQUIRED_MESSAGE = 'Indica la data di vendita.';
export const SALE_DATE_INVALID_MESSAGE = 'La data di vendita non è valida.';
export const SALE_DATE_FUTURE_MESSAGE = 'La data di vendita non può essere nel futuro.';

const blankToNull = (value: unknown) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value);

/** Whole euros within the sane bounds; a numeric string from a form is read as its number. */
const price = (label: string) =>
  z.preprocess(
    (value) => {
      const blank = blankToNull(value);
      return typeof blank === 'string' ? Number(blank.replace(/[.\s€]/g, '')) : blank;
    },
    z
      .number({ error: `${label} deve essere un numero intero di euro.` })
      .int({ error: `${label} deve essere un numero intero di euro.` })
      .min(OUTCOME_PRICE_MIN, { error: `${label} deve essere ${PRICE_RANGE_TEXT}.` })
      .max(OUTCOME_PRICE_MAX, { error: `${label} deve essere ${PRICE_RANGE_TEXT}.` })
      .nullable(),
  );

/** 'YYYY-MM-DD', a real day, not after today in Turin. */
const saleDay = z.preprocess(
  blankToNull,
  z
    .string({ error: SALE_DATE_INVALID_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: SALE_DATE_INVALID_MESSAGE })
    .refine((day) => formatIsoDay(`${day}T12:00:00Z`) === day, { error: SALE_DATE_INVALID_MESSAGE })
    .refine((day) => day <= formatIsoDay(), { error: SALE_DATE_FUTURE_MESSAGE })
    .nullable(),
);

/**
 * PUT /api/admin/contacts/:id/outcome. 'mandate' needs its price; 'sold' its price and date (the mandate
 * price is optional); 'not_sold' needs nothing (a withdrawn mandate may keep its price). Sale fields sent with
 * another outcome are dropped.
 */
export const LeadOutcomeSchema = z
  .object({
    outcome: z.enum(LEAD_OUTCOMES, { error: INVALID_OUTCOME_MESSAGE }),
    mandatePrice: price('Il prezzo del mandato').optional(),
    salePrice: price('Il prezzo di vendita').optional(),
    saleDate: saleDay.optional(),
  })
  .superRefine((value, ctx) => {
    if (value.outcome === 'mandate' && value.mandatePrice == null) {
      ctx.addIssue({ code: 'custom', path: ['mandatePrice'], message: MANDATE_PRICE_REQUIRED_MESSAGE });
    }
    if (value.outcome === 'sold') {
      if (value.salePrice == null) ctx.addIssue({ code: 'custom', path: ['salePrice'], message: SALE_PRICE_REQUIRED_MESSAGE });
      if (value.saleDate == null) ctx.addIssue({ code: 'custom', path: ['saleDate'], message: SALE_DATE_REQUIRED_MESSAGE });
    }
  })
  .transform((value) => ({
    outcome: value.outcome,
    mandatePrice: value.mandatePrice ?? null,
    salePrice: value.outcome === 'sold' ? (value.salePrice ?? null) : null,
    saleDate: value.outcome === 'sold' ? (value.saleDate ?? null) : null,
  }));
export type LeadOutcomeInput = z.input<typeof LeadOutcomeSchema>;
export type LeadOutcomeUpdate = z.output<typeof LeadOutcomeSchema>;

/** A lead's outcome on the card, with the estimate copied from its valuation when it was first recorded. */
export interface LeadOutcomeView {
  outcome: LeadOutcomeKind;
  mandatePrice: number | null;
  salePrice: number | null;
  /** 'YYYY-MM-DD'. */
  saleDate: string | null;
  estimatedValue: number | null;
  minValue: number | null;
  maxValue: number | null;
  valuationVersion: number | null;
  comuneCode: string | null;
  zoneCode: string | null;
  recordedAt: string;
  updatedAt: string;
}

/** One change of the outcome, from the audit log, as the card's history lists it. */
export interface LeadOutcomeEvent {
  kind: 'recorded' | 'changed' | 'removed';
  at: string;
  by: string | null;
  /** e.g. 'Venduto a 300.000 € il 12/11/2026'. */
  summary: string;
}

/** PUT and DELETE /api/admin/contacts/:id/outcome */
export interface LeadOutcomeResponse {
  success: true;
  outcome: LeadOutcomeView | null;
  history: LeadOutcomeEvent[];
}
