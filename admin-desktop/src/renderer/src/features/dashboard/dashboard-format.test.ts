import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent } from './dashboard-format';

describe('dashboard figures', () => {
  it('shows the conversion rate as a percent with one decimal', () => {
    expect(formatPercent(28.6)).toBe('28,6%');
    expect(formatPercent(0)).toBe('0,0%');
    expect(formatPercent(100)).toBe('100,0%');
  });

  it('shows the average chat time in minutes and seconds', () => {
    expect(formatDuration(250)).toBe('4 min 10 s');
    expect(formatDuration(240)).toBe('4 min');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(null)).toBeNull();
  });
});
