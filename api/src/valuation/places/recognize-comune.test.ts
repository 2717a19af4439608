import { describe, expect, it } from 'vitest';
import { recognizeComune } from './recognize-comune.js';

const COVERED = new Set(['001272', '001156', '001086', '001130', '001235']);
const isCovered = (istat: string) => COVERED.has(istat);
const recognise = (text: string) => recognizeComune(text, isCovered);

describe('recognising a comune in what the owner types', () => {
  it('finds a covered comune whatever the case, accents or province mark', () => {
    for (const text of ['Torino', 'torino', 'TORINO', ' Torino (TO) ', 'a Torino', 'comune di Torino', 'Torino, TO']) {
      expect(recognise(text)).toMatchObject({ kind: 'found', comune: { name: 'Torino', istat: '001272' }, covered: true });
    }
    expect(recognise('Cirie')).toMatchObject({ kind: 'found', comune: { name: 'Ciriè' }, covered: true });
    expect(recognise('Leinì')).toMatchObject({ kind: 'found', comune: { name: 'Leini' }, covered: true });
  });

  it('finds the comune at the end of a full address', () => {
    expect(recognise('Via Roma 10, 10024 Moncalieri')).toMatchObject({ kind: 'found', comune: { name: 'Moncalieri' } });
  });

  it('recognises a comune outside the covered area, and says so', () => {
    expect(recognise('Milano')).toMatchObject({ kind: 'found', comune: { name: 'Milano', province: 'MI' }, covered: false });
    expect(recognise("Sant'Ambrogio di Torino")).toMatchObject({ kind: 'found', covered: false });
    expect(recognise('bolzano')).toMatchObject({ kind: 'found', comune: { name: 'Bolzano', province: 'BZ' } });
  });

  it('tells apart comuni with the same name by province, or by coverage', () => {
    expect(recognise('Samone (TN)')).toMatchObject({ kind: 'found', comune: { province: 'TN' }, covered: false });
    expect(recognise('Samone')).toMatchObject({ kind: 'found', comune: { province: 'TO' }, covered: true });
  });

  it('asks which one when a shared name has nothing to choose by', () => {
    const result = recognise('Peglio');
    expect(result.kind).toBe('ambiguous');
    expect(result.kind === 'ambiguous' && result.candidates.map((comune) => comune.province).sort()).toEqual(['CO', 'PU']);
  });

  it('suggests the closest names for a small typo, covered ones first', () => {
    const result = recognise('Moncaliery');
    expect(result).toMatchObject({ kind: 'suggestion', candidates: [{ name: 'Moncalieri' }] });
    expect(recognise('Trino')).toMatchObject({ kind: 'found', comune: { name: 'Trino' } });
    expect(recognise('Torinoo')).toMatchObject({ kind: 'suggestion', candidates: [{ name: 'Torino' }] });
  });

  it('recognises a postcode alone', () => {
    expect(recognise('10138')).toMatchObject({ kind: 'found', comune: { name: 'Torino' } });
  });

  it('says unknown for text that is no comune', () => {
    expect(recognise('boh non saprei')).toEqual({ kind: 'unknown' });
    expect(recognise('')).toEqual({ kind: 'unknown' });
    expect(recognise('xyzqwerty')).toEqual({ kind: 'unknown' });
  });
});
