import { describe, expect, it } from 'vitest';
import { frequenciasListFilters } from './frequencias-filter-values';

const classroomId = '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2b';
const curricularComponentId = '9d0b7c3e-2f41-4e8a-b6d5-3c7a1e9f0b24';

describe('frequenciasListFilters', () => {
  it('sends the class, component and status of the address, and the to-do by default', () => {
    expect(
      frequenciasListFilters({ classroomId, curricularComponentId, status: 'PENDING', todo: '' }),
    ).toEqual({ classroomId, curricularComponentId, status: 'PENDING', todo: '1' });
  });

  it('sends no to-do when the address asks for every day (todo=0)', () => {
    const none = { classroomId: '', curricularComponentId: '', status: '' };
    expect(frequenciasListFilters({ ...none, todo: '0' })).toEqual({ ...none, todo: '' });
    // Anything else in the address is the default.
    expect(frequenciasListFilters({ ...none, todo: 'sim' })).toEqual({ ...none, todo: '1' });
  });

  it('leaves out what is not an id or a status, and a component without its class', () => {
    expect(
      frequenciasListFilters({
        classroomId: 'turma-a',
        curricularComponentId,
        status: 'PENDENTE',
        todo: '0',
      }),
    ).toEqual({ classroomId: '', curricularComponentId: '', status: '', todo: '' });
    expect(
      frequenciasListFilters({
        classroomId,
        curricularComponentId: '42',
        status: 'RECORDED',
        todo: '0',
      }),
    ).toEqual({ classroomId, curricularComponentId: '', status: 'RECORDED', todo: '' });
  });
});
