import type { AcademicTerm, MyClass } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import {
  classItems,
  classOfValue,
  classValue,
  defaultTermId,
  termItems,
} from './notas-selection-values';

const unit = { id: 'u1', name: 'Escola Municipal Anísio Teixeira' };
const taught = (classroom: string, component: string, ids: [string, string]): MyClass => ({
  classroom: { id: ids[0], name: classroom },
  curricularComponent: { id: ids[1], name: component },
  schoolUnit: unit,
  students: 20,
});
const calendar = { id: 'cal', title: 'Calendário 2026', status: 'IN_ACTIVITY' as const };
const term = (id: string, title: string, start: string, end: string): AcademicTerm => ({
  id,
  title,
  startDate: `${start}T00:00:00.000Z`,
  endDate: `${end}T00:00:00.000Z`,
  status: 'PENDING',
  academicCalendar: calendar,
});
const terms = [
  term('t1', '1º Bimestre', '2026-02-03', '2026-04-17'),
  term('t3', '3º Bimestre', '2026-07-21', '2026-09-30'),
  term('t2', '2º Bimestre', '2026-04-22', '2026-07-04'),
];

describe('class choices', () => {
  it('name the classroom and the component, the classrooms in number order', () => {
    const items = classItems([
      taught('10º ANO A', 'Matemática', ['c10', 'm']),
      taught('2º ANO A', 'Matemática', ['c2', 'm']),
      taught('2º ANO A', 'Arte', ['c2', 'a']),
    ]);
    expect(items.map((item) => item.label)).toEqual([
      '2º ANO A — Arte',
      '2º ANO A — Matemática',
      '10º ANO A — Matemática',
    ]);
    expect(classOfValue(items[0]?.value ?? '')).toEqual({
      classroomId: 'c2',
      curricularComponentId: 'a',
    });
  });
  it('read back what they stand for, and nothing from an empty choice', () => {
    expect(classOfValue(classValue('c1', 'k1'))).toEqual({
      classroomId: 'c1',
      curricularComponentId: 'k1',
    });
    expect(classOfValue('')).toEqual({ classroomId: '', curricularComponentId: '' });
  });
});

describe('term choices', () => {
  it('list the latest term first', () => {
    expect(termItems(terms).map((item) => item.label)).toEqual([
      '3º Bimestre',
      '2º Bimestre',
      '1º Bimestre',
    ]);
  });
  it('default to the term of today, its first and last days included', () => {
    expect(defaultTermId(terms, '2026-05-10T00:00:00.000Z')).toBe('t2');
    expect(defaultTermId(terms, '2026-04-22T00:00:00.000Z')).toBe('t2');
    expect(defaultTermId(terms, '2026-04-17T00:00:00.000Z')).toBe('t1');
  });
  it('else to the term that started last; none without terms', () => {
    expect(defaultTermId(terms, '2026-04-20T00:00:00.000Z')).toBe('t3');
    expect(defaultTermId(terms, '2027-01-10T00:00:00.000Z')).toBe('t3');
    expect(defaultTermId([], '2026-05-10T00:00:00.000Z')).toBeUndefined();
  });
});
