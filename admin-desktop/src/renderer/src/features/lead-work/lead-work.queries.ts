import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActivityCreatedResponse,
  CallLogInput,
  CallLoggedResponse,
  LeadActivitiesResponse,
  MessageLogInput,
  NextActionInput,
  NextActionResponse,
} from '@valuta/shared/leads';
import type { RenderedMessageResponse } from '@valuta/shared/work-queue';
import { api } from '../../lib/api-client';
import { FAILURES } from '../../lib/failures';
import { contactKeys } from '../contacts/contacts.queries';
import { workQueueKeys } from '../work-queue/work-queue.queries';

export const leadWorkKeys = {
  all: ['lead-work'] as const,
  activities: (contactId: number) => [...leadWorkKeys.all, 'activities', contactId] as const,
  message: (contactId: number, templateId: string) => [...leadWorkKeys.all, 'message', contactId, templateId] as const,
};

const contactPath = (contactId: number) => `/api/admin/contacts/${contactId}`;

/** The lead's 'Attività', newest first, and its next action. */
export const activitiesQuery = (contactId: number) =>
  queryOptions({
    queryKey: leadWorkKeys.activities(contactId),
    queryFn: () => api.get<LeadActivitiesResponse>(`${contactPath(contactId)}/activities`),
  });

/** A template filled in for the lead, with the link that opens it in WhatsApp or the mail app. */
export const renderedMessageQuery = (contactId: number, templateId: string) =>
  queryOptions({
    queryKey: leadWorkKeys.message(contactId, templateId),
    queryFn: () => api.get<RenderedMessageResponse>(`${contactPath(contactId)}/messages/${encodeURIComponent(templateId)}`),
  });

/**
 * After anything done to a lead: its timeline, its card (age, lateness, next action), the lists and 'Da fare'
 * with the sidebar's counts all look again.
 */
function useRefreshLeadWork(contactId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: leadWorkKeys.activities(contactId) }),
      queryClient.invalidateQueries({ queryKey: contactKeys.detail(contactId) }),
      queryClient.invalidateQueries({ queryKey: contactKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: workQueueKeys.all }),
    ]);
}

/** Adds a note; those before it stay as they were. A refused text is marked on the note's form. */
export function useAddNote(contactId: number) {
  const refresh = useRefreshLeadWork(contactId);
  return useMutation({
    mutationFn: (text: string) => api.post<ActivityCreatedResponse>(`${contactPath(contactId)}/notes`, { text }),
    meta: { failure: FAILURES.noteAdd, formFields: ['text'] },
    onSuccess: refresh,
  });
}

/** Logs a call and its outcome; the answer may propose the next action ('Non risponde', 'Richiamare'). */
export function useLogCall(contactId: number) {
  const refresh = useRefreshLeadWork(contactId);
  return useMutation({
    mutationFn: (call: CallLogInput) => api.post<CallLoggedResponse>(`${contactPath(contactId)}/calls`, call),
    meta: { failure: FAILURES.callLog },
    onSuccess: refresh,
  });
}

/** Logs a WhatsApp message or an e-mail opened from the card (the server sends nothing itself). */
export function useLogMessage(contactId: number) {
  const refresh = useRefreshLeadWork(contactId);
  return useMutation({
    mutationFn: (message: MessageLogInput) => api.post<ActivityCreatedResponse>(`${contactPath(contactId)}/messages`, message),
    meta: { failure: FAILURES.messageLog },
    onSuccess: refresh,
  });
}

/** Sets the lead's one next action (replacing any), or clears it with null. */
export function useSaveNextAction(contactId: number) {
  const refresh = useRefreshLeadWork(contactId);
  return useMutation({
    mutationFn: (nextAction: NextActionInput | null) =>
      nextAction
        ? api.put<NextActionResponse>(`${contactPath(contactId)}/next-action`, nextAction)
        : api.delete<NextActionResponse>(`${contactPath(contactId)}/next-action`),
    meta: { failure: FAILURES.nextActionSave },
    onSuccess: refresh,
  });
}
