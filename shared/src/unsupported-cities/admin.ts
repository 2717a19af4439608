/** The contacts of towns the service does not cover, in the back office: statuses, the list and the changes. */
import { z } from 'zod';
import { INVALID_STATUS_MESSAGE } from '../admin-fields.js';

export const UNSUPPORTED_CITY_STATUSES = ['nuovo', 'contattato', 'completato', 'non_interessato'] as const;
export type UnsupportedCityStatus = (typeof UNSUPPORTED_CITY_STATUSES)[number];
export const UNSUPPORTED_CITY_STATUS_LABELS: Record<UnsupportedCityStatus, string> = {
  nuovo: 'Nuovo',
  contattato: 'Contattato',
  completato: 'Completato',
  non_interessato: 'Non interessato',
};

export interface AdminUnsupportedCityContact {
  id: number;
  /** 'simple' from inside the chat, 'request' from the application form. */
  kind: 'simple' | 'request';
  nome: string;
  cognome: string | null;
  email: string | null;
  telefono: string;
  citta: string;
  /** The motive of the application form, or the home's description of the chat's form. */
  motivazione: string | null;
  status: UnsupportedCityStatus;
  admin_notes: string | null;
  created_at: string;
  valuation_id: string | null;
  /** The id of the member the lead is assigned to ('Assegnato a'), null while nobody is. */
  assigned_to: number | null;
}

/** GET /api/admin/unsupported-city-contacts */
export interface UnsupportedCityListResponse {
  contacts: AdminUnsupportedCityContact[];
  total: number;
}

/** PATCH /api/admin/unsupported-city-contacts/{id}/status and …/notes: the contact as saved. */
export interface UnsupportedCityChangeResponse {
  success: true;
  contact: AdminUnsupportedCityContact;
}

/** PATCH /api/admin/unsupported-city-contacts/{id}/status */
export const UnsupportedCityStatusUpdateSchema = z.object({
  status: z.enum(UNSUPPORTED_CITY_STATUSES, { error: INVALID_STATUS_MESSAGE }),
});
