import { describe, expect, it } from 'vitest';
import { LEAD_TYPE_LABELS, leadTypeLabel } from './statuses.js';

describe('lead types', () => {
  it('reads one word per value, and never the ambiguous Interessato', () => {
    expect(leadTypeLabel('hot')).toBe('Alto interesse');
    expect(leadTypeLabel('curious')).toBe('Curioso');
    expect(leadTypeLabel('unknown')).toBe('Da classificare');
    expect(leadTypeLabel(null)).toBe('Da classificare');
    expect(Object.values(LEAD_TYPE_LABELS)).not.toContain('Interessato');
  });
});
