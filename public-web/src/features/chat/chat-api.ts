/**
 * The calls of the valuation chat and the result page (public spec §7), through the site's one API client.
 */
import type {
  AppointmentSaveResponse,
  ChatGptResponse,
  ChatSessionResponse,
  ContactSaveResponse,
  PostValuationResponse,
  ValuationPageResponse,
} from '@valuta/shared/chat';
import type { AppointmentSavePayload } from '@valuta/shared/schemas/appointment';
import type { ChatGptPayload } from '@valuta/shared/schemas/chat';
import type { UnsupportedCityRequest, UnsupportedTownPayload } from '@valuta/shared/schemas/unsupported-city';
import type { ChatTurnResponse } from '@valuta/shared/valuation';
import type { ContactDataInput } from '@valuta/shared/schemas/chat-contact';
import { api } from '../../lib/api-client';

const id = (valuationId: string) => encodeURIComponent(valuationId);

export const chatApi = {
  start: () => api.post<ChatTurnResponse>('/api/chat/start'),
  message: (valuationId: string, message: string) => api.post<ChatTurnResponse>('/api/chat/message', { valuationId, message }),
  select: (valuationId: string, option: string) => api.post<ChatTurnResponse>('/api/chat/select', { valuationId, option }),
  session: (valuationId: string) => api.get<ChatSessionResponse>(`/api/chat/${id(valuationId)}`),

  saveContact: (valuationId: string, contactData: ContactDataInput) =>
    api.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData }),
  requestUnsupportedCity: (request: UnsupportedCityRequest) => api.post('/api/contact/unsupported-city-new', request),
  contactForUnsupportedTown: (payload: UnsupportedTownPayload) => api.post('/api/contact/unsupported-city', payload),

  valuation: (valuationId: string) => api.get<ValuationPageResponse>(`/api/valuation/${id(valuationId)}`),
  chatGpt: (payload: Omit<ChatGptPayload, 'propertyData' | 'valuationResult'> & { propertyData?: unknown; valuationResult?: unknown }) =>
    api.post<ChatGptResponse>('/api/chat-gpt', payload),
  postValuation: (valuationId: string, message: string) =>
    api.post<PostValuationResponse>('/api/chat/post-valuation', { valuationId, message }),
  saveAppointment: (payload: AppointmentSavePayload) => api.post<AppointmentSaveResponse>('/api/appointment/save', payload),
};
