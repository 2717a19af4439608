import { queryOptions } from '@tanstack/react-query';
import type { DashboardResponse } from '@valuta/shared/dashboard';
import type { TimeFilter } from '@valuta/shared/time-filters';
import { api } from '../../lib/api-client';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  summary: (period: TimeFilter) => [...dashboardKeys.all, 'summary', period] as const,
};

/** The dashboard; the period bounds the chat funnel, the chat time and the speed to lead. */
export const dashboardQuery = (period: TimeFilter = '30days') =>
  queryOptions({
    queryKey: dashboardKeys.summary(period),
    queryFn: () => api.get<DashboardResponse>(`/api/admin/dashboard?period=${period}`),
  });

/** What the cards show when the figures could not be loaded: zeros, with the failure's toast. */
export const ZERO_DASHBOARD: DashboardResponse = {
  stats: {
    visitors: 0,
    valuations: 0,
    chatsStarted: 0,
    formsCompleted: 0,
    conversionRate: 0,
    avgChatTime: null,
    lastContact: null,
  },
  recentContacts: [],
  recentErrors: [],
  upcomingAppointments: [],
  conversionData: [],
  period: '30days',
  speedToLeadMedian: null,
  speedToLeadCounts: { worked: 0, total: 0 },
  chatFunnel: { started: 0, completed: 0, steps: [] },
};
