/**
 * The agency's zone corrections in the back office (titolare only): what its own sales say about each price
 * zone, the versions applied, and the request to apply a new one.
 */
import { z } from 'zod';

/** One zone of GET /api/admin/zone-corrections/preview. */
export interface ZoneCorrectionPreviewZone {
  /** ISTAT code of the comune, and its name. */
  comuneCode: string;
  comuneName: string;
  zoneCode: string;
  zoneName: string;
  /** The agency's sales in the zone with an estimate to compare. */
  salesCount: number;
  /** Median of sale price / estimate (without any earlier correction); null without sales. */
  rawRatio: number | null;
  /** The factor an apply would store (1 when there are no sales). */
  proposedFactor: number;
  /** The active version's factor for the zone (1 when none). */
  currentFactor: number;
  /** The zone's €/m² for a flat, with the current and with the proposed factor; null when the zone is unknown. */
  pricePerSqmBefore: number | null;
  pricePerSqmAfter: number | null;
}

export interface ZoneCorrectionPreviewResponse {
  activeVersion: number | null;
  /** k of factor = 1 + (raw − 1) · n / (n + k). */
  shrinkageSales: number;
  bounds: { min: number; max: number };
  zones: ZoneCorrectionPreviewZone[];
}

export interface ZoneCorrectionView {
  comuneCode: string;
  comuneName: string;
  zoneCode: string;
  zoneName: string;
  factor: number;
  salesCount: number;
  rawRatio: number;
}

/** One version of the corrections. */
export interface ZoneCorrectionSetView {
  version: number;
  createdAt: string;
  /** Who applied it (e-mail of the staff member), null if the account is gone. */
  createdBy: string | null;
  note: string | null;
  active: boolean;
  zones: ZoneCorrectionView[];
}

/** GET /api/admin/zone-corrections: every version, newest first. */
export interface ZoneCorrectionHistoryResponse {
  activeVersion: number | null;
  sets: ZoneCorrectionSetView[];
}

/** What POST /api/admin/zone-corrections and the undo answer: the history after the change. */
export type ZoneCorrectionChangeResponse = ZoneCorrectionHistoryResponse;

export const ZONE_CORRECTION_NOTE_MAX = 300;

/** POST /api/admin/zone-corrections: an optional note saying why. */
export const ApplyZoneCorrectionsSchema = z.object({
  note: z
    .string({ error: 'La nota deve essere un testo.' })
    .trim()
    .max(ZONE_CORRECTION_NOTE_MAX, { error: `La nota può avere al massimo ${ZONE_CORRECTION_NOTE_MAX} caratteri.` })
    .optional(),
});
export type ApplyZoneCorrectionsPayload = z.infer<typeof ApplyZoneCorrectionsSchema>;
