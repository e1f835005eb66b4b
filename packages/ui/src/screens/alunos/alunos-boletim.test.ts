import type { Enrollment, ReportCard } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { defaultYearId, enrolmentYears, isBlankCard } from './alunos-boletim';

const enrolment = (year: string, status: Enrollment['status']) =>
  ({ academicYear: { id: `ano-${year}`, year }, status }) as Enrollment;

describe('the years of the Boletim', () => {
  it('are the years the student has an enrolment in, once each, the latest first', () => {
    const history = [
      enrolment('2025', 'COMPLETED'),
      enrolment('2026', 'ACTIVE'),
      enrolment('2026', 'TRANSFERRED'),
      enrolment('2024', 'COMPLETED'),
    ];
    expect(enrolmentYears(history)).toEqual([
      { value: 'ano-2026', label: '2026' },
      { value: 'ano-2025', label: '2025' },
      { value: 'ano-2024', label: '2024' },
    ]);
  });

  it('start at the year of the active enrolment, else the latest; none without enrolments', () => {
    expect(defaultYearId([enrolment('2027', 'TRANSFERRED'), enrolment('2026', 'ACTIVE')])).toBe(
      'ano-2026',
    );
    expect(defaultYearId([enrolment('2024', 'COMPLETED'), enrolment('2025', 'ABANDONED')])).toBe(
      'ano-2025',
    );
    expect(defaultYearId([])).toBeUndefined();
  });
});

describe('isBlankCard', () => {
  const term = { academicTermId: 't1', average: null, absences: 0 };
  const component = {
    curricularComponent: { id: 'c1', name: 'Matemática' },
    terms: [term],
    finalAverage: null,
    examScore: null,
    neededExamScore: null,
    attendance: null,
    situation: 'CURSANDO' as const,
  };
  const card = {
    student: { id: 's', name: 'Ana' },
    components: [component],
    attendance: null,
    result: 'CURSANDO',
    classroom: { id: 'r', name: '5º ANO B' },
    academicYear: { id: 'a', year: '2026' },
  } as ReportCard;

  it('is a year with nothing recorded: no score, no absence, no attendance', () => {
    expect(isBlankCard(card)).toBe(true);
    expect(isBlankCard({ ...card, components: [] })).toBe(true);
  });

  it('is not once a term has an average or an absence, or the year an attendance', () => {
    const withAverage = { ...component, terms: [{ ...term, average: 6.5 }] };
    const withAbsence = { ...component, terms: [{ ...term, absences: 1 }] };
    expect(isBlankCard({ ...card, components: [withAverage] })).toBe(false);
    expect(isBlankCard({ ...card, components: [withAbsence] })).toBe(false);
    expect(isBlankCard({ ...card, attendance: 100 })).toBe(false);
  });
});
