import { describe, expect, it } from 'vitest';
import { clampPageIndex, pageCountOf, pageRows } from './pagination';

describe('data table paging', () => {
  it('counts pages, with at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(7, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(25, 10)).toBe(3);
    expect(pageCountOf(10_000, 10)).toBe(1000);
    expect(pageCountOf(10_000, 100)).toBe(100);
  });

  it('keeps the page inside the pages that exist', () => {
    expect(clampPageIndex(5, 3)).toBe(2);
    expect(clampPageIndex(-1, 3)).toBe(0);
    expect(clampPageIndex(1, 3)).toBe(1);
  });

  it('slices one page', () => {
    const rows = Array.from({ length: 25 }, (_, i) => i);
    expect(pageRows(rows, 0, 10)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageRows(rows, 2, 10)).toEqual([20, 21, 22, 23, 24]);
  });
});
