import { describe, expect, it } from 'vitest';
import { pageWindow, totalPagesOf } from './page-window';

describe('page buttons', () => {
  it('shows every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows seven pages around the current one beyond that, clamped at both ends', () => {
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 50)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(50, 50)).toEqual([44, 45, 46, 47, 48, 49, 50]);
    expect(pageWindow(49, 50)).toEqual([44, 45, 46, 47, 48, 49, 50]);
  });

  it('counts pages of a list, at least one', () => {
    expect(totalPagesOf(0, 20)).toBe(1);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20)).toBe(2);
  });
});
