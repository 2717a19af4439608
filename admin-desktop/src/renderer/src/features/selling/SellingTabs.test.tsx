import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Tabs } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminEntry, AdminSelling, Offer, Viewing } from '@valuta/shared/owner-area';
import { answerApi, renderPage } from '../../testing/render-page';
import { SectionTabs } from '../../components/SectionTabs';
import { sellingTabItems } from './SellingTabs';

afterEach(() => vi.restoreAllMocks());

const STAMPS = { created_at: '2026-12-01T10:00:00Z', updated_at: '2026-12-01T10:00:00Z' };
const VIEWING: AdminEntry<Viewing> = {
  id: 4,
  date: '2026-12-01',
  buyer_first_name: 'Giulia',
  feedback: 'Luminosa',
  interest: 4,
  visible_to_owner: false,
  ...STAMPS,
};
const SELLING: AdminSelling = { contact_id: 9, mandate_since: '2026-11-10', asking_price: 329_000, viewings: [VIEWING], offers: [], activities: [] };

function renderTabs(active = 'viewings') {
  renderPage(<Tabs defaultActiveKey={active} items={sellingTabItems(9)} />);
}

describe("'Visite', 'Proposte', 'Attività' on the lead's card", () => {
  it('lists the viewings and publishes one to the owner with its switch', async () => {
    const fetch = answerApi({ '/api/admin/contacts/9/selling': SELLING });
    renderTabs();
    expect(await screen.findByText(/Giulia · interesse 4\/5/)).toBeTruthy();
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/contacts/9/selling/viewings/4',
        expect.objectContaining({
          method: 'PUT',
          body: JSON.stringify({ date: '2026-12-01', buyer_first_name: 'Giulia', feedback: 'Luminosa', interest: 4, visible_to_owner: true }),
        }),
      ),
    );
  });

  it('records an offer hidden from the owner unless chosen', async () => {
    const offer: AdminEntry<Offer> = {
      id: 1,
      date: '2026-12-03',
      amount: 315_000,
      state: 'in_valutazione',
      state_label: 'In valutazione',
      visible_to_owner: false,
      ...STAMPS,
    };
    const fetch = answerApi({ '/api/admin/contacts/9/selling': SELLING, '/api/admin/contacts/9/selling/offers': offer });
    renderTabs('offers');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova proposta' }));
    const form = screen.getByRole('button', { name: 'Salva' }).closest('form')!;
    expect(within(form).getByRole('switch').getAttribute('aria-checked')).toBe('false');
    fireEvent.change(within(form).getByLabelText('Data'), { target: { value: '2026-12-03' } });
    fireEvent.change(within(form).getByLabelText('Importo (€)'), { target: { value: '315000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/admin/contacts/9/selling/offers',
        expect.objectContaining({
          method: 'POST',
          body: JSON.stringify({ date: '2026-12-03', amount: 315_000, state: 'in_valutazione', visible_to_owner: false }),
        }),
      ),
    );
  });

  it('refuses a viewing without the buyer’s name before sending it', async () => {
    const fetch = answerApi({ '/api/admin/contacts/9/selling': SELLING });
    renderTabs();
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova visita' }));
    const form = screen.getByRole('button', { name: 'Salva' }).closest('form')!;
    fireEvent.change(within(form).getByLabelText('Data'), { target: { value: '2026-12-03' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Salva' }));
    expect(await within(form).findByText("Il nome dell'acquirente è obbligatorio")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalledWith('/api/admin/contacts/9/selling/viewings', expect.anything());
  });

  it('keeps a form opened in one tab to that tab, in the card’s own tabs', async () => {
    answerApi({ '/api/admin/contacts/9/selling': SELLING });
    renderPage(<SectionTabs label="Sezioni della scheda" sections={sellingTabItems(9)} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Nuova visita' }));
    expect(screen.getByLabelText("Nome dell'acquirente")).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Proposte' }));
    expect(await screen.findByRole('button', { name: 'Nuova proposta' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva' })).toBeNull();
  });
});
