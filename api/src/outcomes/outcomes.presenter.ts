/**
 * A lead's outcome as the card reads it (shared/src/outcomes.ts): the row, and its audit entries as the
 * card's history of the outcome. Raw models never leave the API.
 */
import { LEAD_OUTCOME_LABELS, formatDate, formatEuro, type LeadOutcomeEvent, type LeadOutcomeKind, type LeadOutcomeView } from '@valuta/shared';
import { isoOf } from '../infra/db/dates.js';
import type { AuditLogEntry } from '../models/AuditLogEntry.js';
import type { LeadOutcome } from '../models/LeadOutcome.js';

/** The audit actions of an outcome: recorded or changed, and removed. */
export const OUTCOME_SAVE_ACTION = 'contact.outcome';
export const OUTCOME_DELETE_ACTION = 'contact.outcome_delete';

/** The fields of an outcome the audit log keeps before and after a change. */
export interface OutcomeFields {
  outcome: LeadOutcomeKind;
  mandatePrice: number | null;
  salePrice: number | null;
  saleDate: string | null;
}

export function outcomeFields(row: LeadOutcome): OutcomeFields {
  return { outcome: row.outcome, mandatePrice: row.mandatePrice, salePrice: row.salePrice, saleDate: row.saleDate };
}

export function presentOutcome(row: LeadOutcome): LeadOutcomeView {
  return {
    ...outcomeFields(row),
    estimatedValue: row.estimatedValue,
    minValue: row.minValue,
    maxValue: row.maxValue,
    valuationVersion: row.valuationVersion,
    comuneCode: row.comuneCode,
    zoneCode: row.zoneCode,
    recordedAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

const isOutcomeKind = (value: unknown): value is LeadOutcomeKind => typeof value === 'string' && value in LEAD_OUTCOME_LABELS;

/**
 * 'Venduto a 300.000 € il 12/11/2026 (mandato 310.000 €)', 'Mandato a 320.000 €', 'Non venduto / ritirato'.
 * Reads the fields as the audit log stored them (JSON), so each is checked before use.
 */
function outcomeSummary(fields: Record<string, unknown> | null): string {
  const kind = fields?.outcome;
  if (!fields || !isOutcomeKind(kind)) return 'Esito';
  const parts: string[] = [LEAD_OUTCOME_LABELS[kind]];
  if (kind === 'sold' && typeof fields.salePrice === 'number') parts.push(`a ${formatEuro(fields.salePrice)}`);
  if (kind === 'sold' && typeof fields.saleDate === 'string') parts.push(`il ${formatDate(`${fields.saleDate}T12:00:00Z`)}`);
  if (typeof fields.mandatePrice === 'number')
    parts.push(kind === 'mandate' ? `a ${formatEuro(fields.mandatePrice)}` : `(mandato ${formatEuro(fields.mandatePrice)})`);
  return parts.join(' ');
}

export function presentOutcomeEvent(entry: AuditLogEntry): LeadOutcomeEvent {
  const removed = entry.action === OUTCOME_DELETE_ACTION;
  return {
    kind: removed ? 'removed' : entry.before ? 'changed' : 'recorded',
    at: isoOf(entry.createdAt),
    by: entry.adminEmail,
    summary: outcomeSummary(removed ? entry.before : entry.after),
  };
}
