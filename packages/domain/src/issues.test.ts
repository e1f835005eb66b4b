import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssueByPath, flattenIssues, validate } from './issues.ts';
import { curriculumMatrixCreateSchema } from './schemas/forms/curriculum-matrix.ts';
import { schoolUnitCreateSchema } from './schemas/forms/school-unit.ts';

describe('flattenIssues', () => {
  it('gives dot paths for nested objects and arrays', () => {
    const unit = v.safeParse(schoolUnitCreateSchema, { address: { zipCode: '123' } });
    const matrix = v.safeParse(curriculumMatrixCreateSchema, {
      name: 'Matriz',
      matrix: [{ curricularComponentId: '6f1c1f0e-8a4b-4c5d-9e6f-0a1b2c3d4e5f', workload: '0' }],
    });
    expect(unit.success || matrix.success).toBe(false);
    const unitPaths = flattenIssues(unit.issues ?? []).map((issue) => issue.path);
    expect(unitPaths).toContain('address.zipCode');
    expect(flattenIssues(matrix.issues ?? [])).toEqual([
      { path: 'matrix.0.workload', message: 'A carga horária deve ser no mínimo 1' },
    ]);
  });

  it('gives an empty path for an issue about the whole value', () => {
    const result = v.safeParse(schoolUnitCreateSchema, 'oi');
    expect(flattenIssues(result.issues ?? [])).toEqual([{ path: '', message: 'Formato inválido' }]);
  });
});

describe('firstIssueByPath and validate', () => {
  it('keeps the first message of each path', () => {
    expect(
      firstIssueByPath([
        { path: 'a', message: 'one' },
        { path: 'a', message: 'two' },
        { path: 'b', message: 'three' },
      ]),
    ).toEqual({ a: 'one', b: 'three' });
  });

  it('validate returns the output or the flattened issues', () => {
    expect(validate(v.string(), 'x')).toEqual({ success: true, output: 'x' });
    expect(validate(v.object({ a: v.string('A é obrigatório') }), { a: 1 })).toEqual({
      success: false,
      issues: [{ path: 'a', message: 'A é obrigatório' }],
    });
  });
});
