import type { CurriculumMatrix, TeachingAssignment } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { componentChoices, sortAssignments, teacherChoices } from './turmas-professores-choices';

describe('teacherChoices', () => {
  it('offers the candidates by name, in the order the server gave', () => {
    expect(
      teacherChoices([
        { id: '2', name: 'Ana Lima' },
        { id: '1', name: 'Ítalo Souza' },
      ]),
    ).toEqual([
      { value: '2', label: 'Ana Lima' },
      { value: '1', label: 'Ítalo Souza' },
    ]);
  });
});

describe('componentChoices', () => {
  it('offers the matrix’s components that have no teacher yet, in the matrix’s order', () => {
    const component = (id: string, name: string) => ({
      curricularComponent: { id, name },
      workload: 40,
    });
    const matrix: CurriculumMatrix = {
      id: 'm',
      name: 'Matriz',
      matrix: [component('c1', 'Matemática'), component('c2', 'Arte'), component('c3', 'História')],
    };
    const assigned: TeachingAssignment[] = [
      { id: 'a', teacher: { id: 't', name: 'T' }, curricularComponent: { id: 'c1', name: 'M' } },
    ];
    expect(componentChoices(matrix, assigned)).toEqual([
      { value: 'c2', label: 'Arte' },
      { value: 'c3', label: 'História' },
    ]);
  });
});

describe('sortAssignments', () => {
  it('orders by component, then teacher', () => {
    const item = (id: string, component: string, teacher: string): TeachingAssignment => ({
      id,
      teacher: { id, name: teacher },
      curricularComponent: { id, name: component },
    });
    expect(
      sortAssignments([
        item('1', 'Matemática', 'Bia'),
        item('2', 'Arte', 'Caio'),
        item('3', 'Matemática', 'Ana'),
      ]).map((row) => row.id),
    ).toEqual(['2', '3', '1']);
  });
});
