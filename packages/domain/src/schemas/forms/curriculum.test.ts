import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../../testing.ts';
import { classroomCreateSchema } from './classroom.ts';
import { courseCreateSchema } from './course.ts';
import { curricularComponentCreateSchema } from './curricular-component.ts';
import { curriculumMatrixCreateSchema } from './curriculum-matrix.ts';
import { teachingModalityCreateSchema } from './teaching-modality.ts';

const A = '6f1c1f0e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';
const B = '0b7e3c1a-2d4f-4e6a-8b9c-1d2e3f4a5b6c';
const C = '9a8b7c6d-5e4f-4a3b-9c1d-0e1f2a3b4c5d';

describe('teachingModalityCreateSchema and curricularComponentCreateSchema', () => {
  it('output { name }, trimmed', () => {
    expect(outputOf(teachingModalityCreateSchema, { name: ' EJA ' })).toEqual({ name: 'EJA' });
    expect(outputOf(curricularComponentCreateSchema, { name: 'Matemática' })).toEqual({
      name: 'Matemática',
    });
  });

  it('require a name', () => {
    expect(errorsOf(teachingModalityCreateSchema, {})).toEqual({ name: 'Nome*' });
    expect(errorsOf(curricularComponentCreateSchema, { name: '' })).toEqual({
      name: 'O nome é obrigatório',
    });
  });
});

describe('curriculumMatrixCreateSchema', () => {
  it('coerces workloads typed as text to numbers', () => {
    expect(
      outputOf(curriculumMatrixCreateSchema, {
        name: 'Matriz 2026',
        matrix: [
          { curricularComponentId: A, workload: '160' },
          { curricularComponentId: B, workload: 80 },
          { curricularComponentId: C, workload: ' 1 ' },
        ],
      }),
    ).toEqual({
      name: 'Matriz 2026',
      matrix: [
        { curricularComponentId: A, workload: 160 },
        { curricularComponentId: B, workload: 80 },
        { curricularComponentId: C, workload: 1 },
      ],
    });
  });

  it('reports each entry on its own path', () => {
    expect(
      errorsOf(curriculumMatrixCreateSchema, {
        name: '',
        matrix: [
          { curricularComponentId: A, workload: '0' },
          { curricularComponentId: 'x', workload: '' },
          { curricularComponentId: B, workload: 'dez' },
          { curricularComponentId: C, workload: '2.5' },
        ],
      }),
    ).toEqual({
      name: 'O nome é obrigatório',
      'matrix.0.workload': 'A carga horária deve ser no mínimo 1',
      'matrix.1.curricularComponentId': 'Componente inválido',
      'matrix.1.workload': 'A carga horária é obrigatória',
      'matrix.2.workload': 'A carga horária deve ser um número',
      'matrix.3.workload': 'A carga horária deve ser um número inteiro',
    });
  });

  it('refuses the same component twice, on the repeated entry', () => {
    expect(
      errorsOf(curriculumMatrixCreateSchema, {
        name: 'Matriz',
        matrix: [
          { curricularComponentId: A, workload: 40 },
          { curricularComponentId: B, workload: 40 },
          { curricularComponentId: A, workload: 80 },
        ],
      }),
    ).toEqual({ 'matrix.2.curricularComponentId': 'Componente já selecionado' });
  });

  it('refuses a missing or non-list matrix with the at-least-one message', () => {
    const message = 'É necessário selecionar ao menos um componente para a matriz';
    expect(errorsOf(curriculumMatrixCreateSchema, { name: 'M' })).toEqual({ matrix: message });
    expect(errorsOf(curriculumMatrixCreateSchema, { name: 'M', matrix: 'x' })).toEqual({
      matrix: message,
    });
  });
});

describe('courseCreateSchema', () => {
  it('outputs the POST /courses body', () => {
    const body = {
      name: 'Ensino Médio',
      teachingModalityId: A,
      curriculumMatrixId: B,
      schoolUnitId: C,
    };
    expect(outputOf(courseCreateSchema, { ...body, extra: true })).toEqual(body);
  });
});

describe('classroomCreateSchema', () => {
  const classroom = {
    name: '1º ANO A',
    shift: 'AFTERNOON',
    schoolUnitId: A,
    courseId: B,
    academicYearId: C,
    gradeLevelId: A,
  };

  it('outputs the POST /classrooms body', () => {
    expect(outputOf(classroomCreateSchema, classroom)).toEqual(classroom);
  });

  it('requires every field and one of the four shifts', () => {
    expect(
      errorsOf(classroomCreateSchema, {
        name: '',
        shift: '',
        schoolUnitId: '',
        courseId: '',
        academicYearId: '',
        gradeLevelId: '',
      }),
    ).toEqual({
      name: 'O nome da turma é obrigatório',
      shift: 'O turno é obrigatório',
      schoolUnitId: 'A unidade escolar é obrigatória',
      courseId: 'O curso é obrigatório',
      academicYearId: 'O ano letivo é obrigatório',
      gradeLevelId: 'A série/ano é obrigatória',
    });
    expect(
      errorsOf(classroomCreateSchema, { ...classroom, shift: 'VESPERTINO', courseId: '1' }),
    ).toEqual({
      shift: 'Turno inválido',
      courseId: 'Curso inválido',
    });
  });
});
