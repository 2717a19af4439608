/**
 * The dashboard's figures (GET /api/admin/dashboard): what the public side did (dashboard.activity.ts), the chat
 * funnel (dashboard.funnel.ts), the speed to lead (dashboard.speed.ts), what staff should look at
 * (dashboard.worklist.ts) and the latest leads, read at once and put together here.
 */
import { DASHBOARD_RECENT_CONTACTS, type DashboardResponse, type DashboardStats, type TimeFilter } from '@valuta/shared';
import type { AppointmentsAdmin } from '../appointments/appointments.admin.service.js';
import type { Database } from '../infra/db/index.js';
import { periodStart } from '../infra/db/period.js';
import type { LeadsAdmin } from '../leads/leads.admin.service.js';
import { averageChatSeconds, conversionSeries, eventCounts, uniqueVisitors } from './dashboard.activity.js';
import { chatFunnel } from './dashboard.funnel.js';
import { periodSpeedToLead } from './dashboard.speed.js';
import { lastContactAt, recentErrors, upcomingAppointments } from './dashboard.worklist.js';

/** Forms per chat as a percent with one decimal; 0 before the first chat. */
export function conversionRate(chats: number, forms: number): number {
  if (chats <= 0) return 0;
  return Math.round((forms / chats) * 1000) / 10;
}

export function createDashboard({
  db,
  leads,
  appointments,
}: {
  db: Database;
  leads: Pick<LeadsAdmin, 'latest'>;
  appointments: Pick<AppointmentsAdmin, 'present'>;
}) {
  /** The start of the period as a query bound (the epoch for all time). */
  const sinceOf = (period: TimeFilter, now: Date) => periodStart(period, now) ?? new Date(0);

  async function figures(period: TimeFilter = '30days', now = new Date()): Promise<DashboardResponse> {
    const since = sinceOf(period, now);
    const [counts, visitors, avgChatTime, lastContact, contacts, upcoming, errors, series, funnel, wait] = await Promise.all([
      eventCounts(db),
      uniqueVisitors(db),
      averageChatSeconds(db, since),
      lastContactAt(db),
      leads.latest(DASHBOARD_RECENT_CONTACTS),
      upcomingAppointments(db, appointments, now),
      recentErrors(db),
      conversionSeries(db, now),
      chatFunnel(db, since),
      periodSpeedToLead(db, since),
    ]);
    const chatsStarted = counts.chat_started ?? 0;
    const formsCompleted = counts.contact_form_completed ?? 0;
    const stats: DashboardStats = {
      visitors,
      valuations: counts.valuation_completed ?? 0,
      chatsStarted,
      formsCompleted,
      conversionRate: conversionRate(chatsStarted, formsCompleted),
      avgChatTime,
      lastContact,
    };
    return {
      stats,
      recentContacts: contacts,
      recentErrors: errors,
      upcomingAppointments: upcoming,
      conversionData: series,
      period,
      speedToLeadMedian: wait.median,
      speedToLeadCounts: { worked: wait.worked, total: wait.total },
      chatFunnel: funnel,
    };
  }

  return {
    /** GET /api/admin/dashboard[?period]: the figures, the latest leads, coming appointments, delivery failures, the funnel. */
    figures,
  };
}
