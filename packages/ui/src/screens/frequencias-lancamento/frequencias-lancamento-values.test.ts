import { type AttendanceDay, attendanceSaveSchema, attendanceSchema } from '@lousa/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { attendanceDayOf } from './frequencias-lancamento-day-params';
import { attendanceFormValues, attendanceSaveBody } from './frequencias-lancamento-values';

const classroomId = '0b8e4f6a-2c1d-4e7f-8a9b-3c5d7e9f1a2b';
const curricularComponentId = '9d0b7c3e-2f41-4e8a-b6d5-3c7a1e9f0b24';
const ana = 'f3d30352-5547-462c-a9bd-5903904f95da';
const bruno = '129586a8-f9b3-4608-943d-9d3547067cd9';

const day: AttendanceDay = {
  classroom: { id: classroomId, name: '1º ANO A' },
  curricularComponent: { id: curricularComponentId, name: 'Matemática' },
  date: '2026-03-10T00:00:00.000Z',
  status: 'RECORDED',
  launchDate: '2026-03-10T17:30:00.000Z',
  canEdit: true,
  editableUntil: '2026-03-17T17:30:00.000Z',
  students: [
    {
      studentId: ana,
      rollNumber: 1,
      code: '01',
      name: 'Ana Clara Souza',
      isPresent: true,
      justified: false,
      justification: null,
      attendance: 92.5,
      absences: 3,
      justifiedAbsences: 0,
    },
    {
      studentId: bruno,
      rollNumber: 2,
      code: '02',
      name: 'Bruno Lima',
      isPresent: false,
      justified: true,
      justification: 'Atestado médico',
      attendance: 60,
      absences: 16,
      justifiedAbsences: 2,
    },
  ],
};

describe('attendance values', () => {
  it('the form starts from the day as recorded, in the spec’s rows', () => {
    const values = attendanceFormValues(day);
    expect(values.students).toEqual([
      {
        id: ana,
        code: '01',
        name: 'Ana Clara Souza',
        isPresent: true,
        justified: false,
        justification: null,
      },
      {
        id: bruno,
        code: '02',
        name: 'Bruno Lima',
        isPresent: false,
        justified: true,
        justification: 'Atestado médico',
      },
    ]);
    expect(v.safeParse(attendanceSchema, values).success).toBe(true);
  });

  it('the form’s output becomes the PUT body: the day and each mark by student id', () => {
    const attendance = v.parse(attendanceSchema, attendanceFormValues(day));
    const body = attendanceSaveBody(
      { classroomId, curricularComponentId, date: '2026-03-10' },
      attendance,
    );
    expect(body).toEqual({
      classroomId,
      curricularComponentId,
      date: '2026-03-10T00:00:00.000Z',
      students: [
        { studentId: ana, isPresent: true, justified: false, justification: null },
        { studentId: bruno, isPresent: false, justified: true, justification: 'Atestado médico' },
      ],
    });
    expect(v.parse(attendanceSaveSchema, body)).toEqual(body);
  });
});

describe('attendanceDayOf', () => {
  const of = (query: string) => attendanceDayOf(new URLSearchParams(query));

  it('reads the class, component and day the rows of Frequências link with', () => {
    expect(
      of(
        `classroomId=${classroomId}&curricularComponentId=${curricularComponentId}&date=2026-03-10`,
      ),
    ).toEqual({ classroomId, curricularComponentId, date: '2026-03-10' });
  });

  it.each([
    ['no parameters', ''],
    ['no date', `classroomId=${classroomId}&curricularComponentId=${curricularComponentId}`],
    [
      'a date that is not real',
      `classroomId=${classroomId}&curricularComponentId=${curricularComponentId}&date=2026-02-30`,
    ],
    [
      'a date written DD/MM/AAAA',
      `classroomId=${classroomId}&curricularComponentId=${curricularComponentId}&date=10/03/2026`,
    ],
    [
      'a class that is not an id',
      `classroomId=1A&curricularComponentId=${curricularComponentId}&date=2026-03-10`,
    ],
  ])('is null for %s', (_name, query) => {
    expect(of(query)).toBeNull();
  });
});
