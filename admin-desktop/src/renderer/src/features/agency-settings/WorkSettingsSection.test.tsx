import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WorkSettingsResponse } from '@valuta/shared/work-queue';
import { answerApi, renderPage, sentCalls } from '../../testing/render-page';
import { WorkSettingsSection } from './WorkSettingsSection';

afterEach(() => {
  vi.restoreAllMocks();
});

const SETTINGS: WorkSettingsResponse = {
  firstContactMinutes: 15,
  templates: [{ id: 'primo-contatto', channel: 'whatsapp', name: 'Primo contatto', subject: '', body: 'Buongiorno {nome}, sono {agente}.' }],
  updatedAt: null,
};

describe("'Tempo di primo contatto' and 'Modelli di messaggio'", () => {
  it('saves the minutes and the templates, a new e-mail one with its subject', async () => {
    const fetch = answerApi({ '/api/admin/work-settings': SETTINGS });
    renderPage(<WorkSettingsSection />);
    const minutes = await screen.findByLabelText('Minuti entro cui contattare un nuovo contatto');
    expect(screen.getByDisplayValue('Buongiorno {nome}, sono {agente}.')).toBeTruthy();
    fireEvent.change(minutes, { target: { value: '30' } });

    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un modello e-mail' }));
    const added = await screen.findByRole('group', { name: 'Modello 2' });
    fireEvent.change(within(added).getByLabelText('Nome del modello'), { target: { value: 'Dopo la stima' } });
    fireEvent.change(within(added).getByLabelText('Oggetto'), { target: { value: 'La stima di casa sua' } });
    fireEvent.change(within(added).getByLabelText('Testo'), { target: { value: 'Gentile {nome}, la stima è {stima}.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva tempo e modelli' }));

    await vi.waitFor(() => expect(sentCalls(fetch).some((call) => call.method === 'PUT')).toBe(true));
    const saved = sentCalls(fetch).find((call) => call.method === 'PUT')!;
    expect(saved.url).toBe('/api/admin/work-settings');
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(saved.body).toMatchObject({
      firstContactMinutes: 30,
      templates: [
        SETTINGS.templates[0],
        { channel: 'email', name: 'Dopo la stima', subject: 'La stima di casa sua', body: 'Gentile {nome}, la stima è {stima}.' },
      ],
    });
  });

  it('marks the template field the server refuses', async () => {
    answerApi(
      { '/api/admin/work-settings': SETTINGS },
      {
        'PUT /api/admin/work-settings': {
          status: 400,
          body: {
            error: 'Dati non validi',
            message: 'Il testo del modello è obbligatorio.',
            code: 'validation_error',
            fields: { 'templates.0.body': 'Il testo del modello è obbligatorio.' },
          },
        },
      },
    );
    renderPage(<WorkSettingsSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Salva tempo e modelli' }));
    expect(await screen.findByText('Il testo del modello è obbligatorio.')).toBeTruthy();
  });
});
