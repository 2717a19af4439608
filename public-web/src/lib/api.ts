/**
 * Every call the public site makes to the API, typed with the shared request and answer shapes: pages, forms
 * and hooks call these functions, never a path. A failure rejects with the shared HttpError (read its status
 * and `code`). The page-view beacon of lib/visits.ts is the one call outside: it must outlive the page, and
 * the home page sends it without loading this module.
 */
import type { z } from 'zod';
import type { PublicAccuracyResponse } from '@valuta/shared/accuracy';
import type { AppointmentSaveResponse, AppointmentSavePayload } from '@valuta/shared/appointments';
import type {
  ChatGptResponse,
  ChatSessionResponse,
  PostValuationResponse,
  ChatGptPayload,
  ChatMessagePayload,
  ChatSelectPayload,
  PostValuationPayload,
  ChatTurnResponse,
} from '@valuta/shared/chat';
import type { ContactSaveResponse, ContactDataInput, ContactSavePayloadSchema } from '@valuta/shared/leads';
import type { ValuationPageResponse, RefineValuationResponse, RefineValuationPayload } from '@valuta/shared/valuation';
import { createHttpClient } from '@valuta/shared/http-client';
import type { AssistanceRequestResponse, AssistanceRequest } from '@valuta/shared/assistance';
import type { StoredRequestResponse } from '@valuta/shared/answers';
import type { Booking } from '@valuta/shared/bookings';
import type { Consultation } from '@valuta/shared/consultations';
import type { SellerContact } from '@valuta/shared/seller-contacts';
import type { PartnerApplication } from '@valuta/shared/partner-applications';
import type { UnsupportedCityRequest, UnsupportedTownPayload } from '@valuta/shared/unsupported-cities';
import type {
  OwnerAreaAppointment,
  OwnerCancelRequest,
  OwnerConsents,
  OwnerHome,
  OwnerHomesResponse,
  OwnerLinkRequest,
  OwnerLinkResponse,
  OwnerMessageResponse,
  OwnerMoveRequest,
  OwnerSessionStart,
  OwnerSessionView,
} from '@valuta/shared/owner-area';

/** Same origin, cookies included. */
const http = createHttpClient();
const pathId = (valuationId: string) => encodeURIComponent(valuationId);

// The valuation chat of /valutazione-range: the server asks the questions.

export const startChat = () => http.post<ChatTurnResponse>('/api/chat/start');

export const sendChatMessage = (valuationId: string, message: string) =>
  http.post<ChatTurnResponse>('/api/chat/message', { valuationId, message } satisfies ChatMessagePayload);

/** `option` is the value of the button pressed. */
export const selectChatOption = (valuationId: string, option: string) =>
  http.post<ChatTurnResponse>('/api/chat/select', { valuationId, option } satisfies ChatSelectPayload);

/** The conversation so far, to resume it after a reload. */
export const loadChatSession = (valuationId: string) => http.get<ChatSessionResponse>(`/api/chat/${pathId(valuationId)}`);

/** Stores the lead and computes the estimate. */
export const saveChatContact = (valuationId: string, contactData: ContactDataInput) =>
  http.post<ContactSaveResponse>('/api/contact/save', { valuationId, contactData } satisfies z.input<typeof ContactSavePayloadSchema>);

/** The application form of a town the chat does not value. */
export const requestUnsupportedCityValuation = (request: UnsupportedCityRequest) =>
  http.post<StoredRequestResponse>('/api/contact/unsupported-city-new', request);

/** The short "call me back" form of a town the chat does not value. */
export const askCallForUnsupportedTown = (payload: UnsupportedTownPayload) =>
  http.post<StoredRequestResponse>('/api/contact/unsupported-city', payload);

// The result page and the conversation after the estimate.

export const loadValuationPage = (valuationId: string) => http.get<ValuationPageResponse>(`/api/valuation/${pathId(valuationId)}`);

/** One exchange with the model, when the server has one. */
export const askAssistantModel = (payload: ChatGptPayload) => http.post<ChatGptResponse>('/api/chat-gpt', payload);

/** One exchange of the scripted conversation (also the model's fallback). */
export const continueScriptedChat = (valuationId: string, message: string) =>
  http.post<PostValuationResponse>('/api/chat/post-valuation', { valuationId, message } satisfies PostValuationPayload);

export const saveAppointment = (payload: AppointmentSavePayload) => http.post<AppointmentSaveResponse>('/api/appointment/save', payload);

// The site's own forms.

export const sendAssistanceRequest = (request: AssistanceRequest) => http.post<AssistanceRequestResponse>('/api/assistenza/richiesta', request);

export const bookConsultation = (booking: Booking) => http.post<StoredRequestResponse>('/api/book-appointment', booking);

export const requestHouseChangeConsultation = (request: Consultation) => http.post<StoredRequestResponse>('/api/strategy-cambio-casa', request);

export const sendPartnerApplication = (application: PartnerApplication) => http.post<StoredRequestResponse>('/api/partner-applications', application);

export const saveSellerContact = (contact: SellerContact) => http.post<StoredRequestResponse>('/api/seller-contacts', contact);

/** POST /api/valuation/refine: the details answered after the estimate; the answer is the new estimate. */
export const refineValuation = (payload: RefineValuationPayload) => http.post<RefineValuationResponse>('/api/valuation/refine', payload);

// The accuracy page: its figures are read in the browser, so a prerendered page never shows old ones.

export const loadPublicAccuracy = () => http.get<PublicAccuracyResponse>('/api/public/accuracy');

// The owner's area ('Area venditore'): the owner session's cookie goes with every call (same origin).

export const requestOwnerLink = (payload: OwnerLinkRequest) => http.post<OwnerLinkResponse>('/api/area-venditore/link', payload);

/** Uses up the e-mail's link and starts the owner's session on this device. */
export const openOwnerLink = (payload: OwnerSessionStart) => http.post<OwnerSessionView>('/api/area-venditore/session', payload);

/** The owner's session on this device, or null when there is none. */
export const loadOwnerSession = () => http.getOrNull<OwnerSessionView>('/api/area-venditore/session');

export const signOutOwner = () => http.post<unknown>('/api/area-venditore/logout');
export const signOutOwnerEverywhere = () => http.post<unknown>('/api/area-venditore/logout-all');

export const loadOwnerHomes = () => http.get<OwnerHomesResponse>('/api/area-venditore/homes');
export const loadOwnerHome = (homeId: string) => http.get<OwnerHome>(`/api/area-venditore/homes/${pathId(homeId)}`);

export const askToMoveAppointment = (appointmentId: number, payload: OwnerMoveRequest) =>
  http.post<OwnerAreaAppointment>(`/api/area-venditore/appointments/${appointmentId}/move`, payload);
export const askToCancelAppointment = (appointmentId: number, payload: OwnerCancelRequest) =>
  http.post<OwnerAreaAppointment>(`/api/area-venditore/appointments/${appointmentId}/cancel`, payload);

export const loadOwnerConsents = () => http.get<OwnerConsents>('/api/area-venditore/consents');
export const saveOwnerConsents = (consents: OwnerConsents) => http.put<OwnerConsents>('/api/area-venditore/consents', consents);

/** Where the browser downloads the owner's data (a zip): a plain link, the cookie goes with it. */
export const OWNER_EXPORT_URL = '/api/area-venditore/export';

export const requestOwnerErasure = () => http.post<OwnerMessageResponse>('/api/area-venditore/erase');
export const confirmOwnerErasure = (token: string) => http.post<OwnerMessageResponse>('/api/area-venditore/erase/confirm', { token });
export const unsubscribeOwner = (token: string) => http.post<OwnerMessageResponse>(`/api/area-venditore/unsubscribe/${pathId(token)}`);
