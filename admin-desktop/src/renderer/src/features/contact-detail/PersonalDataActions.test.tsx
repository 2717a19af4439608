import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeDesktop } from '../../testing/fake-desktop';
import { answerApi, renderPage } from '../../testing/render-page';
import { PersonalDataActions } from './PersonalDataActions';

/** Opens 'Altre azioni' and picks one of its entries. */
async function chooseFromMenu(entry: string) {
  fireEvent.click(await screen.findByRole('button', { name: /Altre azioni/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

afterEach(() => {
  delete window.desktop;
  vi.restoreAllMocks();
});

describe("a person's data rights on their card", () => {
  it("keeps 'Cancella dati' and 'Elimina contatto' in 'Altre azioni', away from the card's everyday buttons", async () => {
    answerApi({});
    const onDelete = vi.fn<() => void>();
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" onDelete={onDelete} />);
    expect(await screen.findByRole('button', { name: /Altre azioni/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancella dati' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina contatto' })).toBeNull();
    await chooseFromMenu('Elimina contatto');
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it("downloads 'Esporta dati' in the browser, and through the save dialog on the desktop", async () => {
    answerApi({});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" onDelete={() => undefined} />);
    await chooseFromMenu('Esporta dati');
    expect(open).toHaveBeenCalledWith('/api/admin/contacts/7/personal-data', '_blank', 'noopener');
  });

  it('saves the export through the desktop app', async () => {
    answerApi({});
    const { desktop } = installFakeDesktop();
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" onDelete={() => undefined} />);
    await chooseFromMenu('Esporta dati');
    expect(await screen.findByText('Download completato')).toBeTruthy();
    expect(desktop.saveDownload).toHaveBeenCalledWith('/api/admin/contacts/7/personal-data');
  });

  it("erases only after 'Cancella dati' is confirmed, and says so", async () => {
    const fetch = answerApi({ '/api/admin/contacts/7/personal-data': { success: true, rows: { contatti: 1 }, untouched: {} } });
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" onDelete={() => undefined} />);
    await chooseFromMenu('Cancella dati');
    expect(await screen.findByText(/L'operazione non può essere annullata/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancella dati' }));
    expect(await screen.findByText('I dati personali di Giovanna Esposito sono stati cancellati.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/admin/contacts/7/personal-data', expect.objectContaining({ method: 'DELETE' }));
    expect(screen.queryByText(/non sono state toccate|non è stata toccata/)).toBeNull();
  });

  it('says which requests with the same e-mail but another phone were left alone', async () => {
    answerApi({ '/api/admin/contacts/7/personal-data': { success: true, rows: { contatti: 1 }, untouched: { contatti: 1, appuntamenti: 1 } } });
    renderPage(<PersonalDataActions contactId={7} name="Giovanna Esposito" onDelete={() => undefined} />);
    await chooseFromMenu('Cancella dati');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancella dati' }));
    expect(await screen.findByText('2 richieste non sono state toccate')).toBeTruthy();
    expect(screen.getByText(/cancellale dalla loro scheda/)).toBeTruthy();
  });
});
