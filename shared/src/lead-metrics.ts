/**
 * What the back office measures of how leads are worked and how owners go through the chat: the speed to
 * lead (the wait until the first change by staff) and the chat funnel (how many reached each step).
 */
import { z } from 'zod';
import { timeFilterField } from './admin-fields.js';

/** A lead's wait: when staff first changed it, and the seconds from its arrival; both null while untouched. */
export interface SpeedToLead {
  firstChangeAt: string | null;
  waitedSeconds: number | null;
}

/** One step of the chat: how many owners reached it, and how many stopped there. */
export interface ChatFunnelStep {
  step: string;
  reached: number;
  leftHere: number;
}

/** The chats started in the period, walked step by step, most reached first. */
export interface ChatFunnel {
  started: number;
  completed: number;
  steps: ChatFunnelStep[];
}

/** GET /api/admin/dashboard[?period] */
export const DashboardQuerySchema = z.object({
  period: timeFilterField('30days'),
});
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

/** "3 min", "2 h 5 min", "1 g 4 h": a wait as staff read it; '—' when there is none. */
export function formatWait(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '—';
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return `${total} s`;
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} g ${hours % 24} h` : `${days} g`;
}

/** The median of some numbers, or null for none (the mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** How the funnel names the chat's steps; a step added later shows its own name until it gets a label here. */
export const CHAT_STEP_LABELS: Record<string, string> = {
  city: 'Comune',
  unsupported_city: 'Comune non coperto',
  address: 'Indirizzo',
  address_confirm: 'Conferma indirizzo',
  zone: 'Zona',
  property_type: 'Tipo di immobile',
  surface: 'Superficie',
  rooms: 'Locali',
  bathrooms: 'Bagni',
  floor: 'Piano',
  lift: 'Ascensore',
  outdoor: 'Spazi esterni',
  garage: 'Box auto',
  condition: 'Stato',
  choice: 'Stima subito o dettagli',
  year: 'Anno di costruzione',
  energy: 'Classe energetica',
  contact: 'Modulo contatti',
  completed: 'Valutazione ricevuta',
};

export function chatStepLabel(step: string): string {
  return CHAT_STEP_LABELS[step] ?? step;
}
