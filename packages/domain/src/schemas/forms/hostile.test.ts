/**
 * The form schemas also parse hostile JSON on the server: wrong types, missing keys, huge
 * strings. Whatever comes in, every message is one of ours, in pt-BR — never a valibot default.
 */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '../../messages.ts';
import * as forms from './index.ts';

const schemas = (Object.entries(forms) as [string, unknown][]).filter(
  (entry): entry is [string, v.GenericSchema] =>
    entry[0].endsWith('Schema') &&
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    '~run' in entry[1],
);

const ourMessages = new Set<string>(
  (Object.values(messages) as unknown[]).filter(
    (message): message is string => typeof message === 'string',
  ),
);
const isOurs = (message: string) =>
  ourMessages.has(message) || /^Use no máximo \d+ caracteres$/.test(message);

const hostileInputs: unknown[] = [
  undefined,
  null,
  42,
  'texto',
  [],
  {},
  { __proto__: { admin: true } },
  {
    cpf: 1,
    email: [],
    firstName: {},
    lastName: true,
    password: null,
    confirmPassword: 5,
    name: 12,
    cnpj: {},
    address: 'rua',
    area: 3,
    principalName: [],
    inepCode: 7,
    phone: 9,
    year: 2026,
    startDate: 1,
    endDate: {},
    title: [],
    academicYearId: 3,
    academicCalendarId: null,
    date: 0,
    typeId: {},
    description: 1,
    matrix: [{ curricularComponentId: 1, workload: {} }, 3],
    students: [
      { id: 1, code: 2, name: 3, isPresent: 'sim', justified: 'x', justification: 4 },
      'a',
    ],
    justification: [],
    login: 1,
    teachingModalityId: 1,
    curriculumMatrixId: 1,
    schoolUnitId: 1,
    courseId: 1,
    shift: 1,
    theme: 1,
    classroomId: 1,
    componente: 1,
    bnccStandards: [1, 'x'.repeat(300)],
    learningObject: 1,
    generalObjective: 1,
    references: 1,
    person: { cpf: 1, birthDate: [], birthCertificate: 5, susCard: {}, address: 3 },
    guardian: 'x',
    guardianId: 7,
    studentId: {},
    reason: 1,
    capacity: { n: 1 },
    userId: [],
    curricularComponentId: 5,
    academicTermId: [],
    weight: '1,5,5',
    maxScore: -3,
    grades: [{ studentId: 1, assessmentId: 2, score: 'dez' }, 7],
    type: 'FESTA',
    csv: 12,
    dryRun: 'sim',
  },
  {
    name: 'x'.repeat(10_000),
    title: 'x'.repeat(10_000),
    description: 'x'.repeat(10_000),
    justification: 'x'.repeat(10_000),
    learningObject: 'x'.repeat(10_000),
    address: { street: 'x'.repeat(1000), zipCode: '1'.repeat(1000) },
  },
];

describe('form schemas against hostile input', () => {
  it('covers every form schema', () => {
    expect(schemas.map(([name]) => name).sort()).toEqual(
      [
        'academicCalendarCreateSchema',
        'academicTermCreateSchema',
        'academicYearCreateSchema',
        'activityCreateSchema',
        'addressSchema',
        'changePasswordBodySchema',
        'changePasswordFormSchema',
        'assessmentCreateSchema',
        'assessmentGradesSchema',
        'attendanceMarkSchema',
        'attendanceSaveSchema',
        'attendanceSchema',
        'attendanceStudentSchema',
        'bnccImportSchema',
        'calendarEventCreateSchema',
        'gradeSheetSaveSchema',
        'classroomCopyFormSchema',
        'classroomCopySchema',
        'classroomCreateSchema',
        'classroomReopenSchema',
        'courseCreateSchema',
        'councilDecisionSchema',
        'courseNameSchema',
        'curricularComponentCreateSchema',
        'curriculumMatrixCreateSchema',
        'curriculumMatrixEntrySchema',
        'enrollmentCancelSchema',
        'enrollmentCreateSchema',
        'enrollmentEndSchema',
        'enrollmentFormSchema',
        'enrollmentTransferSchema',
        'evaluationRuleSchema',
        'finalExamsSchema',
        'gradeLevelBodySchema',
        'guardianPersonSchema',
        'personAddressSchema',
        'studentBodySchema',
        'studentPersonSchema',
        'justificationSchema',
        'lessonPlanSchema',
        'loginSchema',
        'roleBodySchema',
        'rolloverItemSchema',
        'rolloverPreviewSchema',
        'rolloverSchema',
        'schoolDayBatchSchema',
        'schoolDayCreateSchema',
        'schoolDayTypeCreateSchema',
        'schoolUnitCreateSchema',
        'teachingAssignmentCreateSchema',
        'teachingModalityCreateSchema',
        'userCreateBodySchema',
        'userCreateSchema',
        'userUpdateBodySchema',
      ].sort(),
    );
  });

  for (const [name, schema] of schemas) {
    it(`${name} answers only with pt-BR messages of the product`, () => {
      for (const input of hostileInputs) {
        const result = v.safeParse(schema, input);
        expect(result.success).toBe(false);
        for (const issue of result.issues ?? []) {
          expect(isOurs(issue.message), `${name}: "${issue.message}"`).toBe(true);
        }
      }
    });
  }
});
