import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createFaker } from '../../fake/faker.ts';
import {
  academicCalendarListSchema,
  academicTermListSchema,
  academicYearListSchema,
  apiErrorBodySchema,
  classroomListSchema,
  courseListSchema,
  curricularComponentListSchema,
  curriculumMatrixListSchema,
  schoolDayListSchema,
  schoolDayTypeListSchema,
  schoolUnitListSchema,
  studentRecordListSchema,
  teachingModalityListSchema,
  userListSchema,
} from './index.ts';

const faker = createFaker(7);
const ref = () => ({ id: faker.uuid(), name: faker.lastName() });
const day = '2026-03-01T00:00:00.000Z';

describe('list response schemas', () => {
  it('accept the shapes of spec §3', () => {
    expect(
      v.is(userListSchema, [faker.user(), faker.user({ role: { id: 'r', name: 'Diretor' } })]),
    ).toBe(true);
    expect(
      v.is(schoolUnitListSchema, [faker.schoolUnit(), faker.schoolUnit({ inepCode: null })]),
    ).toBe(true);
    expect(v.is(studentRecordListSchema, [faker.studentRecord(), faker.studentRecord()])).toBe(
      true,
    );
    expect(v.is(teachingModalityListSchema, [ref()])).toBe(true);
    expect(v.is(curricularComponentListSchema, [ref()])).toBe(true);
    expect(
      v.is(curriculumMatrixListSchema, [
        { ...ref(), matrix: [{ curricularComponent: ref(), workload: 80 }] },
      ]),
    ).toBe(true);
    expect(
      v.is(courseListSchema, [
        { ...ref(), teachingModality: ref(), curriculumMatrix: ref(), schoolUnit: ref() },
      ]),
    ).toBe(true);
    expect(
      v.is(classroomListSchema, [
        {
          ...ref(),
          shift: 'NIGHT',
          schoolUnit: ref(),
          course: ref(),
          academicYear: { id: '1', year: '2026' },
          gradeLevel: ref(),
        },
      ]),
    ).toBe(true);
    expect(
      v.is(academicYearListSchema, [{ id: '1', year: '2026', startDate: day, endDate: day }]),
    ).toBe(true);
    expect(
      v.is(academicCalendarListSchema, [
        {
          id: '1',
          title: 'Calendário 2026',
          status: 'IN_ACTIVITY',
          academicYear: { id: '1', year: '2026' },
          createdAt: day,
          updatedAt: day,
        },
      ]),
    ).toBe(true);
    expect(
      v.is(academicTermListSchema, [
        {
          id: '1',
          title: '1º Bimestre',
          startDate: day,
          endDate: day,
          status: 'PENDING',
          academicCalendar: { id: '1', title: 'Calendário 2026', status: 'INACTIVE' },
        },
      ]),
    ).toBe(true);
    expect(
      v.is(schoolDayTypeListSchema, [
        { id: '1', description: 'Feriado', kind: 'FERIADO', kindToReview: false },
      ]),
    ).toBe(true);
    expect(v.is(schoolDayTypeListSchema, [{ id: '1', description: 'Feriado' }])).toBe(false);
    expect(
      v.is(schoolDayListSchema, [
        {
          id: '1',
          date: day,
          type: { description: 'Feriado', kind: 'FERIADO' },
          academicCalendar: { id: '1', title: 'C' },
        },
      ]),
    ).toBe(true);
  });

  it('a matrix listed without entries gets an empty list', () => {
    expect(v.parse(curriculumMatrixListSchema, [{ id: '1', name: 'M' }])).toEqual([
      { id: '1', name: 'M', matrix: [] },
    ]);
  });

  it('refuse a response of the wrong shape (so no rows are shown)', () => {
    expect(v.is(userListSchema, { users: [] })).toBe(false);
    expect(v.is(userListSchema, [{ id: '1', cpf: '1', email: 'e', firstName: 'A' }])).toBe(false);
    expect(
      v.is(classroomListSchema, [
        { ...ref(), shift: 'MATUTINO', schoolUnit: ref(), course: ref() },
      ]),
    ).toBe(false);
    expect(v.is(schoolUnitListSchema, [{ ...faker.schoolUnit(), area: 'URBANA' }])).toBe(false);
    expect(v.is(academicTermListSchema, [{ id: '1', title: 'T' }])).toBe(false);
  });
});

describe('apiErrorBodySchema', () => {
  it('reads { message, issues? }', () => {
    expect(v.is(apiErrorBodySchema, { message: 'Corpo da requisição inválido.' })).toBe(true);
    expect(
      v.is(apiErrorBodySchema, {
        message: 'Corpo da requisição inválido.',
        issues: [{ path: 'cpf', message: 'CPF inválido!' }],
      }),
    ).toBe(true);
    expect(v.is(apiErrorBodySchema, { error: 'x' })).toBe(false);
  });
});
