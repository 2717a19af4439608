import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatIsoDay } from '@valuta/shared/format';
import type { LeadOutcomeResponse, LeadOutcomeView } from '@valuta/shared/outcomes';
import { answerApi, renderPage } from '../../testing/render-page';
import { OutcomeTab } from './OutcomeTab';

afterEach(() => vi.restoreAllMocks());

const yesterday = formatIsoDay(new Date(Date.now() - 24 * 60 * 60 * 1000));
const SOLD: LeadOutcomeView = {
  outcome: 'sold',
  mandatePrice: null,
  salePrice: 305_000,
  saleDate: yesterday,
  estimatedValue: 300_000,
  minValue: 270_000,
  maxValue: 330_000,
  valuationVersion: 1,
  comuneCode: '001272',
  zoneCode: 'C1',
  recordedAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
};
const SAVED: LeadOutcomeResponse = {
  success: true,
  outcome: SOLD,
  history: [{ kind: 'recorded', at: new Date().toISOString(), by: 'titolare@agenzia.it', summary: 'Venduto a 305.000 €' }],
};

async function chooseOutcome(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Registra esito' }));
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Esito' }));
  fireEvent.click(await within(document.body).findByTitle(label));
}

describe("the outcome on the lead's card", () => {
  it('asks for the sale price and date before sending a sale', async () => {
    const fetch = answerApi({});
    renderPage(<OutcomeTab contactId={7} outcome={null} history={[]} />);
    await chooseOutcome('Venduto');
    fireEvent.click(screen.getByRole('button', { name: 'Salva esito' }));
    expect(await screen.findByText('Indica il prezzo di vendita.')).toBeTruthy();
    expect(screen.getByText('Indica la data di vendita.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith('/api/admin/contacts/7/outcome', expect.anything());
  });

  it('sends a sale with the price read as staff type it (305.000)', async () => {
    const fetch = answerApi({ '/api/admin/contacts/7/outcome': SAVED });
    renderPage(<OutcomeTab contactId={7} outcome={null} history={[]} />);
    await chooseOutcome('Venduto');
    fireEvent.change(screen.getByLabelText('Prezzo di vendita (€)'), { target: { value: '305.000' } });
    fireEvent.change(screen.getByLabelText('Data di vendita'), { target: { value: yesterday } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva esito' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/contacts/7/outcome',
        expect.objectContaining({
          method: 'PUT',
          body: JSON.stringify({ outcome: 'sold', mandatePrice: null, salePrice: 305_000, saleDate: yesterday }),
        }),
      ),
    );
  });

  it('shows a recorded sale, the error of the estimate and the history', () => {
    answerApi({});
    renderPage(<OutcomeTab contactId={7} outcome={SOLD} history={SAVED.history} />);
    expect(screen.getByText('Venduto')).toBeTruthy();
    // |300.000 - 305.000| / 305.000 = 1,6%, inside 270.000-330.000.
    expect(screen.getByText('1,6% (dentro la forchetta mostrata)')).toBeTruthy();
    expect(screen.getByText('Esito registrato')).toBeTruthy();
  });

  it('offers the removal of an outcome to the titolare only', async () => {
    answerApi({
      '/api/auth/check': {
        authenticated: true,
        admin: { id: 7, email: 'giulia@agenzia.it', name: 'Giulia', role: 'consulente', mustChangePassword: false },
      },
    });
    renderPage(<OutcomeTab contactId={7} outcome={SOLD} history={SAVED.history} />);
    expect(await screen.findByRole('button', { name: 'Modifica esito' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Rimuovi esito' })).toBeNull();
  });

  it('lets the titolare remove an outcome, after a confirmation', async () => {
    const fetch = answerApi({ '/api/admin/contacts/7/outcome': { success: true, outcome: null, history: [] } });
    renderPage(<OutcomeTab contactId={7} outcome={SOLD} history={SAVED.history} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi esito' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rimuovi' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/admin/contacts/7/outcome', expect.objectContaining({ method: 'DELETE' })));
  });
});
