import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminSellerContact } from '@valuta/shared/admin-api';
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

describe('the seller contacts CSV in the desktop app', () => {
  it('goes to the save dialog as bytes with the byte-order mark, and counts what was exported', async () => {
    answerApi({ '/api/admin/seller-contacts': [RITA] });
    const { desktop } = installFakeDesktop();
    renderPage(<SellerContactsPage />, '/contatti-venditori');
    await screen.findByText('Rita Gallo');
    fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    expect(await screen.findByText('1 contatto esportato')).toBeTruthy();
    const [filename, bytes] = desktop.saveFile.mock.calls[0]!;
    expect(filename).toMatch(/^contatti_venditori_\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('Rita Gallo');
  });

  it('says nothing when the dialog is cancelled', async () => {
    answerApi({ '/api/admin/seller-contacts': [RITA] });
    const { desktop } = installFakeDesktop();
    desktop.saveFile.mockResolvedValueOnce({ status: 'cancelled' });
    renderPage(<SellerContactsPage />, '/contatti-venditori');
    await screen.findByText('Rita Gallo');
    fireEvent.click(screen.getByRole('button', { name: 'Esporta CSV' }));
    await vi.waitFor(() => expect(desktop.saveFile).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Export completato')).toBeNull();
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
