import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QueueRow, WorkQueueResponse } from '@valuta/shared/work-queue';
import { answerApi, renderPage, sentCalls } from '../../testing/render-page';
import { WorkQueuePage } from './WorkQueuePage';

afterEach(() => {
  vi.restoreAllMocks();
});

const BASE: Omit<QueueRow, 'key' | 'kind' | 'name' | 'action'> = {
  dueAt: '2026-12-14T08:15:00.000Z',
  overdue: false,
  late: false,
  contactId: 12,
  appointmentId: null,
  phone: '333 1234567',
  email: 'anna@example.it',
  createdAt: '2026-12-14T08:00:00.000Z',
  ageSeconds: 20 * 60,
  callbackWindow: null,
  message: null,
  status: 'new',
  leadType: 'unknown',
  assignee: null,
  estimate: null,
  nextAction: null,
  appointment: null,
};

const QUEUE: WorkQueueResponse = {
  rows: [
    {
      ...BASE,
      key: 'new_lead:12',
      kind: 'new_lead',
      name: 'Anna Verdi',
      late: true,
      overdue: true,
      callbackWindow: 'Mattina (9:00-13:00)',
      action: { kind: 'call', label: 'Chiama', href: 'tel:+393331234567' },
    },
    {
      ...BASE,
      key: 'appointment_request:7',
      kind: 'appointment_request',
      name: 'Bruno Neri',
      contactId: 13,
      appointmentId: 7,
      leadType: 'hot',
      appointment: { status: 'pending', source: 'chat', requestedDate: '2026-12-18', requestedTime: '10:30', scheduledAt: null },
      action: { kind: 'confirm', label: 'Conferma', href: null },
    },
    {
      ...BASE,
      key: 'next_action:14',
      kind: 'next_action',
      name: 'Carla Bianchi',
      contactId: 14,
      leadType: 'curious',
      nextAction: { kind: 'whatsapp', dueAt: '2026-12-14T15:00:00.000Z', note: 'mandare le foto', setBy: null, setAt: '2026-12-13T10:00:00.000Z' },
      action: { kind: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/393331234567' },
    },
  ],
  total: 3,
  now: '2026-12-14T08:20:00.000Z',
  firstContactMinutes: 15,
};

const CONSULENTE = {
  authenticated: true as const,
  admin: { id: 7, email: 'giulia@agenzia.it', name: 'Giulia', role: 'consulente' as const, mustChangePassword: false },
};

describe("'Da fare'", () => {
  it('lists the rows in the order the server gives, the late one marked, each with its one button', async () => {
    answerApi({ '/api/admin/work-queue': QUEUE });
    renderPage(<WorkQueuePage />);
    const rows = within(await screen.findByRole('list', { name: 'Da fare' })).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Anna Verdi', 'Bruno Neri', 'Carla Bianchi']);

    expect(within(rows[0]!).getByText('In ritardo')).toBeTruthy();
    expect(within(rows[0]!).getByText('Richiamata: Mattina (9:00-13:00)')).toBeTruthy();
    expect(within(rows[0]!).getByText('Arrivato 20 min fa')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Chiama: Anna Verdi' }).getAttribute('href')).toBe('tel:+393331234567');
    expect(within(rows[1]!).queryByText('In ritardo')).toBeNull();

    expect(within(rows[1]!).getByText('Alto interesse')).toBeTruthy();
    expect(within(rows[1]!).getByRole('button', { name: 'Conferma: Bruno Neri' })).toBeTruthy();
    expect(within(rows[2]!).getByText('Scrivere su WhatsApp · 14/12/2026 16:00 · mandare le foto')).toBeTruthy();
    expect(within(rows[2]!).getByRole('link', { name: 'WhatsApp: Carla Bianchi' }).getAttribute('href')).toBe('https://wa.me/393331234567');
    expect(screen.getByText('3 cose da fare')).toBeTruthy();
  });

  it("asks how the call went once 'Chiama' is tapped", async () => {
    answerApi({ '/api/admin/work-queue': QUEUE });
    renderPage(<WorkQueuePage />);
    fireEvent.click(await screen.findByRole('link', { name: 'Chiama: Anna Verdi' }));
    expect(await screen.findByText('Registra chiamata · Anna Verdi')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Non risponde' })).toBeTruthy();
  });

  it("lets a titolare see one member's queue, kept in the address", async () => {
    const fetch = answerApi({
      '/api/admin/work-queue': QUEUE,
      '/api/admin/assignees': [{ id: 7, email: 'giulia@agenzia.it', name: 'Giulia', disabled: false }],
    });
    const router = renderPage(<WorkQueuePage />, '/?membro=7');
    await screen.findByRole('list', { name: 'Da fare' });
    const urls = sentCalls(fetch).map((call) => call.url);
    expect(urls).toContain('/api/admin/work-queue?member=7');
    expect(await screen.findByRole('combobox', { name: 'Filtra per membro' })).toBeTruthy();
    expect(await screen.findByText('Giulia')).toBeTruthy();
    expect(router.state.location.search).toBe('?membro=7');
  });

  it("opens Ant Design's select from the closed filter the page first draws, and keeps the choice in the address", async () => {
    answerApi({ '/api/admin/work-queue': QUEUE, '/api/admin/assignees': [] });
    const router = renderPage(<WorkQueuePage />);
    const filter = await screen.findByRole('combobox', { name: 'Filtra per membro' });
    expect(filter.textContent).toBe('Tutto il team');
    fireEvent.click(filter);
    fireEvent.click(await screen.findByTitle('Solo i miei'));
    await waitFor(() => expect(router.state.location.search).toBe('?membro=me'));
  });

  it('gives a consulente their own queue, with no member filter', async () => {
    const fetch = answerApi({ '/api/auth/check': CONSULENTE, '/api/admin/work-queue': QUEUE });
    renderPage(<WorkQueuePage />, '/?membro=3');
    await screen.findByRole('list', { name: 'Da fare' });
    expect(sentCalls(fetch).map((call) => call.url)).toContain('/api/admin/work-queue');
    expect(sentCalls(fetch).map((call) => call.url)).not.toContain('/api/admin/work-queue?member=3');
    expect(screen.queryByRole('combobox', { name: 'Filtra per membro' })).toBeNull();
  });

  it('marks the row a desktop notification opened', async () => {
    answerApi({ '/api/admin/work-queue': QUEUE });
    renderPage(<WorkQueuePage />, '/?riga=next_action:14');
    const list = await screen.findByRole('list', { name: 'Da fare' });
    expect(within(list).getByRole('listitem', { current: true }).getAttribute('aria-label')).toBe('Carla Bianchi');
  });

  it("says when a notification's lead is no longer to do, with its card", async () => {
    answerApi({ '/api/admin/work-queue': QUEUE });
    renderPage(<WorkQueuePage />, '/?riga=new_lead:99');
    expect(await screen.findByText(/non è più tra le cose da fare/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apri la scheda' }).getAttribute('href')).toBe('/contatti/99');
  });

  it('says when there is nothing to do', async () => {
    answerApi({ '/api/admin/work-queue': { ...QUEUE, rows: [], total: 0 } });
    renderPage(<WorkQueuePage />);
    expect(await screen.findByText(/Niente da fare adesso/)).toBeTruthy();
  });
});
