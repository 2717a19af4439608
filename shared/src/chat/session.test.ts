import { describe, expect, it } from 'vitest';
import { specialInputFor, valuationMessage } from './session.js';

describe('specialInputFor', () => {
  it('opens the surface input for questions about square metres', () => {
    expect(specialInputFor('Quanti metri quadri misura la casa?')).toBe('surface');
  });
  it('opens the floor drop-down for "a che piano"', () => {
    expect(specialInputFor('A che piano si trova?')).toBe('floor');
  });
  it('opens the year input for the construction year', () => {
    expect(specialInputFor("In che anno è stato costruito l'edificio?")).toBe('year');
  });
  it('opens nothing for other questions', () => {
    expect(specialInputFor('Quanti bagni ci sono?')).toBeNull();
    expect(specialInputFor(undefined)).toBeNull();
  });
});

describe('valuationMessage', () => {
  it('opens with the words the chat highlights, in euros without decimals', () => {
    expect(valuationMessage({ minValue: 285000, maxValue: 315000, pricePerSqm: 3333 })).toBe(
      'Ecco il valore stimato per il tuo immobile: da 285.000\u00a0€ a 315.000\u00a0€ (circa 3.333\u00a0€/m²).',
    );
  });
});
