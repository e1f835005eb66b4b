import { describe, expect, it } from 'vitest';
import { foldForSearch, matchesSearch } from './search-text';

describe('search text', () => {
  it('ignores case and accents', () => {
    expect(foldForSearch('Língua Portuguesa')).toBe('lingua portuguesa');
    expect(matchesSearch('Educação Física', 'educacao')).toBe(true);
    expect(matchesSearch('Ciências', 'CIÊN')).toBe(true);
  });

  it('matches anywhere in the text, and everything for an empty search', () => {
    expect(matchesSearch('Ensino Religioso', 'relig')).toBe(true);
    expect(matchesSearch('Arte', '')).toBe(true);
    expect(matchesSearch('Arte', 'xyz')).toBe(false);
  });
});
