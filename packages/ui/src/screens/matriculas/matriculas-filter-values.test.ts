import { describe, expect, it } from 'vitest';
import { matriculasListFilters } from './matriculas-filter-values';

const none = { academicYearId: '', schoolUnitId: '', classroomId: '', studentId: '', status: '' };
const id = (digit: string) => `0190c1d2-7a1b-4c3d-8e4f-12345678900${digit}`;

describe('matriculasListFilters', () => {
  it('sends what the server reads: ids and a status of the domain', () => {
    const values = {
      academicYearId: id('1'),
      schoolUnitId: id('2'),
      classroomId: id('3'),
      studentId: id('4'),
      status: 'TRANSFERRED',
    };
    expect(matriculasListFilters(values)).toEqual(values);
  });

  it('leaves out what an address got wrong, instead of a refused call', () => {
    expect(
      matriculasListFilters({
        academicYearId: '2026',
        schoolUnitId: 'escola',
        classroomId: '12',
        studentId: 'ana',
        status: 'ATIVA',
      }),
    ).toEqual(none);
  });
});
