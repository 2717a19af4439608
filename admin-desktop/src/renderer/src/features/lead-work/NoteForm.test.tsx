import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerApi, renderPage, sentCalls } from '../../testing/render-page';
import { NoteForm } from './NoteForm';

afterEach(() => {
  vi.restoreAllMocks();
});

const notePosts = (fetch: ReturnType<typeof answerApi>) =>
  sentCalls(fetch)
    .filter((call) => call.url === '/api/admin/contacts/12/notes' && call.method === 'POST')
    .map((call) => call.body);

describe('a new note', () => {
  it('is sent as a new entry each time, and the box empties for the next one', async () => {
    const fetch = answerApi({
      '/api/admin/contacts/12/notes': {
        success: true,
        activity: {
          id: 40,
          contactId: 12,
          kind: 'note',
          at: '2026-12-14T08:30:00.000Z',
          author: { id: 1, name: 'Titolare' },
          payload: { kind: 'note', text: 'x' },
        },
      },
    });
    renderPage(<NoteForm contactId={12} />);
    const box = await screen.findByLabelText<HTMLTextAreaElement>('Nuova nota');
    fireEvent.change(box, { target: { value: 'Prima nota' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    await vi.waitFor(() => expect(box.value).toBe(''));
    fireEvent.change(box, { target: { value: 'Seconda nota' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi nota' }));
    await vi.waitFor(() => expect(notePosts(fetch)).toEqual([{ text: 'Prima nota' }, { text: 'Seconda nota' }]));
  });

  it('asks for a text instead of sending an empty note', async () => {
    const fetch = answerApi({});
    renderPage(<NoteForm contactId={12} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aggiungi nota' }));
    expect(await screen.findByText('Scrivi il testo della nota.')).toBeTruthy();
    expect(notePosts(fetch)).toEqual([]);
  });
});
