import { describe, expect, it } from 'vitest';
import { TURIN_ZONES } from '../data/turin-zones.js';
import { findQuartiere, quartiereOptions, quartieriNamedAfter } from './quartieri.js';

const TORINO = '001272';

describe('Turin quartieri', () => {
  it('map every quartiere to a real price zone', () => {
    const codes = new Set(TURIN_ZONES.map((zone) => zone.code));
    for (const quartiere of quartiereOptions(TORINO)) expect(codes.has(quartiere.zone)).toBe(true);
  });

  it('are offered for Torino only', () => {
    expect(quartiereOptions(TORINO).length).toBeGreaterThan(20);
    expect(quartiereOptions('001156')).toEqual([]);
  });

  it('are found in what the owner types, with aliases and small typos', () => {
    expect(findQuartiere(TORINO, 'Abito a San Salvario')?.zone).toBe('B8');
    expect(findQuartiere(TORINO, 'crocetta')?.zone).toBe('C4');
    expect(findQuartiere(TORINO, 'Borgo S. Paolo')?.zone).toBe('C13');
    expect(findQuartiere(TORINO, 'Vanchilgia')?.zone).toBe('C16');
    expect(findQuartiere(TORINO, 'le vallette')?.zone).toBe('D13');
    expect(findQuartiere(TORINO, 'non saprei')).toBeNull();
  });

  it('are found from the start of a name or a misspelt one, as typed on a phone', () => {
    expect(findQuartiere(TORINO, 'san salv')?.label).toBe('San Salvario');
    expect(findQuartiere(TORINO, 'borgo s paolo')?.label).toBe('San Paolo - Cenisia');
    expect(findQuartiere(TORINO, 'crocceta')?.label).toBe('Crocetta');
    expect(findQuartiere(TORINO, 'barriera di mil')?.label).toBe('Barriera di Milano');
    expect(findQuartiere(TORINO, 'san')).toBeNull();
    // One word of several matching the start of an alias ("casa" of "corso casale") names no quartiere.
    for (const typed of ['casa mia', 'casa indipendente', 'una casa grande']) expect(findQuartiere(TORINO, typed), typed).toBeNull();
    expect(findQuartiere(TORINO, 'san salvario torino')?.label).toBe('San Salvario');
  });
});

describe('quartieri a street is known by', () => {
  it('are the quartieri named after it, or holding it among their names or their price zone’s', () => {
    expect(quartieriNamedAfter(TORINO, 'Via Nizza').map((quartiere) => quartiere.label)).toEqual(['Nizza Millefonti']);
    expect(quartieriNamedAfter(TORINO, 'Via Roma').map((quartiere) => quartiere.label)).toEqual(['Centro']);
    expect(quartieriNamedAfter(TORINO, 'Corso Galileo Ferraris').map((quartiere) => quartiere.label)).toEqual(['Crocetta']);
    // "Via Po" is one of Piazza Vittorio's names: the street with its type wins over Borgo Po's "Po".
    expect(quartieriNamedAfter(TORINO, 'Via Po').map((quartiere) => quartiere.label)).toEqual(['Piazza Vittorio']);
  });

  it('are none for a street the tables do not know, or outside Torino', () => {
    expect(quartieriNamedAfter(TORINO, 'Corso Francia')).toEqual([]);
    expect(quartieriNamedAfter('001156', 'Via Nizza')).toEqual([]);
  });

  it('include the names of the imported OMI zones', () => {
    expect(quartieriNamedAfter(TORINO, 'Corso Unione Sovietica')).toEqual([]);
    const imported = new Map([['D5', 'SANTA RITA - CORSO UNIONE SOVIETICA']]);
    expect(quartieriNamedAfter(TORINO, 'Corso Unione Sovietica', imported).map((quartiere) => quartiere.label)).toEqual(['Santa Rita']);
  });
});
