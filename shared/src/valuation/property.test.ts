import { describe, expect, it } from 'vitest';
import { FLOOR_LABELS, categoryLabel, floorLabel } from './property.js';

describe('property vocabulary', () => {
  it('lists the twelve floor options the chat offers', () => {
    expect(FLOOR_LABELS).toEqual([
      'Piano terra / Piano rialzato',
      '1° piano',
      '2° piano',
      '3° piano',
      '4° piano',
      '5° piano',
      '6° piano',
      '7° piano',
      '8° piano',
      '9° piano',
      '10° piano',
      'Oltre il 10° piano',
    ]);
    expect(floorLabel(0)).toBe('Piano terra / Piano rialzato');
  });

  it("falls back to 'Residenziale' when a valuation has no category", () => {
    expect(categoryLabel(undefined)).toBe('Residenziale');
    expect(categoryLabel('VILLA')).toBe('Villa');
  });
});
