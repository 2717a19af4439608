import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReportCarousel } from './ReportCarousel';
import { REPORT_PAGES } from './report-pages';

const shownPage = () => screen.getByRole('region', { name: 'Esempio di report di valutazione' }).querySelector('img')?.getAttribute('alt');

describe('sample report carousel', () => {
  it('holds the 10 report pages, each with its size and alt text', () => {
    expect(REPORT_PAGES).toHaveLength(10);
    for (const [index, page] of REPORT_PAGES.entries()) {
      expect(page.alt).toMatch(new RegExp(`^Report di esempio, pagina ${index + 1} di 10: .+`));
      expect(page.width).toBeGreaterThan(0);
      expect(page.height).toBeGreaterThan(page.width);
    }
  });

  it('turns the pages with the buttons, the thumbnails and the arrow keys, looping at the ends', () => {
    render(<ReportCarousel pages={REPORT_PAGES} />);
    expect(shownPage()).toBe(REPORT_PAGES[0]?.alt);
    fireEvent.click(screen.getAllByRole('button', { name: 'Pagina successiva' })[0]!);
    expect(shownPage()).toBe(REPORT_PAGES[1]?.alt);
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla pagina 7' }));
    expect(screen.getByRole('button', { name: 'Vai alla pagina 7' }).getAttribute('aria-current')).toBe('true');
    const region = screen.getByRole('region', { name: 'Esempio di report di valutazione' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shownPage()).toBe(REPORT_PAGES[7]?.alt);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownPage()).toBe(REPORT_PAGES[5]?.alt);
    fireEvent.click(screen.getByRole('button', { name: 'Vai alla pagina 1' }));
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shownPage()).toBe(REPORT_PAGES[9]?.alt);
    expect(screen.getByText('Pagina 10 di 10')).toBeTruthy();
  });

  it('turns one page per arrow key in the full-screen view', () => {
    render(<ReportCarousel pages={REPORT_PAGES} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pagina 1 di 10: apri a schermo intero' }));
    const viewer = document.querySelector('dialog')!;
    const close = within(viewer).getByRole('button', { name: 'Chiudi' });
    fireEvent.keyDown(close, { key: 'ArrowRight' });
    expect(within(viewer).getByText('Pagina 2 di 10')).toBeTruthy();
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    fireEvent.keyDown(close, { key: 'ArrowLeft' });
    expect(within(viewer).getByText('Pagina 10 di 10')).toBeTruthy();
    fireEvent.click(close);
    expect(viewer.querySelector('img')).toBeNull();
  });
});
