import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@valuta/shared/http-client';
import SellerContactForm, { sellerErrorAlert } from './SellerContactForm';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/landingvenditori', element: <SellerContactForm /> },
      { path: '/thank-you-page', element: <p>grazie</p> },
    ],
    { initialEntries: ['/landingvenditori'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('seller landing form', () => {
  it('alerts when the privacy box is not ticked and shows the other messages under the fields', async () => {
    const alert = vi.fn<typeof window.alert>();
    vi.stubGlobal('alert', alert);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Prenota la consulenza gratuita' }));
    await screen.findByText('Il nome deve essere di almeno 2 caratteri');
    expect(screen.getByText("Inserisci un'email valida")).toBeTruthy();
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Devi accettare la privacy policy per continuare'));
  });

  it('words each failure for the visitor: no connection, an answer it cannot read, the server’s own words, or none', () => {
    expect(sellerErrorAlert(new HttpError(0, '', ''))).toBe('Errore di connessione. Controlla la connessione internet e riprova.');
    expect(sellerErrorAlert(new HttpError(500, 'Internal Server Error', '<html>'))).toBe('Errore sconosciuto');
    expect(sellerErrorAlert(new HttpError(429, '', '{"error":"Troppe richieste"}'))).toBe('Errore: Troppe richieste');
    expect(sellerErrorAlert(new HttpError(500, '', '{}'))).toBe('Si è verificato un errore. Riprova più tardi.');
  });
});
