import { describe, expect, it } from 'vitest';
import { ariaSortOf, nextSort } from './sorting';

describe('sortable headers', () => {
  it('cycle ascending → descending → unsorted; another column starts ascending', () => {
    const asc = nextSort(undefined, 'name');
    expect(asc).toEqual({ key: 'name', descending: false });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ key: 'name', descending: true });
    expect(nextSort(desc, 'name')).toBeUndefined();
    expect(nextSort(desc, 'cnpj')).toEqual({ key: 'cnpj', descending: false });
  });

  it('tell aria-sort per column', () => {
    expect(ariaSortOf({ key: 'name', descending: true }, 'name')).toBe('descending');
    expect(ariaSortOf({ key: 'name', descending: false }, 'name')).toBe('ascending');
    expect(ariaSortOf({ key: 'name', descending: false }, 'cnpj')).toBe('none');
    expect(ariaSortOf(undefined, 'cnpj')).toBe('none');
  });
});
