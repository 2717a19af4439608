import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentAssigneesResponse,
  AppointmentChangeInput,
  AppointmentChangeResponse,
  AppointmentsListResponse,
} from '@valuta/shared/appointments';
import { api } from '../../lib/api-client';
import { FAILURES } from '../../lib/failures';
import { contactKeys } from '../contacts/contacts.queries';
import { dashboardKeys } from '../dashboard/dashboard.queries';
import { leadWorkKeys } from '../lead-work/lead-work.queries';
import { ownerKeys } from '../owners/owners.queries';
import { useToasts } from '../../app/toasts';
import { workQueueKeys } from '../work-queue/work-queue.queries';

/** The list's state filter: the open ones (requested or confirmed), every one, or one state. */
export type AppointmentsFilter = 'open' | 'all' | 'pending' | 'confirmed' | 'done' | 'no_show' | 'cancelled';

export const appointmentKeys = {
  all: ['appointments'] as const,
  list: (filter: AppointmentsFilter, mine: boolean) => [...appointmentKeys.all, 'list', filter, mine] as const,
  week: (from: string) => [...appointmentKeys.all, 'week', from] as const,
  assignees: () => [...appointmentKeys.all, 'assignees'] as const,
};

/** The list of one state filter; `mine` keeps those the signed-in member goes to ('Solo i miei'). */
export const appointmentsListQuery = (filter: AppointmentsFilter, mine = false) =>
  queryOptions({
    queryKey: appointmentKeys.list(filter, mine),
    queryFn: () => {
      const params = new URLSearchParams({ ...(filter === 'all' ? {} : { status: filter }), ...(mine ? { assignee: 'me' } : {}) });
      return api.get<AppointmentsListResponse>(`/api/admin/appointments${params.size > 0 ? `?${params.toString()}` : ''}`);
    },
  });

/** The appointments dated in one week, given by its first and last-plus-one instants. */
export const appointmentsWeekQuery = (from: Date, to: Date) =>
  queryOptions({
    queryKey: appointmentKeys.week(from.toISOString()),
    queryFn: () =>
      api.get<AppointmentsListResponse>(
        `/api/admin/appointments?${new URLSearchParams({ from: from.toISOString(), to: to.toISOString() }).toString()}`,
      ),
  });

export const assigneesQuery = () =>
  queryOptions({
    queryKey: appointmentKeys.assignees(),
    queryFn: () => api.get<AppointmentAssigneesResponse>('/api/admin/appointments/assignees'),
    staleTime: 60_000,
  });

/**
 * One change of an appointment. Everything that shows appointments refetches: this screen, the dashboard's
 * 'Prossimi appuntamenti', the lead's card and its timeline, 'Da fare' and the user view.
 */
export function useChangeAppointment() {
  const queryClient = useQueryClient();
  const { notification } = useToasts();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: AppointmentChangeInput }) =>
      api.patch<AppointmentChangeResponse>(`/api/admin/appointments/${id}`, change),
    meta: { failure: FAILURES.appointmentChange },
    onSuccess: async () => {
      notification.success({ title: 'Appuntamento aggiornato' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: contactKeys.details() }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
        queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
        queryClient.invalidateQueries({ queryKey: leadWorkKeys.all }),
      ]);
    },
  });
}
