import { fireEvent, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RouterSiteNavigation } from '../../layout/RouterSiteNavigation';
import { chatUrlFor } from '../../lib/chat-url';
import HomePage from './HomePage';

describe('home page city form', () => {
  it('builds the chat URL with the city encoded, or without it when blank', () => {
    expect(chatUrlFor('  San Mauro Torinese ')).toBe('/valutazione-range?city=San%20Mauro%20Torinese');
    expect(chatUrlFor('   ')).toBe('/valutazione-range');
  });

  it('navigates to the chat on submit', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <RouterSiteNavigation>
              <HomePage />
            </RouterSiteNavigation>
          ),
        },
        { path: '/valutazione-range', element: <p>chat</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    fireEvent.change(screen.getByLabelText("Città o indirizzo dell'immobile"), { target: { value: 'Torino' } });
    fireEvent.click(screen.getByRole('button', { name: 'Inizia Valutazione' }));
    await screen.findByText('chat');
    expect(router.state.location.search).toBe('?city=Torino');
  });
});
