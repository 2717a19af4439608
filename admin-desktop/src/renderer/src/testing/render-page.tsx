import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import type { AgencySettingsResponse } from '@valuta/shared/agency';
import type { AssistanceListResponse } from '@valuta/shared/assistance';
import type {
  ActivityCreatedResponse,
  CallLoggedResponse,
  ContactDetailsResponse,
  ContactsListResponse,
  LeadActivitiesResponse,
  NextActionResponse,
} from '@valuta/shared/leads';
import type { RenderedMessageResponse, WorkQueueCountsResponse, WorkQueueResponse, WorkSettingsResponse } from '@valuta/shared/work-queue';
import type { AppointmentAssigneesResponse, AppointmentsListResponse } from '@valuta/shared/appointments';
import type { DashboardResponse } from '@valuta/shared/dashboard';
import type { SellerContactsListResponse } from '@valuta/shared/seller-contacts';
import type { UnsupportedCityListResponse } from '@valuta/shared/unsupported-cities';
import type { OwnersListResponse } from '@valuta/shared/owners';
import type { SuccessResponse } from '@valuta/shared/answers';
import type { ApiErrorBody } from '@valuta/shared/http-client';
import type { AuthState } from '@valuta/shared/auth';
import type { AssigneeSummary, TeamListResponse } from '@valuta/shared/team';
import type { PersonalDataEraseResponse } from '@valuta/shared/data-rights';
import type { LeadOutcomeResponse } from '@valuta/shared/outcomes';
import type { Activity, AdminEntry, AdminSelling, Offer, Viewing } from '@valuta/shared/owner-area';
import type { ZoneCorrectionHistoryResponse, ZoneCorrectionPreviewResponse } from '@valuta/shared/zone-corrections';
import { AntdScope } from '../app/antd-scope';
import { Providers, createQueryClient } from '../app/providers';

/** Renders a back-office page as the app does (providers, Ant Design's scope as routes.tsx gives it, router) at a path. */
export function renderPage(element: ReactNode, path = '/') {
  const router = createMemoryRouter([{ path: '*', element: <AntdScope>{element}</AntdScope> }], { initialEntries: [path] });
  render(
    <Providers client={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

/**
 * The answers a page's test may give, by path, each typed as the server sends it (each domain's module
 * of shared/src): a fake the server could never send fails the type-check.
 */
export interface ApiAnswers {
  '/api/auth/check': AuthState;
  '/api/admin/dashboard': DashboardResponse;
  '/api/admin/contacts': ContactsListResponse;
  '/api/admin/assistenze': AssistanceListResponse;
  '/api/admin/seller-contacts': SellerContactsListResponse;
  '/api/admin/unsupported-city-contacts': UnsupportedCityListResponse;
  '/api/admin/users': OwnersListResponse;
  '/api/admin/assignees': AssigneeSummary[];
  /** The staff accounts (the Team page; the setup checklist's team step). */
  '/api/admin/team': TeamListResponse;
  /** Who can go to an appointment ('Chi va'). */
  '/api/admin/appointments/assignees': AppointmentAssigneesResponse;
  /** A member's own new password ('Il mio profilo', or the first sign-in with a temporary one). */
  '/api/admin/profile/password': SuccessResponse;
  /** A person's erasure (DELETE on their card): how many rows of which tables. */
  [personalData: `/api/admin/contacts/${number}/personal-data`]: PersonalDataEraseResponse;
  /** A lead's outcome recorded, changed or removed on its card. */
  [outcome: `/api/admin/contacts/${number}/outcome`]: LeadOutcomeResponse;
  /** The selling dashboard of a lead in 'Mandato'; a POST under it (a new entry) is answered with it too. */
  [selling: `/api/admin/contacts/${number}/selling`]: AdminSelling;
  [sellingEntry: `/api/admin/contacts/${number}/selling/${'viewings' | 'offers' | 'activities'}`]: AdminEntry<Viewing | Offer | Activity>;
  /** The zone corrections' history; a POST there (apply) answers the same shape. */
  '/api/admin/zone-corrections': ZoneCorrectionHistoryResponse;
  '/api/admin/zone-corrections/preview': ZoneCorrectionPreviewResponse;
  /** 'Impostazioni agenzia': the document; a PUT there (save) answers the same shape. */
  '/api/admin/agency-settings': AgencySettingsResponse;
  /** 'Da fare' (whatever the member filter) and the sidebar's counts. */
  '/api/admin/work-queue': WorkQueueResponse;
  '/api/admin/work-queue/counts': WorkQueueCountsResponse;
  /** 'Tempo di primo contatto' and 'Modelli di messaggio'; a PUT there (save) answers the same shape. */
  '/api/admin/work-settings': WorkSettingsResponse;
  '/api/admin/appointments': AppointmentsListResponse;
  /** A lead's card, its timeline, and what the card adds to it. */
  [details: `/api/admin/contacts/${number}/details`]: ContactDetailsResponse;
  [activities: `/api/admin/contacts/${number}/activities`]: LeadActivitiesResponse;
  [note: `/api/admin/contacts/${number}/notes`]: ActivityCreatedResponse;
  [call: `/api/admin/contacts/${number}/calls`]: CallLoggedResponse;
  [message: `/api/admin/contacts/${number}/messages`]: ActivityCreatedResponse;
  [rendered: `/api/admin/contacts/${number}/messages/${string}`]: RenderedMessageResponse;
  [nextAction: `/api/admin/contacts/${number}/next-action`]: NextActionResponse;
}

/** The session a page's test runs in unless it says otherwise: the agency's titolare. */
const TITOLARE_SESSION: AuthState = {
  authenticated: true,
  admin: { id: 1, email: 'titolare@agenzia.it', name: 'Titolare', role: 'titolare', mustChangePassword: false },
};

const NOT_FOUND: ApiErrorBody = { error: 'Risorsa non trovata.', message: 'Risorsa non trovata.', code: 'not_found' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * A call the API refuses, keyed 'METHOD /path': its status and error answer, or 'unreachable' for a call that
 * gets no answer at all (the network or the server down: fetch rejects, as a browser's does).
 */
export type ApiRefusals = Record<string, { status: number; body: ApiErrorBody } | 'unreachable'>;

/**
 * Answers the page's calls as the API would: each refused call with its error, each read path (the query
 * aside) with its answer, and any other path with the API's 404. (Exports are no call of the page's: the
 * browser's new tab or the desktop app's main process downloads them.) The session is a
 * titolare's and the team empty unless the test answers those paths itself.
 */
export function answerApi(answers: Partial<ApiAnswers>, refusals: ApiRefusals = {}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const refusal = refusals[`${init?.method ?? 'GET'} ${path}`];
    if (refusal === 'unreachable') throw new TypeError('Failed to fetch');
    if (refusal) return json(refusal.body, refusal.status);
    const withDefaults: Partial<ApiAnswers> = { '/api/auth/check': TITOLARE_SESSION, '/api/admin/assignees': [], ...answers };
    const answer = withDefaults[path as keyof ApiAnswers];
    if (answer === undefined) return json(NOT_FOUND, 404);
    return json(answer);
  });
}

/** A call the page made: its method, its address as sent (the query included) and its JSON body, if any. */
export interface SentCall {
  method: string;
  url: string;
  body: unknown;
}

/** The calls the page made through answerApi's fetch, in order. */
export function sentCalls(fetch: ReturnType<typeof answerApi>): SentCall[] {
  return fetch.mock.calls.map(([input, init]) => ({
    method: init?.method ?? 'GET',
    url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  }));
}
