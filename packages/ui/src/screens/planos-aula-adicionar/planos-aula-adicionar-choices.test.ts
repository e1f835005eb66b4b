import type { BnccCatalogueItem, MyClass } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import {
  classroomChoices,
  componentChoices,
  standardOptions,
} from './planos-aula-adicionar-choices';

const unit = { id: 'u1', name: 'Escola Municipal Monteiro Lobato' };
const classA = { id: 'c1', name: '1º ANO B' };
const classB = { id: 'c2', name: '1º ANO A' };
const portuguese = { id: 'k1', name: 'Língua Portuguesa' };
const maths = { id: 'k2', name: 'Matemática' };
const art = { id: 'k3', name: 'Arte' };
const taught = (classroom: typeof classA, curricularComponent: typeof portuguese): MyClass => ({
  classroom,
  curricularComponent,
  schoolUnit: unit,
  students: 20,
});
const classes = [taught(classA, portuguese), taught(classA, maths), taught(classB, maths)];

describe('lesson-plan choices', () => {
  it('offers each class the teacher teaches once, by name', () => {
    expect(classroomChoices(classes)).toEqual([classB, classA]);
    expect(classroomChoices([])).toEqual([]);
  });

  it('narrows the components to those of the chosen class', () => {
    expect(componentChoices(classes, undefined)).toEqual([]);
    expect(componentChoices(classes, classA.id)).toEqual([portuguese, maths]);
    expect(componentChoices(classes, classB.id)).toEqual([maths]);
  });

  it("keeps the edited plan's class and component, even when no longer taught", () => {
    const current = { classroom: { id: 'c9', name: '2º ANO C' }, curricularComponent: art };
    expect(classroomChoices(classes, current).map((item) => item.id)).toEqual(['c2', 'c1', 'c9']);
    expect(componentChoices(classes, 'c9', current)).toEqual([art]);
    expect(componentChoices(classes, classA.id, current)).toEqual([portuguese, maths]);
  });

  it('lists the standards by their text, and a chosen code the catalogue lacks by its code', () => {
    const standard = (code: string, description: string): BnccCatalogueItem => ({
      id: code,
      code,
      description,
      learningObject: '',
      component: 'Língua Portuguesa',
      year: '1º',
    });
    const catalogue = [standard('EF01LP01', 'Ler'), standard('EF01LP02', 'Escrever')];
    expect(standardOptions(catalogue, ['EF01LP02', 'EF01LP99'])).toEqual([
      { value: 'EF01LP01', label: 'Ler' },
      { value: 'EF01LP02', label: 'Escrever' },
      { value: 'EF01LP99', label: 'EF01LP99' },
    ]);
  });
});
