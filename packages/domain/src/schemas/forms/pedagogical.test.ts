import { describe, expect, it } from 'vitest';
import { errorsOf, outputOf } from '../../testing.ts';
import { attendanceSchema, justificationSchema } from './attendance.ts';
import { lessonPlanSchema } from './lesson-plan.ts';

const ID = '6f1c1f0e-8a4b-4c5d-9e6f-0a1b2c3d4e5f';

describe('attendanceSchema', () => {
  it('defaults isPresent and justified to false', () => {
    expect(outputOf(attendanceSchema, { students: [{ id: ID, code: '01', name: 'Ana' }] })).toEqual(
      {
        students: [{ id: ID, code: '01', name: 'Ana', isPresent: false, justified: false }],
      },
    );
  });

  it('keeps a justified absence', () => {
    const student = {
      id: ID,
      code: '02',
      name: 'Bruno',
      isPresent: false,
      justified: true,
      justification: 'Atestado médico',
    };
    expect(outputOf(attendanceSchema, { students: [student] }).students[0]).toEqual(student);
  });

  it('a justified student must be absent and have a justification', () => {
    expect(
      errorsOf(attendanceSchema, {
        students: [
          { id: ID, code: '01', name: 'Ana', isPresent: true, justified: true, justification: ' ' },
        ],
      }),
    ).toEqual({
      'students.0.isPresent': 'Um aluno com falta justificada não pode estar presente',
      'students.0.justification': 'A justificativa é obrigatória',
    });
  });

  it('each student id is a uuid', () => {
    expect(
      errorsOf(attendanceSchema, { students: [{ id: '1', code: '01', name: 'Ana' }] }),
    ).toEqual({
      'students.0.id': 'Aluno inválido',
    });
  });
});

describe('justificationSchema', () => {
  it('requires a non-empty justification', () => {
    expect(errorsOf(justificationSchema, { justification: '   ' })).toEqual({
      justification: 'A justificativa é obrigatória',
    });
    expect(outputOf(justificationSchema, { justification: ' Consulta ' })).toEqual({
      justification: 'Consulta',
    });
  });

  it('limits the textarea to 5000 characters', () => {
    expect(errorsOf(justificationSchema, { justification: 'a'.repeat(5001) })).toEqual({
      justification: 'Use no máximo 5000 caracteres',
    });
  });
});

describe('lessonPlanSchema', () => {
  const plan = {
    title: 'Leitura de parlendas',
    theme: 'Leitura/escuta',
    classroomId: '7c588c01-feef-4e1b-80f9-2793c655a0f1',
    curricularComponentId: 'ae69748d-ae46-4a14-98d7-7c56c7009c0b',
    bnccStandards: ['EF01LP01', 'EF01LP02'],
    learningObject: 'Decodificação',
    generalObjective: 'Ler parlendas conhecidas',
    references: '',
  };

  it('outputs the plan with optional references omitted when empty', () => {
    expect(outputOf(lessonPlanSchema, plan)).toEqual({ ...plan, references: undefined });
  });

  it('requires every field but references, and at least one standard', () => {
    expect(errorsOf(lessonPlanSchema, { bnccStandards: [] })).toEqual({
      title: 'O título é obrigatório',
      theme: 'A unidade temática é obrigatória',
      classroomId: 'A turma é obrigatória',
      curricularComponentId: 'O componente curricular é obrigatório',
      bnccStandards: 'Selecione ao menos uma norma BNCC',
      learningObject: 'O objeto de conhecimento é obrigatório',
      generalObjective: 'Os objetivos são obrigatórios',
    });
  });

  it('names the class and the component by id', () => {
    expect(
      errorsOf(lessonPlanSchema, { ...plan, classroomId: '1', curricularComponentId: 'x' }),
    ).toEqual({
      classroomId: 'Turma inválida',
      curricularComponentId: 'Componente inválido',
    });
  });
});
