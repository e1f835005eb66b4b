import { describe, expect, it } from 'vitest';
import { frequenciasListFilters } from './frequencias-filter-values';

const classroomId = '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2b';
const curricularComponentId = '9d0b7c3e-2f41-4e8a-b6d5-3c7a1e9f0b24';

describe('frequenciasListFilters', () => {
  it('sends the class, component and status of the address', () => {
    expect(
      frequenciasListFilters({ classroomId, curricularComponentId, status: 'PENDING' }),
    ).toEqual({ classroomId, curricularComponentId, status: 'PENDING' });
  });

  it('leaves out what is not an id or a status, and a component without its class', () => {
    expect(
      frequenciasListFilters({ classroomId: 'turma-a', curricularComponentId, status: 'PENDENTE' }),
    ).toEqual({ classroomId: '', curricularComponentId: '', status: '' });
    expect(
      frequenciasListFilters({ classroomId, curricularComponentId: '42', status: 'RECORDED' }),
    ).toEqual({ classroomId, curricularComponentId: '', status: 'RECORDED' });
  });
});
