/** Assistance requests in the back office: their statuses with the Italian labels, the list and the changes. */
import { z } from 'zod';
import { INVALID_STATUS_MESSAGE } from '../admin-fields.js';
import { labelOf } from '../labels.js';

export const ASSISTANCE_STATUSES = ['new', 'in_progress', 'completed'] as const;
export type AssistanceStatus = (typeof ASSISTANCE_STATUSES)[number];
/** Plural labels of the assistance filter. */
export const ASSISTANCE_STATUS_FILTER_LABELS: Record<AssistanceStatus, string> = {
  new: 'Nuove',
  in_progress: 'In lavorazione',
  completed: 'Completate',
};
/** Singular labels of a single request. */
export const ASSISTANCE_STATUS_LABELS: Record<AssistanceStatus, string> = {
  new: 'Nuova',
  in_progress: 'In lavorazione',
  completed: 'Completata',
};
export const assistanceStatusLabel = labelOf(ASSISTANCE_STATUS_LABELS, 'Nuova');

export interface AdminAssistanceRequest {
  id: number;
  nome: string;
  email: string;
  telefono: string;
  descrizione: string;
  status: AssistanceStatus;
  created_at: string;
  updated_at: string;
  admin_notes: string | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/assistenze */
export interface AssistanceListResponse {
  assistenze: AdminAssistanceRequest[];
}

/** PATCH /api/admin/assistenze/{id}/status and …/notes: the request as saved. */
export interface AssistanceChangeResponse {
  success: true;
  assistenza: AdminAssistanceRequest;
}

/** PATCH /api/admin/assistenze/{id}/status */
export const AssistanceStatusUpdateSchema = z.object({
  status: z.enum(ASSISTANCE_STATUSES, { error: INVALID_STATUS_MESSAGE }),
});
