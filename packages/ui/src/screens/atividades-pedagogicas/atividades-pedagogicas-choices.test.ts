import type { MyClass } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { activityClassrooms, activityComponents } from './atividades-pedagogicas-choices';

const unit = { id: 'u1', name: 'Escola Municipal Cecília Meireles' };
const classA = { id: 'c1', name: '2º ANO A' };
const classB = { id: 'c2', name: '1º ANO C' };
const science = { id: 'k1', name: 'Ciências' };
const history = { id: 'k2', name: 'História' };
const taught = (classroom: typeof classA, curricularComponent: typeof science): MyClass => ({
  classroom,
  curricularComponent,
  schoolUnit: unit,
  students: 25,
});

describe('activity choices', () => {
  const classes = [taught(classA, science), taught(classA, history), taught(classB, science)];

  it('offers the classes taught once each, and the components of the chosen one', () => {
    expect(activityClassrooms(classes)).toEqual([classB, classA]);
    expect(activityComponents(classes, undefined)).toEqual([]);
    expect(activityComponents(classes, classA.id)).toEqual([science, history]);
    expect(activityComponents(classes, classB.id)).toEqual([science]);
  });

  it("keeps the edited activity's class and component", () => {
    const current = { classroom: { id: 'c9', name: '3º ANO B' }, curricularComponent: history };
    expect(activityClassrooms([], current)).toEqual([current.classroom]);
    expect(activityComponents([], 'c9', current)).toEqual([history]);
  });
});
