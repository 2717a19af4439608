import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import NotFoundPage from './NotFoundPage';

describe('not-found page', () => {
  it('speaks Italian and leads home and to the valuation', () => {
    render(
      <MemoryRouter initialEntries={['/pagina-che-non-esiste']}>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Pagina non trovata');
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Valuta la tua casa' }).getAttribute('href')).toBe('/valutazione-range');
    expect(document.body.textContent).not.toMatch(/Page Not Found|Did you forget/);
  });
});
