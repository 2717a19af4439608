import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage } from '../../testing/render-page';
import { PersonalDataActions } from './PersonalDataActions';

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

describe("a person's data rights on their card", () => {
  it("downloads 'Esporta dati' in the browser, and through the save dialog on the desktop", async () => {
    answerApi({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta dati' }));
    expect(open).toHaveBeenCalledWith('/api/admin/contacts/7/personal-data', '_blank', 'noopener');
  });

  it('saves the export through the desktop app', async () => {
    answerApi({});
    const { desktop } = installFakeDesktop();
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Esporta dati' }));
    expect(await screen.findByText('Download completato')).toBeTruthy();
    expect(desktop.saveDownload).toHaveBeenCalledWith('/api/admin/contacts/7/personal-data');
  });

  it("erases only after 'Cancella dati' is confirmed, and says so", async () => {
    const fetch = answerApi({ '/api/admin/contacts/7/personal-data': { success: true, rows: { contatti: 1 }, untouched: {} } });
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancella dati' }));
    expect(await screen.findByText(/L'operazione non può essere annullata/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    const confirm = screen.getAllByRole('button', { name: 'Cancella dati' }).at(-1)!;
    fireEvent.click(confirm);
    expect(await screen.findByText('I dati personali di Giovanna Esposito sono stati cancellati.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/admin/contacts/7/personal-data', expect.objectContaining({ method: 'DELETE' }));
    expect(screen.queryByText(/non sono state toccate|non è stata toccata/)).toBeNull();
  });

  it('says which requests with the same e-mail but another phone were left alone', async () => {
    answerApi({ '/api/admin/contacts/7/personal-data': { success: true, rows: { contatti: 1 }, untouched: { contatti: 1, appuntamenti: 1 } } });
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancella dati' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancella dati' }).at(-1)!);
    expect(await screen.findByText('2 richieste non sono state toccate')).toBeTruthy();
    expect(screen.getByText(/cancellale dalla loro scheda/)).toBeTruthy();
  });
});
