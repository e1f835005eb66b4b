import {
  inUseMessages,
  messages,
  type RegistryResource,
  registryResources,
  serverMessages,
} from '@lousa/domain';
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server.ts';
import { type Body, date, type Item, type RegistryRefs, useSchool } from './builders.ts';
import { ADMIN, MISSING_ID, TestClient } from './helpers.ts';

/*
 * Every verb of every registry, table-driven: GET by id, PATCH (200, 400, 404, 409, 422) and
 * DELETE (204, 404, 409 while in use), on the declarations of `registryResources`.
 */

let clock = new Date('2026-06-15T15:00:00Z');
const school = useSchool({ testing: { now: () => clock } });
let server: RunningServer;
let api: TestClient;

/** How many academic years the cases made (2031, 2032…: before the PATCH's end in 2099). */
let years = 0;
/** Records every case builds on, made once. */
const base: Record<string, Item> = {};
const next = () => school.build.next();
const created = (path: string, body: Body) => school.build.created(path, body);
/** A new calendar of 2026, for a unit of its own (a unit has one calendar a year). */
const newCalendar = async () =>
  created('/academic-calendars', {
    title: `Calendário ${next()}`,
    academicYearId: base.year?.id,
    schoolUnitIds: [(await school.build.unit()).id],
  });
const api$ = (path: string) => `/api${path}`;
const unitBody = (extra: Body = {}) => school.build.unitBody(extra);

const courseBody = (extra: Body = {}): Body => ({
  name: `Curso ${next()}`,
  teachingModalityId: base.modality?.id,
  curriculumMatrixId: base.matrix?.id,
  schoolUnitId: base.unitA?.id,
  gradeLevels: [{ name: '1º Ano' }],
  ...extra,
});

/** A POST /classrooms body: a class of `course`'s first level in its unit, in 2026. */
const classroomBody = (course: Item, name: string): Body => ({
  name,
  shift: 'MORNING',
  schoolUnitId: (course.schoolUnit as Item).id,
  courseId: course.id,
  academicYearId: base.year?.id,
  gradeLevelId: (course.gradeLevels as Item[])[0]?.id,
});

interface Case {
  def: RegistryResource;
  /** Creates a new record (201) and answers it. */
  make(): Promise<Item>;
  /** A valid change and what the answer then shows (built when the test runs). */
  patch(): { body: Body; shows: Body };
  /** An invalid change: the issue's path and pt-BR message. */
  invalid: { body: Body; path: string; message: string };
  /** A change that repeats another record's unique value. */
  /** `message`: a string, or the one naming the holder `other`. */
  duplicate?: { body(other: Item): Body; message: string | ((other: Item) => string) };
  /** A change that names a record that does not exist. */
  missingReference?: { body: Body; message: string };
  /** Makes another record use `item`; the delete then answers this message. */
  inUse?: { use(item: Item): Promise<unknown>; message: string };
}

/**
 * What a registry needs beyond the defaults (made from its create body of the builders; a PATCH
 * of `name`, and an empty name refused with its schema's message): by key.
 */
const overrides: Record<string, Partial<Omit<Case, 'def'>>> = {
  users: {
    patch: () => ({ body: { firstName: 'Renomeado' }, shows: { firstName: 'Renomeado' } }),
    invalid: { body: { email: 'nao-e-email' }, path: 'email', message: messages.emailInvalid },
    // The caller may read users: the conflict names whose CPF it is.
    duplicate: {
      body: (other) => ({ cpf: other.cpf }),
      message: (other) => serverMessages.cpfBelongsTo(`${other.firstName} ${other.lastName}`),
    },
  },
  'school-units': {
    patch: () => ({
      body: { name: 'Escola Renomeada', address: { city: 'Sorocaba' } },
      shows: { name: 'Escola Renomeada', address: expect.objectContaining({ city: 'Sorocaba' }) },
    }),
    invalid: {
      body: { address: { zipCode: '123' } },
      path: 'address.zipCode',
      message: messages.zipCodeInvalid,
    },
    duplicate: { body: (other) => ({ cnpj: other.cnpj }), message: serverMessages.cnpjTaken },
    inUse: {
      use: (unit) => created('/courses', courseBody({ schoolUnitId: unit.id })),
      message: inUseMessages.schoolUnitCourses(1),
    },
  },
  'teaching-modalities': {
    inUse: {
      use: (modality) => created('/courses', courseBody({ teachingModalityId: modality.id })),
      message: inUseMessages.teachingModality(1),
    },
  },
  'curricular-components': {
    patch: () => ({ body: { name: 'Geografia' }, shows: { name: 'Geografia' } }),
    invalid: { body: { name: '  ' }, path: 'name', message: messages.nameRequired },
    inUse: {
      use: (component) =>
        created('/curriculum-matrices', {
          name: `Matriz ${next()}`,
          matrix: [{ curricularComponentId: component.id, workload: 40 }],
        }),
      message: inUseMessages.curricularComponent(1),
    },
  },
  'curriculum-matrices': {
    make: () =>
      created('/curriculum-matrices', {
        name: `Matriz ${next()}`,
        matrix: [{ curricularComponentId: base.componentA?.id, workload: 80 }],
      }),
    patch: () => ({
      body: {
        matrix: [
          { curricularComponentId: base.componentB?.id, workload: '120' },
          { curricularComponentId: base.componentA?.id, workload: 40 },
        ],
      },
      shows: {
        matrix: [
          { curricularComponent: { id: base.componentB?.id, name: 'Ciências' }, workload: 120 },
          { curricularComponent: { id: base.componentA?.id, name: 'Matemática' }, workload: 40 },
        ],
      },
    }),
    invalid: { body: { matrix: [] }, path: 'matrix', message: messages.matrixEmpty },
    missingReference: {
      body: { matrix: [{ curricularComponentId: MISSING_ID, workload: 10 }] },
      message: serverMessages.curricularComponentNotFound,
    },
    inUse: {
      use: (matrix) => created('/courses', courseBody({ curriculumMatrixId: matrix.id })),
      message: inUseMessages.curriculumMatrix(1),
    },
  },
  courses: {
    patch: () => ({
      body: { name: 'Fundamental II', schoolUnitId: base.unitB?.id },
      shows: {
        name: 'Fundamental II',
        schoolUnit: { id: base.unitB?.id, name: base.unitB?.name },
        teachingModality: { id: base.modality?.id, name: base.modality?.name },
      },
    }),
    invalid: {
      body: { teachingModalityId: 'x' },
      path: 'teachingModalityId',
      message: messages.modalityInvalid,
    },
    missingReference: {
      body: { curriculumMatrixId: MISSING_ID },
      message: serverMessages.curriculumMatrixNotFound,
    },
    inUse: {
      use: (course) => created('/classrooms', classroomBody(course, `Turma ${next()}`)),
      message: inUseMessages.course(1),
    },
  },
  classrooms: {
    patch: () => ({
      body: { shift: 'NIGHT', name: '9º ANO B' },
      shows: { shift: 'NIGHT', name: '9º ANO B' },
    }),
    invalid: { body: { shift: 'MADRUGADA' }, path: 'shift', message: messages.shiftInvalid },
    missingReference: { body: { courseId: MISSING_ID }, message: serverMessages.courseNotFound },
  },
  'academic-years': {
    make: () => {
      years += 1;
      const year = String(2030 + years);
      return created('/academic-calendars/years', {
        year,
        startDate: date(`${year}-02-02`),
        endDate: date(`${year}-12-18`),
      });
    },
    patch: () => ({
      body: { endDate: '20/12/2099' },
      shows: { endDate: expect.stringMatching(/-12-20T/) },
    }),
    invalid: {
      // The stored start is in February: an end in January breaks the cross-field rule.
      body: { endDate: date('2000-01-10') },
      path: 'endDate',
      message: messages.endBeforeStart,
    },
    duplicate: {
      body: (other) => ({ year: other.year }),
      message: serverMessages.academicYearTaken,
    },
    inUse: {
      use: (year) =>
        created('/academic-calendars', { title: `Calendário ${next()}`, academicYearId: year.id }),
      message: inUseMessages.academicYear(1),
    },
  },
  'academic-calendars': {
    // Of 2026, for a unit of its own: its terms are of 2026.
    make: newCalendar,
    patch: () => ({
      body: { title: 'Calendário Escolar' },
      shows: { title: 'Calendário Escolar' },
    }),
    invalid: { body: { title: '' }, path: 'title', message: messages.titleRequired },
    missingReference: {
      body: { academicYearId: MISSING_ID },
      message: serverMessages.academicYearNotFound,
    },
    inUse: {
      use: (calendar) =>
        created('/academic-terms', {
          title: '1º Bimestre',
          startDate: date('2026-02-02'),
          endDate: date('2026-04-17'),
          academicCalendarId: calendar.id,
        }),
      message: inUseMessages.academicCalendarTerms(1),
    },
  },
  'academic-terms': {
    make: async () =>
      created('/academic-terms', {
        title: `Bimestre ${next()}`,
        startDate: date('2026-04-20'),
        endDate: date('2026-06-30'),
        // A calendar of its own: the terms of one calendar may not overlap.
        academicCalendarId: (await newCalendar()).id,
      }),
    patch: () => ({
      body: { startDate: '01/06/2026' },
      shows: { startDate: date('2026-06-01'), status: 'IN_ACTIVITY' },
    }),
    invalid: { body: { endDate: '01/03/2026' }, path: 'endDate', message: messages.endBeforeStart },
    missingReference: {
      body: { academicCalendarId: MISSING_ID },
      message: serverMessages.academicCalendarNotFound,
    },
  },
  'school-day-types': {
    patch: () => ({ body: { description: 'Recesso' }, shows: { description: 'Recesso' } }),
    invalid: {
      body: { description: ' ' },
      path: 'description',
      message: messages.descriptionRequired,
    },
    inUse: {
      use: (type) =>
        created('/school-days', {
          date: date('2026-05-01'),
          academicCalendarId: base.calendar?.id,
          typeId: type.id,
        }),
      message: inUseMessages.schoolDayType(1),
    },
  },
  'school-days': {
    make: async () =>
      created('/school-days', {
        date: date('2026-04-21'),
        // A calendar of its own: one school day per date of a calendar.
        academicCalendarId: (await newCalendar()).id,
        typeId: base.dayType?.id,
      }),
    patch: () => ({ body: { date: '07/09/2026' }, shows: { date: date('2026-09-07') } }),
    invalid: { body: { date: '31/02/2026' }, path: 'date', message: messages.dateInvalid },
    missingReference: {
      body: { typeId: MISSING_ID },
      message: serverMessages.schoolDayTypeNotFound,
    },
  },
};

/** The records the builders' create bodies name. */
const refs = {} as RegistryRefs;

/** A registry whose body is `{ name }`: renamed, and refused an empty name (its schema's message). */
function defaults(def: RegistryResource): Omit<Case, 'def'> {
  const result = v.safeParse(def.create, { name: '' });
  const message = result.success ? '' : (result.issues[0]?.message ?? '');
  return {
    make: async () => created(def.path, await school.build.registryBody(def.key, refs)),
    patch: () => ({ body: { name: 'Nome Renomeado' }, shows: { name: 'Nome Renomeado' } }),
    invalid: { body: { name: '' }, path: 'name', message },
  };
}

const cases: Case[] = registryResources.map((def) => ({
  def,
  ...defaults(def),
  ...overrides[def.key],
}));

beforeAll(async () => {
  ({ server, admin: api } = school);
  base.unitA = await created('/school-units', unitBody({ name: 'Escola A' }));
  base.unitB = await created('/school-units', unitBody({ name: 'Escola B' }));
  base.modality = await created('/teaching-modalities', { name: 'Ensino Fundamental' });
  base.componentA = await created('/curricular-components', { name: 'Matemática' });
  base.componentB = await created('/curricular-components', { name: 'Ciências' });
  base.matrix = await created('/curriculum-matrices', {
    name: 'Matriz Base',
    matrix: [{ curricularComponentId: base.componentA.id, workload: 80 }],
  });
  base.courseA = await created('/courses', courseBody({ name: 'Curso A' }));
  base.courseB = await created(
    '/courses',
    courseBody({ name: 'Curso B', schoolUnitId: base.unitB.id }),
  );
  base.year = await created('/academic-calendars/years', {
    year: '2026',
    startDate: date('2026-02-02'),
    endDate: date('2026-12-18'),
  });
  base.calendar = await created('/academic-calendars', {
    title: 'Calendário 2026',
    academicYearId: base.year.id,
  });
  base.dayType = await created('/school-day-types', { description: 'Feriado', kind: 'FERIADO' });
  Object.assign(refs, {
    unit: base.unitA.id,
    modality: base.modality.id,
    component: base.componentA.id,
    matrix: base.matrix.id,
    course: base.courseA.id,
    year: base.year.id,
    calendar: base.calendar.id,
    dayType: base.dayType.id,
  });
});

it('covers every registry of the domain: no override names another', () => {
  const keys = registryResources.map((def) => def.key);
  expect(Object.keys(overrides).filter((key) => !keys.includes(key))).toEqual([]);
  expect(cases.map((c) => c.def.key)).toEqual(keys);
});

describe.each(cases)('$def.key', (spec) => {
  const { def } = spec;
  const path = (id: string) => api$(`${def.path}/${id}`);

  it('GET <path>/<id> answers the list item; 404 for an unknown or malformed id', async () => {
    const item = await spec.make();
    const answer = await api.get<Item>(path(item.id));
    expect(answer.status).toBe(200);
    expect(v.is(def.item, answer.body), answer.text).toBe(true);
    expect(answer.body).toEqual(item);
    const list = await api.get<Item[]>(api$(def.path));
    expect(list.body.find((entry) => entry.id === item.id)).toEqual(answer.body);
    for (const id of [MISSING_ID, 'nao-e-uuid', '1']) {
      const missing = await api.get(path(id));
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ message: def.notFound });
    }
  });

  it('PATCH merges the body over the record: 200, seen by GET and the list; 400; 404', async () => {
    const item = await spec.make();
    const answer = await api.request<Item>('PATCH', path(item.id), { json: spec.patch().body });
    expect(answer.status, answer.text).toBe(200);
    expect(v.is(def.item, answer.body), answer.text).toBe(true);
    expect(answer.body).toMatchObject({ id: item.id, ...spec.patch().shows });
    expect((await api.get(path(item.id))).body).toEqual(answer.body);
    const list = await api.get<Item[]>(api$(def.path));
    expect(list.body.find((entry) => entry.id === item.id)).toEqual(answer.body);

    const invalid = await api.request('PATCH', path(item.id), { json: spec.invalid.body });
    expect(invalid.status, invalid.text).toBe(400);
    expect(invalid.body).toEqual({
      message: serverMessages.invalidBody,
      issues: [{ path: spec.invalid.path, message: spec.invalid.message }],
    });
    expect((await api.get(path(item.id))).body).toEqual(answer.body);
    const notObject = await api.request('PATCH', path(item.id), { json: [spec.patch().body] });
    expect(notObject.status).toBe(400);

    for (const id of [MISSING_ID, 'nao-e-uuid']) {
      const missing = await api.request('PATCH', path(id), { json: spec.patch().body });
      expect(missing.status, id).toBe(404);
      expect(missing.body).toEqual({ message: def.notFound });
    }
  });

  const duplicate = spec.duplicate;
  if (duplicate) {
    it('PATCH to another record’s unique value answers 409', async () => {
      const first = await spec.make();
      const second = await spec.make();
      const answer = await api.request('PATCH', path(second.id), { json: duplicate.body(first) });
      expect(answer.status, answer.text).toBe(409);
      // The field whose value is taken carries the message, so a form shows it there.
      const [field] = Object.keys(duplicate.body(first));
      const message =
        typeof duplicate.message === 'string' ? duplicate.message : duplicate.message(first);
      expect(answer.body).toEqual({ message, issues: [{ path: field, message }] });
      // Its own value is no duplicate.
      const own = await api.request('PATCH', path(first.id), { json: duplicate.body(first) });
      expect(own.status, own.text).toBe(200);
      expect((await api.get(path(second.id))).body).toEqual(second);
    });
  }

  const missing = spec.missingReference;
  if (missing) {
    it('PATCH naming a missing record answers 422', async () => {
      const item = await spec.make();
      const answer = await api.request('PATCH', path(item.id), { json: missing.body });
      expect(answer.status, answer.text).toBe(422);
      expect(answer.body).toEqual({ message: missing.message });
      expect((await api.get(path(item.id))).body).toEqual(item);
    });
  }

  it('DELETE answers 204, then the record is gone (404); 404 for an unknown or malformed id', async () => {
    const item = await spec.make();
    const answer = await api.request('DELETE', path(item.id));
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect((await api.get(path(item.id))).status).toBe(404);
    const list = await api.get<Item[]>(api$(def.path));
    expect(list.body.map((entry) => entry.id)).not.toContain(item.id);
    for (const id of [item.id, MISSING_ID, 'nao-e-uuid']) {
      const again = await api.request('DELETE', path(id));
      expect(again.status, id).toBe(404);
      expect(again.body).toEqual({ message: def.notFound });
    }
  });

  const inUse = spec.inUse;
  if (inUse) {
    it('DELETE of a record in use answers 409 naming what uses it; nothing is deleted', async () => {
      const item = await spec.make();
      await inUse.use(item);
      const answer = await api.request('DELETE', path(item.id));
      expect(answer.status, answer.text).toBe(409);
      expect(answer.body).toEqual({ message: inUse.message });
      expect((await api.get(path(item.id))).status).toBe(200);
    });
  }

  it('other methods on <path>/<id> answer 405 with Allow', async () => {
    const answer = await api.request('PUT', path(MISSING_ID), { json: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('GET, PATCH, DELETE');
  });
});

describe('rules beyond the table', () => {
  const patch = (path: string, json: Body) => api.request<Item>('PATCH', api$(path), { json });

  it('users: an e-mail is unique in any case; an empty password leaves it, a short one is refused; nobody deletes themselves', async () => {
    const joana = await created('/users', {
      cpf: school.build.faker.cpf(),
      email: 'joana@escola.test',
      firstName: 'Joana',
      lastName: 'Prado',
      password: 'senha-da-joana',
    });
    const other = await created('/users', {
      cpf: school.build.faker.cpf(),
      email: 'outra@escola.test',
      firstName: 'Outra',
      lastName: 'Pessoa',
      password: 'senha-da-outra',
    });
    const taken = await patch(`/users/${other.id}`, { email: 'JOANA@escola.test' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: serverMessages.emailTaken,
      issues: [{ path: 'email', message: serverMessages.emailTaken }],
    });
    // A password on edit is a reset: checked like a new one (too short: 400, nothing changed).
    const short = await patch(`/users/${joana.id}`, {
      email: 'Joana.Prado@Escola.test',
      password: 'x',
    });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ path: 'password', message: messages.passwordTooShort }]);
    const edited = await patch(`/users/${joana.id}`, {
      email: 'Joana.Prado@Escola.test',
      password: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.email).toBe('joana.prado@escola.test');
    expect(JSON.stringify(edited.body)).not.toMatch(/password|senha/i);
    await new TestClient(server.url).login('joana.prado@escola.test', 'senha-da-joana');

    const me = (await api.get<Item[]>('/api/users')).body.find((u) => u.email === ADMIN.email);
    const self = await api.request('DELETE', `/api/users/${me?.id}`);
    expect(self.status).toBe(409);
    expect(self.body).toEqual({ message: serverMessages.cannotDeleteSelf });
    expect((await api.get(`/api/users/${me?.id}`)).status).toBe(200);
  });

  it('school units: a nested address merges field by field; a repeated INEP code is 409; null clears', async () => {
    const a = await created('/school-units', unitBody({ inepCode: '35000001' }));
    const b = await created('/school-units', unitBody());
    const taken = await patch(`/school-units/${b.id}`, { inepCode: '35000001' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: serverMessages.inepCodeTaken,
      issues: [{ path: 'inepCode', message: serverMessages.inepCodeTaken }],
    });
    const edited = await patch(`/school-units/${a.id}`, {
      inepCode: null,
      address: { complement: 'Bloco B' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      inepCode: null,
      address: { ...(a.address as Body), complement: 'Bloco B' },
    });
  });

  it('classrooms: the course must belong to the unit after an edit too (422)', async () => {
    const classroom = await created('/classrooms', classroomBody(base.courseA as Item, '1º ANO A'));
    const answer = await patch(`/classrooms/${classroom.id}`, { courseId: base.courseB?.id });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.courseNotInSchoolUnit });
    // The level goes with the course: one of course B's.
    const both = await patch(`/classrooms/${classroom.id}`, {
      courseId: base.courseB?.id,
      schoolUnitId: base.unitB?.id,
      gradeLevelId: ((base.courseB as Item).gradeLevels as Item[])[0]?.id,
    });
    expect(both.status).toBe(200);
    expect(both.body).toMatchObject({
      schoolUnit: { name: 'Escola B' },
      course: { name: 'Curso B' },
    });
  });

  it('courses: a course that classrooms use keeps its unit (409)', async () => {
    const course = await created('/courses', courseBody());
    await created('/classrooms', { ...classroomBody(course, '2º ANO'), shift: 'AFTERNOON' });
    const answer = await patch(`/courses/${course.id}`, { schoolUnitId: base.unitB?.id });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: inUseMessages.courseSchoolUnit(1) });
  });

  it('curriculum matrices: an edit replaces the rows; a component used twice counts once per matrix', async () => {
    const component = await created('/curricular-components', { name: 'Arte' });
    for (const name of ['Matriz X', 'Matriz Y']) {
      await created('/curriculum-matrices', {
        name,
        matrix: [{ curricularComponentId: component.id, workload: 40 }],
      });
    }
    const answer = await api.request('DELETE', `/api/curricular-components/${component.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: inUseMessages.curricularComponent(2) });
  });

  it('academic calendars: an edit moves updatedAt, not createdAt; days also keep a calendar', async () => {
    const calendar = await newCalendar();
    clock = new Date('2026-06-16T10:00:00Z');
    await api.login();
    const edited = await patch(`/academic-calendars/${calendar.id}`, { title: 'Calendário EJA' });
    expect(edited.body).toMatchObject({
      createdAt: calendar.createdAt,
      updatedAt: clock.toISOString(),
    });
    await created('/school-days', {
      date: date('2026-08-10'),
      academicCalendarId: calendar.id,
      typeId: base.dayType?.id,
    });
    const answer = await api.request('DELETE', `/api/academic-calendars/${calendar.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: inUseMessages.academicCalendarDays(1) });
  });

  it('a PATCH body must be JSON (415) and well formed (400)', async () => {
    const type = await created('/school-day-types', {
      description: 'Conselho de Classe',
      kind: 'CONSELHO_CLASSE',
    });
    const text = await api.request('PATCH', `/api/school-day-types/${type.id}`, {
      body: 'description=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const broken = await api.request('PATCH', `/api/school-day-types/${type.id}`, {
      body: '{"description":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ message: serverMessages.invalidBody });
  });
});
