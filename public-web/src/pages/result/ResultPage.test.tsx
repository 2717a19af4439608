import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import ResultPage from './ResultPage';

describe('result page', () => {
  beforeEach(() => sessionStorage.clear());

  it('goes back to the home page when no valuation was saved in this tab', async () => {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>home</p> },
        { path: '/thank-you-range', element: <ResultPage /> },
      ],
      { initialEntries: ['/thank-you-range'] },
    );
    render(<RouterProvider router={router} />);
    await screen.findByText('home');
    expect(router.state.location.pathname).toBe('/');
  });
});
