import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_BRAND } from '@valuta/shared/brand';
import { applyServerBrand, brand } from '../lib/brand';
import { Footer } from './Footer';

const original = { ...brand };
afterEach(() => applyServerBrand(original));

describe('footer', () => {
  it('writes the full stop after a legal name that ends with one only once', () => {
    applyServerBrand({ ...DEFAULT_BRAND, agencyName: 'Casa Sabauda', legalName: 'Casa Sabauda S.r.l.' });
    render(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} Casa Sabauda S.r.l. Tutti i diritti riservati.`)).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).not.toContain('..');
  });

  it('ends the agency’s name with a full stop when it has none', () => {
    applyServerBrand({ ...DEFAULT_BRAND, agencyName: 'Casa Sabauda', legalName: '' });
    render(<Footer />);
    expect(screen.getByText(`© ${new Date().getFullYear()} Casa Sabauda. Tutti i diritti riservati.`)).toBeTruthy();
  });
});
