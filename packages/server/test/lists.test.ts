import {
  academicCalendarsResource,
  academicTermsResource,
  academicYearsResource,
  calendarStatuses,
  classroomsResource,
  coursesResource,
  curricularComponentsResource,
  curriculumMatricesResource,
  foldText,
  genders,
  isNamedResource,
  LIST_PAGE_SIZE_DEFAULT,
  type ListResourceDefinition,
  listQueryMessages,
  registryResources,
  schoolDaysResource,
  schoolDayTypesResource,
  schoolUnitsResource,
  searchDigits,
  serverMessages,
  shifts,
  studentsResource,
  TOTAL_COUNT_HEADER,
  teachingModalitiesResource,
  termStatuses,
  usersResource,
} from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { persons, students } from '../src/db/schema.ts';
import { insertStudentRecords } from '../src/seed/demo.ts';
import type { RunningServer } from '../src/server.ts';
import { ADDRESS, date, useSchool } from './builders.ts';
import { MISSING_ID, type TestClient } from './helpers.ts';

/*
 * Lists of every resource: pages with X-Total-Count, search (accent- and case-insensitive, CPF
 * and CNPJ digits with or without mask), every sort key both ways, and 400 for bad parameters.
 * The expected answers come from an oracle over the whole list, so the data can be anything.
 * The test databases (PGlite, and with-postgres.sh's cluster) compare text in C order, as JS does.
 */

let server: RunningServer;
let api: TestClient;
const faker = createFaker(9090);
const clock = new Date('2026-06-15T15:00:00Z');
const school = useSchool({ testing: { now: () => clock } });

// biome-ignore lint/suspicious/noExplicitAny: list items of every resource
type Item = Record<string, any> & { id: string };
type SortValue = string | number | null | undefined;

interface ListCase {
  def: Pick<ListResourceDefinition, 'key' | 'path' | 'notFound' | 'sortKeys'>;
  /** The texts and document numbers `q` looks into. */
  searchable(item: Item): { text: (string | null | undefined)[]; digits?: string[] };
  /** Searches that find some records and not all. */
  searches: string[];
  /** What each sort key orders by, as the server compares it. */
  sortValue: Record<string, (item: Item) => SortValue>;
  /** What breaks ties (the id, unless said otherwise). */
  tie?(item: Item): string;
}

const fold = (value: string | null | undefined) => (value == null ? null : foldText(value));
const shown = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');
const maskCpf = (cpf: string) =>
  `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const maskCnpj = (cnpj: string) =>
  `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/** Known values the searches use. */
const joaoCpf = faker.cpf();
const unitCnpj = faker.cnpj();
let studentCpf = '';
/** Student id → the student person's id, what breaks ties in the students list. */
const personOfStudent = new Map<string, string>();

const cases: ListCase[] = [
  {
    def: usersResource,
    searchable: (u) => ({
      text: [u.firstName, u.lastName, `${u.firstName} ${u.lastName}`, u.email, u.role?.name],
      digits: [u.cpf],
    }),
    searches: [
      'joao',
      'JOÃO',
      'conceicao',
      'ana souza',
      'administ',
      maskCpf(joaoCpf).slice(0, 7),
      joaoCpf.slice(2, 9),
    ],
    sortValue: {
      cpf: (u) => u.cpf,
      firstName: (u) => fold(u.firstName),
      lastName: (u) => fold(u.lastName),
      email: (u) => u.email,
      role: (u) => fold(u.role?.name),
    },
  },
  {
    def: schoolUnitsResource,
    searchable: (u) => ({ text: [u.name, u.principalName], digits: [u.cnpj] }),
    searches: ['joao', 'ÉBANO', 'escola', maskCnpj(unitCnpj).slice(0, 10), unitCnpj.slice(3, 11)],
    sortValue: {
      cnpj: (u) => u.cnpj,
      name: (u) => fold(u.name),
      principalName: (u) => fold(u.principalName),
    },
  },
  {
    def: teachingModalitiesResource,
    searchable: (m) => ({ text: [m.name] }),
    searches: ['educacao', 'ENSINO', 'médio'],
    sortValue: { name: (m) => fold(m.name) },
  },
  {
    def: curricularComponentsResource,
    searchable: (c) => ({ text: [c.name] }),
    searches: ['ciencias', 'LÍNGUA', 'ca'],
    sortValue: { name: (c) => fold(c.name) },
  },
  {
    def: curriculumMatricesResource,
    searchable: (m) => ({ text: [m.name] }),
    searches: ['iniciais', 'EDUCAÇÃO'],
    sortValue: { name: (m) => fold(m.name) },
  },
  {
    def: coursesResource,
    searchable: (c) => ({
      text: [c.name, c.teachingModality.name, c.curriculumMatrix.name, c.schoolUnit.name],
    }),
    // By the course's own name and by the names of its modality, matrix and unit.
    searches: ['fundamental', 'medio', 'finais', 'joao xxiii'],
    sortValue: {
      name: (c) => fold(c.name),
      modality: (c) => fold(c.teachingModality.name),
      matrix: (c) => fold(c.curriculumMatrix.name),
      schoolUnit: (c) => fold(c.schoolUnit.name),
    },
  },
  {
    def: classroomsResource,
    searchable: (c) => ({ text: [c.name, c.course.name, c.schoolUnit.name] }),
    searches: ['1º ano', 'noturno', 'PRÉ-ESCOLA', 'ÁGUA'],
    sortValue: {
      name: (c) => fold(c.name),
      shift: (c) => shifts.indexOf(c.shift),
      course: (c) => fold(c.course.name),
      schoolUnit: (c) => fold(c.schoolUnit.name),
      academicYear: (c) => c.academicYear.year,
      gradeLevel: (c) => fold(c.gradeLevel.name),
    },
  },
  {
    def: academicYearsResource,
    searchable: (y) => ({ text: [y.year, shown(y.startDate), shown(y.endDate)] }),
    searches: ['2026', '02/2027'],
    sortValue: {
      year: (y) => y.year,
      startDate: (y) => y.startDate,
      endDate: (y) => y.endDate,
    },
  },
  {
    def: academicCalendarsResource,
    searchable: (c) => ({ text: [c.title, c.academicYear.year] }),
    searches: ['especial', 'CALENDÁRIO 2026', '2024'],
    sortValue: {
      title: (c) => fold(c.title),
      academicYear: (c) => c.academicYear.year,
      status: (c) => calendarStatuses.indexOf(c.status),
    },
  },
  {
    def: academicTermsResource,
    searchable: (t) => ({
      text: [t.title, t.academicCalendar.title, shown(t.startDate), shown(t.endDate)],
    }),
    searches: ['bimestre', 'especial', '/04/2026'],
    sortValue: {
      title: (t) => fold(t.title),
      startDate: (t) => t.startDate,
      endDate: (t) => t.endDate,
      calendar: (t) => fold(t.academicCalendar.title),
      status: (t) => termStatuses.indexOf(t.status),
    },
  },
  {
    def: schoolDayTypesResource,
    searchable: (t) => ({ text: [t.description] }),
    searches: ['recesso', 'DIA', 'classe'],
    sortValue: { description: (t) => fold(t.description) },
  },
  {
    def: schoolDaysResource,
    searchable: (d) => ({ text: [shown(d.date), d.academicCalendar.title, d.type.description] }),
    searches: ['feriado', 'especial', '21/04'],
    sortValue: {
      date: (d) => d.date,
      calendar: (d) => fold(d.academicCalendar.title),
      type: (d) => fold(d.type.description),
    },
  },
  {
    def: studentsResource,
    searchable: (s) => ({ text: [s.name, s.socialName], digits: [s.cpf] }),
    // The student's name and social name (one of each is set in seed()), and the CPF's digits.
    searches: ['joao', 'JOÃO ÁVILA', 'zinho'],
    sortValue: {
      cpf: (s) => s.cpf,
      name: (s) => fold(s.name),
      gender: (s) => genders.indexOf(s.gender),
      birthDate: (s) => s.birthDate,
    },
    // The student's person id (the list item does not carry it: read from the database).
    tie: (s) => personOfStudent.get(s.id) ?? '',
  },
];

async function post(path: string, body: Record<string, unknown>): Promise<Item> {
  const answer = await api.post<Item>(`/api${path}`, body);
  expect(answer.status, `POST ${path}: ${answer.text}`).toBe(201);
  return answer.body;
}

const address = ADDRESS;

/** A small network with accents, shared words and every status. */
async function seed() {
  for (const [firstName, lastName, cpf] of [
    ['João', 'Silva', joaoCpf],
    ['Maria', 'Conceição', faker.cpf()],
    ['Zélia', 'Antunes', faker.cpf()],
    ['Édson', 'Barros', faker.cpf()],
  ] as const) {
    await post('/users', {
      cpf,
      email: `${foldText(firstName)}.${foldText(lastName)}@escola.test`,
      firstName,
      lastName,
      password: 'senha-segura',
    });
  }
  const units = [];
  for (const [name, principalName, cnpj] of [
    ['Escola Água Viva', 'Márcia Lopes', unitCnpj],
    ['Escola João XXIII', 'Paulo Freire', faker.cnpj()],
    ['Colégio Zumbi', 'Ângela Davis', faker.cnpj()],
    ['Instituto Ébano', 'Otávio Reis', faker.cnpj()],
  ] as const) {
    units.push(await post('/school-units', { cnpj, name, principalName, address, area: 'URBAN' }));
  }
  for (const { def } of namedCases) {
    for (const name of NAMED_RECORDS) await post(def.path, { name });
  }
  const modalities = [];
  for (const name of ['Educação Infantil', 'Ensino Fundamental', 'Ensino Médio']) {
    modalities.push(await post('/teaching-modalities', { name }));
  }
  const components = [];
  for (const name of [
    'Matemática',
    'Língua Portuguesa',
    'Ciências',
    'Educação Física',
    'História',
  ]) {
    components.push(await post('/curricular-components', { name }));
  }
  const matrices = [];
  for (const name of ['Matriz Anos Iniciais', 'Matriz Anos Finais', 'Matriz Educação Infantil']) {
    matrices.push(
      await post('/curriculum-matrices', {
        name,
        matrix: components
          .slice(0, 3)
          .map((c, i) => ({ curricularComponentId: c.id, workload: 40 * (i + 1) })),
      }),
    );
  }
  const courses = [];
  for (const [name, m, x, u] of [
    ['Fundamental I', 1, 0, 1],
    ['Fundamental II', 1, 1, 0],
    ['Médio Técnico', 2, 1, 0],
    ['Pré-escola', 0, 2, 0],
    ['EJA', 1, 1, 1],
  ] as const) {
    courses.push(
      await post('/courses', {
        name,
        teachingModalityId: modalities[m]?.id,
        curriculumMatrixId: matrices[x]?.id,
        schoolUnitId: units[u]?.id,
        gradeLevels: [{ name: 'Etapa Única' }],
      }),
    );
  }
  const years: Record<string, Item> = {};
  for (const year of ['2024', '2026', '2025', '2028', '2027']) {
    years[year] = await post('/academic-calendars/years', {
      year,
      startDate: date(`${year}-02-0${(Number(year) % 5) + 1}`),
      endDate: date(`${year}-12-1${Number(year) % 7}`),
    });
  }
  for (const [name, shift, k] of [
    ['1º ANO A', 'MORNING', 0],
    ['1º ANO B', 'AFTERNOON', 0],
    ['2º ANO A', 'INTEGRAL', 1],
    ['Maternal', 'MORNING', 3],
    ['EJA Noturno', 'NIGHT', 4],
  ] as const) {
    const course = courses[k] as Item;
    await post('/classrooms', {
      name,
      shift,
      schoolUnitId: course.schoolUnit.id,
      courseId: course.id,
      academicYearId: years['2026']?.id,
      gradeLevelId: (course.gradeLevels as Item[])[0]?.id,
    });
  }
  const calendars: Item[] = [];
  // 'Especial 2026' is the second unit's: a year has one calendar for the network (issue 27).
  for (const [title, year, unit] of [
    ['Calendário 2026', '2026', undefined],
    ['Calendário 2024', '2024', undefined],
    ['Calendário Especial 2026', '2026', units[1]?.id],
    ['Calendário 2027', '2027', undefined],
  ] as const) {
    calendars.push(
      await post('/academic-calendars', {
        title,
        academicYearId: years[year]?.id,
        ...(unit ? { schoolUnitIds: [unit] } : {}),
      }),
    );
  }
  for (const [title, start, end, c] of [
    ['2º Bimestre', '2026-04-20', '2026-06-30', 0],
    ['1º Bimestre', '2026-02-02', '2026-04-17', 0],
    ['Módulo Especial', '2026-07-01', '2026-08-30', 2],
    ['3º Bimestre', '2026-08-01', '2026-09-30', 0],
  ] as const) {
    await post('/academic-terms', {
      title,
      startDate: date(start),
      endDate: date(end),
      academicCalendarId: calendars[c]?.id,
    });
  }
  const types = [];
  for (const [description, kind] of [
    ['Feriado', 'FERIADO'],
    ['Dia Letivo', 'DIA_LETIVO'],
    ['Recesso Escolar', 'RECESSO'],
    ['Conselho de Classe', 'CONSELHO_CLASSE'],
  ]) {
    types.push(await post('/school-day-types', { description, kind }));
  }
  for (const [day, c, t] of [
    ['2026-04-21', 0, 0],
    ['2026-03-02', 0, 1],
    ['2026-07-13', 2, 2],
    ['2026-09-07', 0, 0],
    ['2026-05-29', 2, 3],
  ] as const) {
    await post('/school-days', {
      date: date(day),
      academicCalendarId: calendars[c]?.id,
      typeId: types[t]?.id,
    });
  }
  await insertStudentRecords(server.db, createFaker(77), 40);
  const [first, second] = await server.db
    .select({ personId: students.personId })
    .from(students)
    .orderBy(students.id)
    .limit(2);
  await server.db
    .update(persons)
    .set({ name: 'João Ávila Santos' })
    .where(eq(persons.id, first?.personId as string));
  await server.db
    .update(persons)
    .set({ socialName: 'Joãozinho' })
    .where(eq(persons.id, second?.personId as string));
}

beforeAll(async () => {
  ({ server, admin: api } = school);
  await seed();
  const all = await api.get<Item[]>('/api/students');
  studentCpf = all.body[3]?.cpf;
  for (const row of await server.db
    .select({ id: students.id, personId: students.personId })
    .from(students)) {
    personOfStudent.set(row.id, row.personId);
  }
  cases.at(-1)?.searches.push(maskCpf(studentCpf), studentCpf.slice(1, 8));
});

/** GET of a list: 200, an array, and the total header (exposed to scripts). */
async function list(path: string, params: Record<string, string | number> = {}) {
  const query = new URLSearchParams(Object.entries(params).map(([k, value]) => [k, String(value)]));
  const answer = await api.get<Item[]>(`/api${path}${query.size ? `?${query}` : ''}`);
  expect(answer.status, `${path}?${query}: ${answer.text}`).toBe(200);
  expect(Array.isArray(answer.body)).toBe(true);
  expect(answer.headers.get('access-control-expose-headers')).toBe(TOTAL_COUNT_HEADER);
  return { items: answer.body, total: Number(answer.headers.get(TOTAL_COUNT_HEADER)) };
}

const ids = (items: Item[]) => items.map((item) => item.id);

function compare(a: SortValue, b: SortValue): number {
  const missing = (value: SortValue) => value === null || value === undefined;
  if (missing(a) || missing(b)) return missing(a) === missing(b) ? 0 : missing(a) ? 1 : -1;
  if (a === b) return 0;
  return (a as string | number) < (b as string | number) ? -1 : 1;
}

/**
 * A named registry (`defineNamedResource`) without a case above gets this one: four names with
 * accents, posted by `seed`. A new registry of names needs no line here.
 */
const NAMED_RECORDS = ['Água Viva', 'Ébano', 'Zumbi dos Palmares', 'Aurora'];
const namedCases: ListCase[] = registryResources
  .filter((def) => isNamedResource(def) && !cases.some((c) => c.def.key === def.key))
  .map((def) => ({
    def,
    searchable: (item) => ({ text: [item.name] }),
    searches: ['agua', 'ÉBANO', 'ur'],
    sortValue: { name: (item) => fold(item.name) },
  }));
const listOrder = [...registryResources.map((def) => def.key), studentsResource.key];
cases.push(...namedCases);
cases.sort((a, b) => listOrder.indexOf(a.def.key) - listOrder.indexOf(b.def.key));

it('covers every list of the domain', () => {
  expect(cases.map((c) => c.def.key)).toEqual([
    ...registryResources.map((def) => def.key),
    studentsResource.key,
  ]);
});

describe.each(cases)('GET $def.path', (spec) => {
  const { def } = spec;
  const tie = spec.tie ?? ((item: Item) => item.id);

  it('without page: the whole list in creation order (id), with its X-Total-Count', async () => {
    const { items, total } = await list(def.path);
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(total).toBe(items.length);
    expect(ids(items)).toEqual([...ids(items)].sort());
  });

  it('pages: page and pageSize slice the list; X-Total-Count is the total', async () => {
    const all = (await list(def.path)).items;
    const size = 2;
    const pages = Math.ceil(all.length / size);
    for (const page of [1, 2, pages, pages + 1]) {
      const { items, total } = await list(def.path, { page, pageSize: size });
      expect(ids(items), `page ${page}`).toEqual(ids(all.slice((page - 1) * size, page * size)));
      expect(total, `page ${page}`).toBe(all.length);
    }
    const first = await list(def.path, { page: 1 });
    expect(ids(first.items)).toEqual(ids(all.slice(0, LIST_PAGE_SIZE_DEFAULT)));
    expect(first.total).toBe(all.length);
  });

  it.each(def.sortKeys)('sorts by %s both ways, the id breaking ties', async (key) => {
    const value = spec.sortValue[key] as (item: Item) => SortValue;
    const ascending = (await list(def.path, { sort: key })).items;
    const descending = (await list(def.path, { sort: `-${key}` })).items;
    for (let i = 1; i < ascending.length; i++) {
      const [a, b] = [ascending[i - 1] as Item, ascending[i] as Item];
      const order = compare(value(a), value(b)) || compare(tie(a), tie(b));
      expect(order, `${JSON.stringify(value(a))} / ${JSON.stringify(value(b))}`).toBeLessThan(0);
    }
    expect(ids(descending)).toEqual(ids(ascending).reverse());
    const page = await list(def.path, { sort: `-${key}`, page: 2, pageSize: 2 });
    expect(ids(page.items)).toEqual(ids(descending.slice(2, 4)));
  });

  it('searches case- and accent-insensitively over what the list shows', async () => {
    const all = (await list(def.path)).items;
    for (const q of spec.searches) {
      const folded = foldText(q.trim());
      const digits = /^[\d\s./-]*\d[\d\s./-]*$/.test(q) ? searchDigits(q) : '';
      const expected = all.filter((item) => {
        const { text, digits: documents = [] } = spec.searchable(item);
        return (
          text.some((value) => value != null && foldText(value).includes(folded)) ||
          (digits !== '' && documents.some((value) => value.includes(digits)))
        );
      });
      expect(expected.length, `q=${q} finds something`).toBeGreaterThan(0);
      expect(expected.length, `q=${q} is a filter`).toBeLessThan(all.length);
      const found = await list(def.path, { q });
      expect(ids(found.items), `q=${q}`).toEqual(ids(expected));
      expect(found.total).toBe(expected.length);
      const firstPage = await list(def.path, { q, page: 1, pageSize: 1 });
      expect(ids(firstPage.items)).toEqual(ids(expected.slice(0, 1)));
      expect(firstPage.total, `q=${q} total`).toBe(expected.length);
      // Searched and sorted: the page is a slice of the whole sorted answer.
      const sort = `-${def.sortKeys.at(-1)}`;
      const sorted = (await list(def.path, { q, sort })).items;
      expect(new Set(ids(sorted))).toEqual(new Set(ids(expected)));
      const secondPage = await list(def.path, { q, sort, page: 2, pageSize: 1 });
      expect(ids(secondPage.items)).toEqual(ids(sorted.slice(1, 2)));
      expect(secondPage.total).toBe(expected.length);
    }
    const none = await list(def.path, { q: 'xyzw-nada', page: 1, pageSize: 5 });
    expect(none).toEqual({ items: [], total: 0 });
  });

  it('answers 400 with a pt-BR message for each bad parameter', async () => {
    const bad: [Record<string, string>, string][] = [
      [{ page: '0' }, listQueryMessages.pageInvalid],
      [{ page: 'dois' }, listQueryMessages.pageInvalid],
      [{ page: '1.5' }, listQueryMessages.pageInvalid],
      [{ page: '1', pageSize: '0' }, listQueryMessages.pageSizeInvalid(100)],
      [{ page: '1', pageSize: '101' }, listQueryMessages.pageSizeInvalid(100)],
      [{ sort: 'senha' }, listQueryMessages.sortInvalid],
      [{ sort: '-' }, listQueryMessages.sortInvalid],
      [{ q: 'x'.repeat(101) }, listQueryMessages.searchTooLong(100)],
    ];
    for (const [params, message] of bad) {
      const answer = await api.get(`/api${def.path}?${new URLSearchParams(params)}`);
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.body).toEqual({ message });
    }
  });
});

describe('other lists', () => {
  it('courses by unit page, search and sort too; 404 for an unknown unit', async () => {
    const units = (await list('/school-units', { q: 'agua viva' })).items;
    const unitId = units[0]?.id as string;
    const all = (await list('/courses')).items.filter((c) => c.schoolUnit.id === unitId);
    expect(all.length).toBeGreaterThan(2);
    const byUnit = await list(`/courses/school-unit/${unitId}`);
    expect(ids(byUnit.items)).toEqual(ids(all));
    expect(byUnit.total).toBe(all.length);
    const page = await list(`/courses/school-unit/${unitId}`, {
      page: 1,
      pageSize: 2,
      sort: '-name',
    });
    expect(page.total).toBe(all.length);
    expect(page.items.map((c) => c.name)).toEqual(
      all
        .map((c) => c.name)
        .sort((a, b) => compare(foldText(b), foldText(a)))
        .slice(0, 2),
    );
    const search = await list(`/courses/school-unit/${unitId}`, { q: 'MÉDIO' });
    expect(search.items.map((c) => c.name)).toEqual(['Médio Técnico']);
    const missing = await api.get(`/api/courses/school-unit/${MISSING_ID}?page=1`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: serverMessages.schoolUnitNotFound });
  });

  it('students: one record by id; the total follows inserts and deletes', async () => {
    const all = (await list('/students')).items;
    const record = all[5] as Item;
    // The full record (person and guardian) of the list item.
    const one = await api.get<Item>(`/api/students/${record.id}`);
    expect(one.status).toBe(200);
    // The list's current class is not part of the person.
    const { id, classroom: _classroom, ...shown } = record;
    expect(one.body.id).toBe(id);
    expect(one.body.person).toMatchObject(
      Object.fromEntries(Object.entries(shown).filter(([, value]) => value !== undefined)),
    );
    expect(one.body.guardian).toMatchObject({ cpf: expect.any(String) });
    for (const id of [MISSING_ID, 'nao-e-uuid']) {
      const missing = await api.get(`/api/students/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: studentsResource.notFound });
    }
    expect((await api.request('DELETE', `/api/students/${record.id}`)).status).toBe(405);

    expect((await list('/students', { page: 2, pageSize: 10 })).total).toBe(all.length);
    await insertStudentRecords(server.db, createFaker(78), 3);
    await server.db.delete(students).where(eq(students.id, record.id));
    const after = await list('/students', { page: 1, pageSize: 10 });
    expect(after.total).toBe(all.length + 2);
    expect((await list('/students')).items.length).toBe(all.length + 2);
  });
});
