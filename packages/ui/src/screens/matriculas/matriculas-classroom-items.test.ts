import type { Classroom } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { classroomItems, classroomLabel, isFull } from './matriculas-classroom-items';

const unit = { id: 'u1', name: 'Escola A' };
const room = (id: string, capacity: number | null, enrolled: number, schoolUnit = unit) =>
  ({
    id,
    name: `9º ANO ${id}`,
    shift: 'MORNING',
    schoolUnit,
    course: { id: 'c1', name: 'Ensino Fundamental II' },
    academicYear: { id: 'y1', year: '2026' },
    gradeLevel: { id: 'g9', name: '9º Ano' },
    capacity,
    enrolled,
  }) satisfies Classroom;

describe('classroom choices', () => {
  it('shows the seats taken of the limit, or the count when unlimited', () => {
    expect(classroomLabel(room('A', 30, 12))).toBe(
      '9º ANO A · MATUTINO — Vagas: 12 ocupadas de 30',
    );
    expect(classroomLabel(room('B', null, 1))).toBe(
      '9º ANO B · MATUTINO — 1 matriculado, sem limite',
    );
    expect(classroomLabel(room('C', 25, 25))).toBe(
      '9º ANO C · MATUTINO — Vagas: 25 ocupadas de 25 (lotada)',
    );
  });

  it('a full classroom cannot be chosen; an unlimited one never fills', () => {
    expect(isFull(room('A', 30, 30))).toBe(true);
    expect(isFull(room('A', 30, 29))).toBe(false);
    expect(isFull(room('A', null, 500))).toBe(false);
  });

  it("lists the unit's classrooms, without the one left out; none: a disabled notice", () => {
    const other = { id: 'u2', name: 'Escola B' };
    const rooms = [room('A', 30, 30), room('B', null, 0), room('C', 20, 1, other)];
    expect(classroomItems(rooms, 'u1').map(({ value, disabled }) => [value, disabled])).toEqual([
      ['A', true],
      ['B', false],
    ]);
    expect(classroomItems(rooms, 'u1', 'A').map((item) => item.value)).toEqual(['B']);
    expect(classroomItems(rooms, 'u3')).toEqual([
      { value: 'none', label: 'Nenhuma turma encontrada', disabled: true },
    ]);
    expect(classroomItems(rooms, '')).toEqual([]);
  });
});
