import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bnccSeed } from './bncc-seed.ts';
import { bnccCatalogueItemSchema } from './schemas/entities/teaching.ts';

describe('bnccSeed', () => {
  it('holds EF01LP01–EF01LP05 and EF01MA01–EF01MA05, each once, as catalogue items', () => {
    expect(bnccSeed.map((standard) => standard.code)).toEqual([
      'EF01LP01',
      'EF01LP02',
      'EF01LP03',
      'EF01LP04',
      'EF01LP05',
      'EF01MA01',
      'EF01MA02',
      'EF01MA03',
      'EF01MA04',
      'EF01MA05',
    ]);
    for (const standard of bnccSeed) {
      expect(v.is(bnccCatalogueItemSchema, { id: standard.code, ...standard })).toBe(true);
      expect(standard.description.trim()).toBe(standard.description);
      expect(standard.description.length).toBeGreaterThan(20);
      expect(standard.learningObject.length).toBeGreaterThan(5);
      expect(standard.year).toBe('1º');
      expect(standard.component).toBe(
        standard.code.includes('LP') ? 'Língua Portuguesa' : 'Matemática',
      );
    }
  });
});
