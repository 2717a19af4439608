import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminAppointment } from '@valuta/shared/appointments';
import { formatEuro } from '@valuta/shared/format';
import type { ContactDetailsResponse } from '@valuta/shared/leads';
import type { AdminValuation } from '@valuta/shared/valuation';
import { answerApi, renderPage, sentCalls } from '../../testing/render-page';
import { LeadRequestSummary } from './LeadRequestSummary';

afterEach(() => {
  vi.restoreAllMocks();
});

const VALUATION: AdminValuation = {
  id: 'val-1',
  status: 'completed',
  step: 'done',
  address: 'Via Nizza 120, Torino',
  town: 'Torino',
  city: 'Torino',
  street: 'Via Nizza',
  house_number: '120',
  zone: 'Nizza Millefonti',
  category: 'apartment',
  propertyType: 'apartment',
  construction_year: 1970,
  yearBuilt: 1970,
  rooms: 3,
  bathrooms: 1,
  floor: 2,
  squareMeters: 85,
  living_area: 85,
  hasElevator: true,
  hasBalcony: true,
  hasGarden: false,
  hasTerrace: false,
  hasGarage: false,
  condition: 'good',
  equipment: null,
  energyClass: 'E',
  valuationValue: 245_000,
  valore_stimato: 245_000,
  market_value: 245_000,
  valuationMin: 230_000,
  range_min: 230_000,
  valuationMax: 260_000,
  range_max: 260_000,
  pricePerSqm: 2882,
  completed: true,
  createdAt: '2026-12-14T07:50:00.000Z',
  created_at: '2026-12-14T07:50:00.000Z',
  completedAt: '2026-12-14T07:58:00.000Z',
  completed_at: '2026-12-14T07:58:00.000Z',
  contactName: 'Anna Verdi',
  contactEmail: 'anna@example.it',
  contactPhone: '333 1234567',
  explanation: null,
};

const CALLBACK_REQUEST: AdminAppointment = {
  id: 7,
  contact_id: 12,
  user_id: 3,
  phone: '333 1234567',
  requested_date: null,
  requested_time: null,
  status: 'pending',
  owner_request: null,
  notes: null,
  whatsapp_ok: true,
  preferred_time: 'mattina',
  valuation_id: 'val-1',
  created_at: '2026-12-14T08:00:00.000Z',
  source: 'chat',
  name: 'Anna Verdi',
  email: 'anna@example.it',
  scheduled_at: null,
  ends_at: null,
  assignee_id: null,
  assignee_name: null,
  location: null,
  cancel_reason: null,
  actions: ['confirm', 'cancel'],
};

const CARD: ContactDetailsResponse = {
  contact: {
    id: 12,
    name: 'Anna Verdi',
    email: 'anna@example.it',
    phone: '333 1234567',
    created_at: '2026-12-14T08:00:00.000Z',
    updated_at: '2026-12-14T08:00:00.000Z',
    admin_notes: null,
    status: 'new',
    lead_type: 'unknown',
    notes: 'Vorrei vendere entro l’estate',
    preferred_time: 'mattina',
    source: 'chat',
    user_id: 3,
    valuation_id: 'val-1',
    privacy_accepted: true,
    consent_email: true,
    consent_whatsapp: true,
    consents_recorded_at: '2026-12-14T08:00:00.000Z',
    assigned_to: null,
  },
  allUserValuations: [VALUATION],
  valuationsCount: 1,
  appointments: [CALLBACK_REQUEST],
  valuation: VALUATION,
  conversation: null,
  speedToLead: { firstChangeAt: null, waitedSeconds: null },
  outcome: null,
  outcomeHistory: [],
  work: { ageSeconds: 42 * 60, contactedAt: null, firstContactDueAt: '2026-12-14T08:15:00.000Z', late: true, nextAction: null },
  callbackWindow: 'Mattina (9:00-13:00)',
};

describe("the top of a lead's card", () => {
  it('says what the owner asked for, only once, how long they have waited, and that there is no next action yet', async () => {
    answerApi({ '/api/admin/work-settings': { firstContactMinutes: 15, templates: [], updatedAt: null } });
    renderPage(<LeadRequestSummary card={CARD} />);
    const request = await screen.findByLabelText('Richiesta del proprietario');
    expect(within(request).getByText('Mattina (9:00-13:00)')).toBeTruthy();
    expect(request.textContent).toContain(`Stima mostrata${formatEuro(245_000)} (${formatEuro(230_000)} - ${formatEuro(260_000)})`);
    expect(within(request).getByText('Vorrei vendere entro l’estate')).toBeTruthy();
    expect(within(request).getByText('In ritardo')).toBeTruthy();
    expect(within(request).getByText('Arrivato 42 min fa')).toBeTruthy();
    expect(within(request).queryByText(/Da richiamare/)).toBeNull();
    expect(within(request).getByText('Nessuna')).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'Imposta' })).toBeTruthy();
    expect(within(request).getByRole('link', { name: 'Chiama' }).getAttribute('href')).toBe('tel:3331234567');
  });

  it('opens a WhatsApp template filled in for the lead, and logs it once opened', async () => {
    const fetch = answerApi({
      '/api/admin/work-settings': {
        firstContactMinutes: 15,
        templates: [{ id: 'primo-contatto', channel: 'whatsapp', name: 'Primo contatto', subject: '', body: 'Buongiorno {nome}' }],
        updatedAt: null,
      },
      '/api/admin/contacts/12/messages/primo-contatto': {
        templateId: 'primo-contatto',
        channel: 'whatsapp',
        subject: null,
        text: 'Buongiorno Anna Verdi',
        href: 'https://wa.me/393331234567?text=Buongiorno%20Anna%20Verdi',
      },
      '/api/admin/contacts/12/messages': {
        success: true,
        activity: {
          id: 50,
          contactId: 12,
          kind: 'whatsapp',
          at: '2026-12-14T08:45:00.000Z',
          author: { id: 1, name: 'Titolare' },
          payload: { kind: 'whatsapp', templateId: 'primo-contatto', subject: null, text: 'Buongiorno Anna Verdi' },
        },
      },
    });
    renderPage(<LeadRequestSummary card={CARD} />);
    const whatsapp = await screen.findByRole('button', { name: /WhatsApp/ });
    await vi.waitFor(() => expect(whatsapp.hasAttribute('disabled')).toBe(false));
    fireEvent.click(whatsapp);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Primo contatto' }));
    expect(await screen.findByText('Buongiorno Anna Verdi')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Apri in WhatsApp' });
    expect(open.getAttribute('href')).toBe('https://wa.me/393331234567?text=Buongiorno%20Anna%20Verdi');
    // The test stays on the page: the browser would open WhatsApp in a new tab.
    open.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(open);
    await vi.waitFor(() =>
      expect(sentCalls(fetch).find((call) => call.method === 'POST' && call.url === '/api/admin/contacts/12/messages')?.body).toEqual({
        channel: 'whatsapp',
        templateId: 'primo-contatto',
        subject: null,
        text: 'Buongiorno Anna Verdi',
      }),
    );
  });
});
