import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSellerContact } from '@valuta/shared/seller-contacts';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage } from '../../testing/render-page';
import { SellerContactsPage } from './SellerContactsPage';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

const RITA: AdminSellerContact = {
  id: 1,
  nome_completo: 'Rita Gallo',
  email: 'rita@example.it',
  telefono: '011 123456',
  indirizzo_immobile: 'Via Po 1, Torino',
  privacy_accettata: true,
  status: 'new',
  admin_notes: null,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  assigned_to: null,
};

describe('the seller contacts CSV', () => {
  const TWO = [RITA, { ...RITA, id: 2, nome_completo: 'Aldo Neri', status: 'closed' as const }];

  it('is written by the server with the filters on screen, and saved through the desktop app with how many', async () => {
    answerApi({ '/api/admin/seller-contacts': TWO });
    const { desktop } = installFakeDesktop();
    renderPage(<SellerContactsPage />, '/contatti-venditori');
    await screen.findByText('Rita Gallo');
    fireEvent.change(screen.getByPlaceholderText(/Cerca/), { target: { value: 'gallo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('Export completato')).toBeTruthy();
    expect(screen.getByText('1 contatto esportato in /home/ufficio/Scaricati/contatti.csv')).toBeTruthy();
    expect(desktop.saveDownload).toHaveBeenCalledWith('/api/admin/export-seller-contacts-csv?search=gallo');
  });

  it('opens the server export in the browser, within the click, and counts what the filters show', async () => {
    answerApi({ '/api/admin/seller-contacts': TWO });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<SellerContactsPage />, '/contatti-venditori');
    await screen.findByText('Rita Gallo');
    fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(open).toHaveBeenCalledWith('/api/admin/export-seller-contacts-csv', '_blank', 'noopener');
    expect(await screen.findByText('Export completato')).toBeTruthy();
    expect(screen.getByText('2 contatti esportati')).toBeTruthy();
  });

  it('says nothing when the save dialog is cancelled, and exports nothing when the filters show nothing', async () => {
    answerApi({ '/api/admin/seller-contacts': TWO });
    const { desktop } = installFakeDesktop();
    desktop.saveDownload.mockResolvedValueOnce({ status: 'cancelled' });
    renderPage(<SellerContactsPage />, '/contatti-venditori');
    await screen.findByText('Rita Gallo');
    const exportButton = screen.getByRole('button', { name: 'Esporta CSV' });
    fireEvent.click(exportButton);
    await vi.waitFor(() => expect(desktop.saveDownload).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(exportButton.classList.contains('ant-btn-loading')).toBe(false));
    expect(screen.queryByText('Export completato')).toBeNull();

    fireEvent.change(screen.getByPlaceholderText(/Cerca/), { target: { value: 'nessuno' } });
    fireEvent.click(exportButton);
    expect(await screen.findByText('Nessun dato da esportare')).toBeTruthy();
    expect(screen.getByText('Non ci sono contatti da esportare con i filtri attuali')).toBeTruthy();
    expect(desktop.saveDownload).toHaveBeenCalledTimes(1);
  });
});

describe('editing a seller contact', () => {
  it('marks the notes the server refuses on the form, in its words, with no toast besides', async () => {
    const tooLong = 'Il testo inserito è troppo lungo';
    answerApi(
      { '/api/admin/seller-contacts': [RITA] },
      {
        'PUT /api/admin/seller-contacts/1': {
          status: 400,
          body: { error: tooLong, message: tooLong, code: 'validation_error', fields: { admin_notes: tooLong } },
        },
      },
    );
    renderPage(<SellerContactsPage />, '/contatti-venditori');
    await screen.findByText('Rita Gallo');
    fireEvent.click(screen.getByLabelText('Modifica Rita Gallo'));
    fireEvent.click(await screen.findByText('Salva Modifiche'));
    expect(await screen.findByText(tooLong)).toBeTruthy();
    // The dialog stays open, for the user to shorten the notes.
    expect(screen.getByText('Modifica Contatto')).toBeTruthy();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });
});
