import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import { errorsOf, outputOf } from '../../testing.ts';
import { attendanceSaveSchema, attendanceSchema, justificationSchema } from './attendance.ts';
import { assessmentCreateSchema, gradeSheetSaveSchema, scoreWithin } from './grades.ts';
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

describe('assessments and grades', () => {
  const ids = {
    classroomId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    curricularComponentId: '0b7c4f2e-3d1a-4c5b-9e8f-1a2b3c4d5e6f',
    academicTermId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  };

  it('reads weight and maximum score typed with a comma', () => {
    const out = v.parse(assessmentCreateSchema, {
      ...ids,
      title: 'Prova 1',
      date: '10/03/2026',
      weight: '1,5',
      maxScore: '10',
    });
    expect(out).toMatchObject({ weight: 1.5, maxScore: 10, date: '2026-03-10T00:00:00.000Z' });
  });

  it('names what is wrong with a weight, a maximum score and a title', () => {
    const errors = errorsOf(assessmentCreateSchema, {
      ...ids,
      title: ' ',
      date: '10/03/2026',
      weight: '0',
      maxScore: '1000',
    });
    expect(errors).toMatchObject({
      title: messages.assessmentTitleRequired,
      weight: messages.weightInvalid,
      maxScore: messages.maxScoreMax,
    });
  });

  it('a score is a comma decimal, empty clears it, and the range names the maximum', () => {
    const parse = (score: unknown) =>
      v.safeParse(gradeSheetSaveSchema, {
        ...ids,
        grades: [{ assessmentId: ids.academicTermId, studentId: ids.classroomId, score }],
      });
    expect(parse('7,5').output).toMatchObject({ grades: [{ score: 7.5 }] });
    expect(parse('').output).toMatchObject({ grades: [{ score: null }] });
    expect(parse(null).output).toMatchObject({ grades: [{ score: null }] });
    expect(parse('sete').success).toBe(false);
    expect(parse(-1).success).toBe(false);
    expect(scoreWithin(10.5, 10)).toBe('A nota deve estar entre 0 e 10');
    expect(scoreWithin(7.5, 7.5)).toBeNull();
  });
});

describe('attendance body', () => {
  it('a justified student is absent and has a justification', () => {
    const result = v.safeParse(attendanceSaveSchema, {
      classroomId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      curricularComponentId: '0b7c4f2e-3d1a-4c5b-9e8f-1a2b3c4d5e6f',
      date: '2026-03-10T00:00:00.000Z',
      students: [
        { studentId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', isPresent: true, justified: true },
      ],
    });
    expect(result.success).toBe(false);
    const messagesByPath = (result.issues ?? []).map((issue) => [
      v.getDotPath(issue),
      issue.message,
    ]);
    expect(messagesByPath).toEqual(
      expect.arrayContaining([
        ['students.0.isPresent', messages.justifiedMustBeAbsent],
        ['students.0.justification', messages.justificationRequired],
      ]),
    );
  });
});
