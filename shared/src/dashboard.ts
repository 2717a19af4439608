/**
 * The back office's dashboard (GET /api/admin/dashboard): the period's figures, the latest leads and
 * appointments, the e-mails not delivered yet, the speed to lead and the chat funnel (how many owners reached
 * each step of the chat), with the funnel's step labels.
 */
import { z } from 'zod';
import { timeFilterField } from './admin-fields.js';
import type { AdminAppointment } from './appointments/index.js';
import type { ContactListItem } from './leads/index.js';
import type { TimeFilter } from './time-filters.js';

export interface DashboardStats {
  /** Unique visitor sessions of the public site. */
  visitors: number;
  valuations: number;
  chatsStarted: number;
  formsCompleted: number;
  /** Forms completed per chat started, as a percent with one decimal (12.5 = 12,5%). */
  conversionRate: number;
  /** Average seconds from a chat's start to its end (the contact form) in the period; null before the first one. */
  avgChatTime: number | null;
  /** When the latest lead arrived. */
  lastContact: string | null;
}

export interface DashboardError {
  id: number;
  kind: string;
  subject: string;
  error: string | null;
  attempts: number;
  at: string;
}

export interface ConversionPoint {
  date: string;
  chats: number;
  forms: number;
}

/** GET /api/admin/dashboard */
export interface DashboardResponse {
  stats: DashboardStats;
  recentContacts: ContactListItem[];
  /** E-mails the outbox could not deliver yet. */
  recentErrors: DashboardError[];
  upcomingAppointments: AdminAppointment[];
  /** Chats started and forms completed per day, the last 30 days (Europe/Rome). */
  conversionData: ConversionPoint[];
  /** The period the funnel and the speed to lead are computed over. */
  period: TimeFilter;
  /** Median seconds the leads of the period waited for their first change by staff; null when none was worked. */
  speedToLeadMedian: number | null;
  /** How many leads of the period were worked, out of how many arrived. */
  speedToLeadCounts: { worked: number; total: number };
  chatFunnel: ChatFunnel;
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
