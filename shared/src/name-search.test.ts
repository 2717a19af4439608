import { describe, expect, it } from 'vitest';
import { bestName, searchNames } from './name-search.js';

const NAMES = [
  { label: 'Centro', aliases: ['via roma'] },
  { label: 'San Salvario' },
  { label: 'San Secondo' },
  { label: 'Crocetta' },
  { label: 'San Paolo - Cenisia', aliases: ['borgo san paolo'] },
  { label: 'Borgo Po' },
];

describe('the quartiere type-ahead', () => {
  it('suggests names from their first letters, best first', () => {
    expect(searchNames('san salv', NAMES).map((name) => name.label)[0]).toBe('San Salvario');
    expect(searchNames('san', NAMES).map((name) => name.label)).toEqual(['San Salvario', 'San Secondo', 'San Paolo - Cenisia']);
    expect(searchNames('CROC', NAMES).map((name) => name.label)).toEqual(['Crocetta']);
  });

  it('forgives abbreviations and small typos', () => {
    expect(searchNames('borgo s paolo', NAMES)[0]?.label).toBe('San Paolo - Cenisia');
    expect(searchNames('crocceta', NAMES)[0]?.label).toBe('Crocetta');
    expect(searchNames('zona xyz', NAMES)).toEqual([]);
  });

  it('names one quartiere only when it is clearly meant', () => {
    expect(bestName('san salv', NAMES)?.label).toBe('San Salvario');
    expect(bestName('san', NAMES)).toBeNull();
    expect(bestName('non saprei', NAMES)).toBeNull();
  });
});
