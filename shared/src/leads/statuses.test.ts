import { describe, expect, it } from 'vitest';
import { leadTypeDetailLabel, leadTypeListLabel } from './statuses.js';

describe('lead types', () => {
  it('keeps both readings of the lead-type labels', () => {
    expect(leadTypeListLabel('hot')).toBe('Interessato');
    expect(leadTypeDetailLabel('hot')).toBe('Alto interesse');
    expect(leadTypeListLabel('curious')).toBe('Curioso');
    expect(leadTypeDetailLabel('curious')).toBe('Interessato');
    expect(leadTypeListLabel(null)).toBe('Da valutare');
  });
});
