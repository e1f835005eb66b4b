import { describe, expect, it } from 'vitest';
import { studentIdToPreselect } from './matriculas-form-values';

describe('studentIdToPreselect', () => {
  it('takes an id, nothing else', () => {
    const id = '0190c1d2-7a1b-4c3d-8e4f-123456789abc';
    expect(studentIdToPreselect(id)).toBe(id);
    expect(studentIdToPreselect('ana')).toBeUndefined();
    expect(studentIdToPreselect(null)).toBeUndefined();
  });
});
