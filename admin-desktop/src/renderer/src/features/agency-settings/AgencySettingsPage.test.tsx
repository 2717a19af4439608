import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgencySettingsResponse } from '@valuta/shared/agency';
import { FRESH_AGENCY_SETTINGS } from '../../testing/agency-settings';
import { answerApi, renderPage, type ApiRefusals } from '../../testing/render-page';
import { AgencySettingsPage } from './AgencySettingsPage';

afterEach(() => vi.restoreAllMocks());

const SETTINGS: AgencySettingsResponse = {
  company: {
    ...FRESH_AGENCY_SETTINGS.company,
    legalName: 'Casa Sabauda S.r.l.',
    reaNumber: 'TO-1234567',
    address: 'Via Po 12, 10123 Torino (TO)',
    yearsInBusiness: 12,
  },
  team: [{ id: 'anna', name: 'Anna Bruni', role: 'Consulente', text: '', photoId: 'a'.repeat(32) }],
  reviews: [],
  emailSignature: '',
  updatedAt: '2026-11-20T10:00:00Z',
  missingLegalDetails: ['vatNumber'],
};

describe('Impostazioni agenzia', () => {
  it('names the missing legal details, and names each team photo after the person as it is typed', async () => {
    answerApi({ '/api/admin/agency-settings': SETTINGS });
    renderPage(<AgencySettingsPage />, '/impostazioni-agenzia');
    expect(await screen.findByText("Mancano: partita IVA. Sono obbligatori sul sito di un'agenzia.")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Anni di attività').value).toBe('12');
    expect(screen.getByRole('img', { name: 'Foto di Anna Bruni' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Nome e cognome'), { target: { value: 'Anna Maria Bruni' } });
    expect(await screen.findByRole('img', { name: 'Foto di Anna Maria Bruni' })).toBeTruthy();
    expect(screen.getByText('Nessuna recensione: la sezione delle recensioni non compare sul sito.')).toBeTruthy();
  });

  it('marks the fields the server refuses, each entry by its place in the list', async () => {
    const roleMissing = 'Il ruolo è obbligatorio';
    answerApi(
      { '/api/admin/agency-settings': SETTINGS },
      {
        'PUT /api/admin/agency-settings': {
          status: 400,
          body: { error: roleMissing, message: roleMissing, code: 'validation_error', fields: { 'team.0.role': roleMissing } },
        },
      },
    );
    renderPage(<AgencySettingsPage />, '/impostazioni-agenzia');
    fireEvent.change(await screen.findByLabelText('Ruolo'), { target: { value: '' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva impostazioni' })));
    expect(await screen.findByText(roleMissing)).toBeTruthy();
    expect(await screen.findByText('Impostazioni non salvate')).toBeTruthy();
  });

  it('says the server cannot be reached, not that a field is wrong, when no answer comes', async () => {
    answerApi({ '/api/admin/agency-settings': SETTINGS }, { 'PUT /api/admin/agency-settings': 'unreachable' });
    renderPage(<AgencySettingsPage />, '/impostazioni-agenzia');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Salva impostazioni' })));
    expect(await screen.findByText('Impossibile raggiungere il server. Controlla la connessione e riprova.')).toBeTruthy();
    expect(screen.queryByText('Controlla i campi evidenziati e riprova.')).toBeNull();
  });

  it('unmarks the refused fields once a save succeeds', async () => {
    const taken = 'Questo indirizzo è già usato da un altro membro';
    const refusals: ApiRefusals = {
      'PUT /api/admin/agency-settings': {
        status: 409,
        body: { error: taken, message: taken, code: 'conflict', fields: { 'company.agencyName': taken } },
      },
    };
    answerApi({ '/api/admin/agency-settings': SETTINGS }, refusals);
    renderPage(<AgencySettingsPage />, '/impostazioni-agenzia');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Salva impostazioni' })));
    expect(await screen.findByText(taken)).toBeTruthy();
    // The same document saved again, now accepted: the field's mark goes with the refusal.
    delete refusals['PUT /api/admin/agency-settings'];
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Salva impostazioni' })));
    expect(await screen.findByText('Impostazioni salvate')).toBeTruthy();
    // The message leaves with Ant Design's fade-out.
    await waitFor(() => expect(screen.queryByText(taken)).toBeNull());
  });
});
