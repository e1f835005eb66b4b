import {
  formatCpf,
  messages,
  type StudentListItem,
  serverMessages,
  studentListItemSchema,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { createFaker } from '@lousa/domain/fake';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { academicYears, auditEvents, enrollments, persons, students } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import {
  ago,
  type Body,
  certidao,
  childPerson,
  type Item,
  RECIFE_ADDRESS,
  useSchool,
} from './builders.ts';
import { MISSING_ID, TestClient } from './helpers.ts';

/*
 * Students: POST /students (a new guardian, a registered one, none for an adult), GET and PATCH
 * /students/<id>, GET /guardians?cpf=, the unit scope of the records, and the list's current
 * classroom. Enrolments are written straight to the table here (their API is tested apart).
 */

let server: RunningServer;
let admin: TestClient;
/** The server's clock: real time, but for the tests of the server's own "today". */
let clock: () => Date = () => new Date();
const faker = createFaker(1313);
type Person = Record<string, unknown> & { id: string; cpf: string | null; name: string };
type Record_ = { id: string; person: Person; guardian: Person | null };

const data = {
  unitA: '',
  unitB: '',
  classroomA: '',
  classroomA2: '',
};
let secretaryA: TestClient;
let secretaryAB: TestClient;
let teacher: TestClient;

/** The address as the form sends it: the CEP masked. */
const address = { ...RECIFE_ADDRESS, zipCode: '50.050-000' };

/** The matrícula with its last check digit changed. */
const wrongCheckDigit = (value: string) => `${value.slice(0, 31)}${(Number(value[31]) + 1) % 10}`;

let names = 0;
/** A child of 8 registered by certidão (no CPF). */
function child(extra: Body = {}): Body {
  names += 1;
  return childPerson({
    name: `Pedro Henrique Lima ${names}`,
    susCard: '898 0000 0004 3208',
    address,
    ...extra,
  });
}

/** An adult guardian with a fresh CPF (masked, as the form sends it). */
function guardianBody(extra: Body = {}): Body {
  return {
    cpf: formatCpf(faker.cpf()),
    name: 'Maria José Lima',
    gender: 'FEMALE',
    ethnicity: 'BROWN',
    birthDate: '15/03/1985',
    email: 'maria.lima@email.com',
    contact: '(81) 99876-5432',
    nationality: 'BORN_BRAZILLIAN',
    locationZone: 'URBAN',
    birthCity: 'Olinda',
    birthState: 'PE',
    address,
    ...extra,
  };
}

const adult = (extra: Body = {}) =>
  child({ cpf: faker.cpf(), birthDate: ago(30), birthCertificate: '', ...extra });

/** POST /students → the new id (the answer is the student as the list shows it). */
async function createStudent(body: Body, client: TestClient = admin): Promise<string> {
  const answer = await client.post<StudentListItem>('/api/students', body);
  expect(answer.status, answer.text).toBe(201);
  expect(v.is(studentListItemSchema, answer.body), answer.text).toBe(true);
  expect(answer.body.name).toBe((body.person as { name: string }).name.trim());
  return answer.body.id;
}

async function record(id: string, client: TestClient = admin): Promise<Record_> {
  const answer = await client.get<Record_>(`/api/students/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

function patch(id: string, body: Body, client: TestClient = admin) {
  return client.request<Body>('PATCH', `/api/students/${id}`, { json: body });
}

/** The record's body again, as the edit form sends it (the full record). */
function bodyOf(person: Person): Body {
  const { id: _id, ...rest } = person;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null));
}

async function auditOf(resourceId: string) {
  return server.db
    .select({
      action: auditEvents.action,
      resource: auditEvents.resource,
      fields: auditEvents.fields,
      actorEmail: auditEvents.actorEmail,
    })
    .from(auditEvents)
    .where(eq(auditEvents.resourceId, resourceId))
    .orderBy(auditEvents.at, auditEvents.id);
}

const personCount = async () => (await server.db.select({ id: persons.id }).from(persons)).length;

const school = useSchool({ testing: { now: () => clock() }, faker });

beforeAll(async () => {
  ({ server, admin } = school);
  const { build } = school;
  data.unitA = (await build.unit('Escola Municipal A')).id;
  data.unitB = (await build.unit('Escola Municipal B')).id;
  const modality = await build.modality('Ensino Fundamental');
  const component = await build.component('Matemática');
  const matrix = await build.matrix([[component.id, 80]], 'Matriz');
  const course = await build.course(data.unitA, modality.id, matrix.id, 'Fundamental A');
  data.classroomA = (await build.classroom(data.unitA, course.id, { name: '3º Ano A' })).id;
  data.classroomA2 = (await build.classroom(data.unitA, course.id, { name: '4º Ano A' })).id;
  const signed = async (role: string, units: string[]) =>
    (await build.signedUser('Usuária', role, units)).client;
  secretaryA = await signed('Secretaria Escolar', [data.unitA]);
  secretaryAB = await signed('Secretaria Escolar', [data.unitA, data.unitB]);
  teacher = await signed('Professor(a)', [data.unitA]);
}, 60_000);

describe('POST /api/students', () => {
  it('registers a child by certidão (no CPF) with a new guardian, in one audited write', async () => {
    const guardian = guardianBody();
    const person = child({ rg: '', socialName: '', email: '' });
    const before = await personCount();
    const id = await createStudent({ person, guardian });
    expect(await personCount()).toBe(before + 2);

    const read = await record(id);
    expect(read.id).toBe(id);
    expect(read.person).toMatchObject({
      cpf: null,
      rg: null,
      name: person.name,
      socialName: null,
      birthDate: person.birthDate,
      birthCertificate: person.birthCertificate,
      susCard: '898000000043208',
      email: null,
      address: { ...address, zipCode: '50050000' },
    });
    expect(read.guardian).toMatchObject({
      cpf: String(guardian.cpf).replace(/\D/g, ''),
      name: 'Maria José Lima',
      birthDate: '1985-03-15T00:00:00.000Z',
      contact: '81998765432',
      email: 'maria.lima@email.com',
    });
    const [created] = await auditOf(id);
    expect(created).toEqual({
      action: 'create',
      resource: 'students',
      fields: ['person', 'guardian', 'guardianId'],
      actorEmail: 'admin@escola.test',
    });
  });

  it('registers a sibling with the guardian already registered: both share one person', async () => {
    const guardian = guardianBody();
    const first = await createStudent({ person: child(), guardian });
    const match = await admin.get<Person>(`/api/guardians?cpf=${guardian.cpf}`);
    expect(match.status).toBe(200);
    const before = await personCount();
    const second = await createStudent({ person: child(), guardianId: match.body.id });
    expect(await personCount()).toBe(before + 1);

    const [a, b] = [await record(first), await record(second)];
    expect(a.guardian?.id).toBe(match.body.id);
    expect(b.guardian).toEqual(a.guardian);
    const rows = await server.db
      .select({ guardianId: students.guardianId })
      .from(students)
      .where(eq(students.guardianId, match.body.id));
    expect(rows).toHaveLength(2);
    expect((await auditOf(second))[0]?.fields).toEqual(['person', 'guardianId']);
  });

  it('registers an adult without a guardian: the record answers guardian null', async () => {
    const person = adult();
    const id = await createStudent({ person });
    const read = await record(id);
    expect(read.guardian).toBeNull();
    expect(read.person.cpf).toBe(person.cpf);
  });

  it('answers 400 with the field messages of the schema', async () => {
    const cases: [Body, string, string][] = [
      [
        { person: child({ birthCertificate: wrongCheckDigit(certidao()) }) },
        'person.birthCertificate',
        messages.birthCertificateInvalid,
      ],
      [
        { person: child({ susCard: '898000000043209' }) },
        'person.susCard',
        messages.susCardInvalid,
      ],
      [{ person: child({ cpf: '111.444.777-36' }) }, 'person.cpf', messages.cpfInvalid],
      [{ person: child({ birthDate: ago(-1) }) }, 'person.birthDate', messages.birthDateInFuture],
      [{ person: child({ birthState: 'XX' }) }, 'person.birthState', messages.stateInvalid],
      [
        { person: child({ address: { ...address, state: 'Pernambuco' } }) },
        'person.address.state',
        messages.stateInvalid,
      ],
      [
        { person: child({ birthCertificate: '' }) },
        'person.cpf',
        messages.cpfOrBirthCertificateRequired,
      ],
      [
        { person: child(), guardian: guardianBody({ cpf: '' }) },
        'guardian.cpf',
        messages.cpfRequired,
      ],
      [
        { person: child(), guardian: guardianBody(), guardianId: MISSING_ID },
        'guardianId',
        messages.guardianOneOf,
      ],
      [{ person: child() }, 'guardianId', messages.guardianRequired],
    ];
    for (const [body, path, message] of cases) {
      // Every case but the last ones has a valid guardian.
      const json =
        'guardian' in body || path === 'guardianId' ? body : { ...body, guardian: guardianBody() };
      const answer = await admin.post<{ message: string; issues: Body[] }>('/api/students', json);
      expect(answer.status, `${path}: ${answer.text}`).toBe(400);
      expect(answer.body.message).toBe(serverMessages.invalidBody);
      expect(answer.body.issues).toContainEqual({ path, message });
    }
  });

  it('answers 409 when a CPF is already a person’s, naming whose beside the field, and writes nothing', async () => {
    const guardian = guardianBody({ name: 'Joana Dias Prado' });
    await createStudent({ person: child(), guardian });
    const before = await personCount();
    const named = serverMessages.cpfBelongsTo('Joana Dias Prado');

    // The student's CPF is the registered guardian's.
    const taken = await admin.post('/api/students', {
      person: adult({ cpf: guardian.cpf }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      message: named,
      issues: [{ path: 'person.cpf', message: named }],
    });

    // A "new" guardian whose CPF is registered: the form should have offered to reuse it.
    const guardianTaken = await admin.post('/api/students', {
      person: child(),
      guardian: guardianBody({ cpf: guardian.cpf, name: 'Outra Pessoa' }),
    });
    expect(guardianTaken.status).toBe(409);
    expect(guardianTaken.body).toEqual({
      message: named,
      issues: [{ path: 'guardian.cpf', message: named }],
    });
    expect(await personCount()).toBe(before);
  });

  it('answers 422 for a guardian id that is no person', async () => {
    const answer = await admin.post('/api/students', { person: child(), guardianId: MISSING_ID });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.guardianNotFound });
  });

  it('refuses a caller without students.write (403) and other methods (405)', async () => {
    const answer = await teacher.post('/api/students', { person: adult() });
    expect(answer.status).toBe(403);
    const put = await admin.request('PUT', '/api/students', { json: {} });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
  });
});

describe('the server’s today (America/Sao_Paulo), not the client’s', () => {
  let shifted: TestClient;

  beforeAll(async () => {
    // The server's clock 400 days behind: its "today" is earlier than the schema's.
    clock = () => new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
    shifted = new TestClient(server.url);
    await shifted.login();
  });

  afterAll(() => {
    clock = () => new Date();
  });

  it('answers 422 for a student who is an adult today but a minor on the server’s date', async () => {
    const answer = await shifted.post('/api/students', {
      person: adult({ birthDate: ago(18, 100) }),
    });
    expect(answer.status, answer.text).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.guardianRequired });
  });

  it('answers 400 for a birth date after the server’s today', async () => {
    const answer = await shifted.post<{ issues: Body[] }>('/api/students', {
      person: child({ birthDate: ago(0, 100) }),
      guardian: guardianBody(),
    });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body.issues).toEqual([
      { path: 'person.birthDate', message: messages.birthDateInFuture },
    ]);
  });
});

describe('GET /api/students/<id>', () => {
  it('answers the record with its guardian and audits the read', async () => {
    const guardian = guardianBody();
    const id = await createStudent({ person: child(), guardian });
    const read = await record(id);
    expect(read.guardian?.cpf).toBe(String(guardian.cpf).replace(/\D/g, ''));
    expect((await auditOf(id)).map((event) => event.action)).toEqual(['create', 'sensitive-read']);
    // A 404 is no read.
    expect((await admin.get(`/api/students/${MISSING_ID}`)).status).toBe(404);
    expect(await auditOf(MISSING_ID)).toEqual([]);
    expect((await admin.request('DELETE', `/api/students/${id}`)).status).toBe(405);
  });
});

describe('PATCH /api/students/<id>', () => {
  it('updates the person and the current guardian (same CPF), naming the changed fields', async () => {
    const guardian = guardianBody();
    const id = await createStudent({ person: child(), guardian });
    const sibling = await createStudent({
      person: child(),
      guardianId: (await record(id)).guardian?.id,
    });
    const current = await record(id);
    const before = await personCount();
    const answer = await patch(id, {
      person: { ...bodyOf(current.person), name: 'Pedro Henrique Lima Souza' },
      guardian: { ...bodyOf(current.guardian as Person), contact: '(81) 91234-5678' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ id, name: 'Pedro Henrique Lima Souza' });
    expect(await personCount()).toBe(before);
    const after = await record(id);
    expect(after.person.name).toBe('Pedro Henrique Lima Souza');
    expect(after.guardian?.id).toBe(current.guardian?.id);
    expect(after.guardian?.contact).toBe('81912345678');
    // The sibling shares the guardian's record.
    expect((await record(sibling)).guardian?.contact).toBe('81912345678');
    const update = (await auditOf(id)).find((event) => event.action === 'update');
    expect(update?.fields).toEqual(['person.name', 'guardian.contact']);
  });

  it('writes no audit event when nothing changed', async () => {
    const id = await createStudent({ person: child(), guardian: guardianBody() });
    const current = await record(id);
    const answer = await patch(id, {
      person: bodyOf(current.person),
      guardian: bodyOf(current.guardian as Person),
    });
    expect(answer.status).toBe(200);
    expect((await auditOf(id)).map((event) => event.action)).not.toContain('update');
  });

  it('a guardian with a CPF nobody has becomes a new person; the sibling keeps the old one', async () => {
    const id = await createStudent({ person: child(), guardian: guardianBody() });
    const old = (await record(id)).guardian as Person;
    const sibling = await createStudent({ person: child(), guardianId: old.id });
    const current = await record(id);
    const fresh = guardianBody({ name: 'João Carlos Lima' });
    const answer = await patch(id, { person: bodyOf(current.person), guardian: fresh });
    expect(answer.status).toBe(200);
    const after = await record(id);
    expect(after.guardian?.id).not.toBe(old.id);
    expect(after.guardian?.name).toBe('João Carlos Lima');
    expect((await record(sibling)).guardian?.id).toBe(old.id);
    const update = (await auditOf(id)).find((event) => event.action === 'update');
    expect(update?.fields).toEqual(['guardian', 'guardianId']);
  });

  it('answers 409 for a guardian CPF of another registered person, 409 for a student CPF taken', async () => {
    const other = adult();
    await createStudent({ person: other });
    const id = await createStudent({ person: child(), guardian: guardianBody() });
    const current = await record(id);
    const guardianTaken = await patch(id, {
      person: bodyOf(current.person),
      guardian: guardianBody({ cpf: other.cpf }),
    });
    expect(guardianTaken.status).toBe(409);
    const named = serverMessages.cpfBelongsTo(String(other.name));
    expect(guardianTaken.body).toEqual({
      message: named,
      issues: [{ path: 'guardian.cpf', message: named }],
    });
    const personTaken = await patch(id, {
      person: { ...bodyOf(current.person), cpf: other.cpf },
      guardian: bodyOf(current.guardian as Person),
    });
    expect(personTaken.status).toBe(409);
    expect(personTaken.body).toEqual({
      message: named,
      issues: [{ path: 'person.cpf', message: named }],
    });
    expect(await record(id)).toEqual(current);
  });

  it('points to a registered guardian by id; not an unknown one (422) nor the student (422)', async () => {
    const adultId = await createStudent({ person: adult() });
    const adultPerson = (await record(adultId)).person;
    const id = await createStudent({ person: child(), guardian: guardianBody() });
    const current = await record(id);
    const answer = await patch(id, { person: bodyOf(current.person), guardianId: adultPerson.id });
    expect(answer.status).toBe(200);
    expect((await record(id)).guardian?.id).toBe(adultPerson.id);
    const update = (await auditOf(id)).find((event) => event.action === 'update');
    expect(update?.fields).toEqual(['guardianId']);

    const unknown = await patch(id, { person: bodyOf(current.person), guardianId: MISSING_ID });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toEqual({ message: serverMessages.guardianNotFound });
    const self = await patch(adultId, { person: bodyOf(adultPerson), guardianId: adultPerson.id });
    expect(self.status).toBe(422);
    expect(self.body).toEqual({ message: serverMessages.guardianIsStudent });
  });

  it('an adult may be left without a guardian; a minor may not (400)', async () => {
    const grown = await createStudent({
      person: adult({ birthDate: ago(19) }),
      guardian: guardianBody(),
    });
    const current = await record(grown);
    expect(current.guardian).not.toBeNull();
    // A PATCH keeps what it leaves out: `guardianId: null` removes the guardian.
    const answer = await patch(grown, { person: bodyOf(current.person), guardianId: null });
    expect(answer.status).toBe(200);
    expect((await record(grown)).guardian).toBeNull();

    const minor = await createStudent({ person: child(), guardian: guardianBody() });
    const refused = await patch(minor, {
      person: bodyOf((await record(minor)).person),
      guardianId: null,
    });
    expect(refused.status).toBe(400);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [MISSING_ID, 'nao-e-uuid']) {
      const answer = await patch(id, { person: adult() });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: serverMessages.studentNotFound });
    }
  });
});

describe('GET /api/guardians?cpf=', () => {
  it('finds a registered person by the exact CPF, masked or bare, and audits it', async () => {
    const guardian = guardianBody();
    const id = await createStudent({ person: child(), guardian });
    const guardianId = (await record(id)).guardian?.id as string;
    const bare = String(guardian.cpf).replace(/\D/g, '');
    for (const cpf of [guardian.cpf, bare]) {
      const answer = await admin.get(`/api/guardians?cpf=${encodeURIComponent(String(cpf))}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        id: guardianId,
        name: 'Maria José Lima',
        cpf: bare,
        contact: '81998765432',
        email: 'maria.lima@email.com',
      });
    }
    const reads = (await auditOf(guardianId)).filter((event) => event.resource === 'guardians');
    expect(reads).toHaveLength(2);
    expect(reads[0]?.action).toBe('sensitive-read');
  });

  it('answers 404 for a CPF nobody has, 400 for an invalid or missing CPF', async () => {
    const missing = await admin.get(`/api/guardians?cpf=${faker.cpf()}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: serverMessages.guardianNotFound });
    const invalid = await admin.get<{ message: string }>('/api/guardians?cpf=111.444.777-36');
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe(messages.cpfInvalid);
    const partial = await admin.get<{ message: string }>('/api/guardians?cpf=1114');
    expect(partial.status).toBe(400);
    const none = await admin.get<{ message: string }>('/api/guardians');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(messages.cpfRequired);
  });

  it('is for students.write: a teacher gets 403', async () => {
    const answer = await teacher.get(`/api/guardians?cpf=${faker.cpf()}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: serverMessages.permissionDenied });
    expect((await admin.request('POST', '/api/guardians', { json: {} })).status).toBe(405);
  });
});

describe('unit scope', () => {
  let ofA = '';
  let ofB = '';
  let ofNone = '';

  beforeAll(async () => {
    // A secretary of one unit registers into it without naming it.
    ofA = await createStudent({ person: child(), guardian: guardianBody() }, secretaryA);
    ofB = await createStudent({
      person: child(),
      guardian: guardianBody(),
      schoolUnitId: data.unitB,
    });
    ofNone = await createStudent({ person: adult() });
  });

  const unitOf = (id: string) => school.build.studentUnit(id);

  async function listIds(client: TestClient, query = '') {
    const answer = await client.get<Item[]>(`/api/students${query}`);
    expect(answer.status, answer.text).toBe(200);
    return {
      ids: answer.body.map((item) => item.id),
      total: Number(answer.headers.get(TOTAL_COUNT_HEADER)),
    };
  }

  it('puts the record in the unit: the caller’s only one, the one named, or none', async () => {
    expect(await unitOf(ofA)).toBe(data.unitA);
    expect(await unitOf(ofB)).toBe(data.unitB);
    expect(await unitOf(ofNone)).toBeNull();
    const audit = await auditOf(ofA);
    expect(audit[0]?.fields).toEqual(['person', 'guardian', 'guardianId', 'schoolUnitId']);
  });

  it('a secretary of A lists, reads and edits only A’s students', async () => {
    const all = await listIds(secretaryA);
    expect(all.ids).toContain(ofA);
    expect(all.ids).not.toContain(ofB);
    expect(all.ids).not.toContain(ofNone);
    const rowsOfA = await server.db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.schoolUnitId, data.unitA));
    expect(all.total).toBe(rowsOfA.length);
    expect(new Set(all.ids)).toEqual(new Set(rowsOfA.map((row) => row.id)));
    const page = await listIds(secretaryA, '?page=1&pageSize=2&sort=name');
    expect(page.total).toBe(rowsOfA.length);
    const searched = await listIds(secretaryA, '?q=pedro&page=1&pageSize=50');
    expect(searched.ids).toContain(ofA);
    expect(searched.ids).not.toContain(ofB);

    expect((await secretaryA.get(`/api/students/${ofA}`)).status).toBe(200);
    for (const id of [ofB, ofNone]) {
      const read = await secretaryA.get(`/api/students/${id}`);
      expect(read.status).toBe(404);
      expect(read.body).toEqual({ message: serverMessages.studentNotFound });
      const current = await record(id);
      const edit = await patch(
        id,
        {
          person: { ...bodyOf(current.person), name: 'Nome Trocado' },
          ...(current.guardian ? { guardian: bodyOf(current.guardian) } : {}),
        },
        secretaryA,
      );
      expect(edit.status).toBe(404);
      expect((await record(id)).person.name).toBe(current.person.name);
    }
    const current = await record(ofA);
    const edit = await patch(
      ofA,
      {
        person: { ...bodyOf(current.person), socialName: 'Pedrinho' },
        guardian: bodyOf(current.guardian as Person),
      },
      secretaryA,
    );
    expect(edit.status).toBe(200);
  });

  it('a secretary cannot register into, or move a record to, a unit outside its own (403)', async () => {
    const answer = await secretaryA.post('/api/students', {
      person: child(),
      guardian: guardianBody(),
      schoolUnitId: data.unitB,
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ message: serverMessages.outsideSchoolUnits });
    const current = await record(ofA);
    const move = await patch(
      ofA,
      {
        person: bodyOf(current.person),
        guardian: bodyOf(current.guardian as Person),
        schoolUnitId: data.unitB,
      },
      secretaryA,
    );
    expect(move.status).toBe(403);
    expect(await unitOf(ofA)).toBe(data.unitA);
  });

  it('a secretary of several units must name one (400 on schoolUnitId)', async () => {
    const answer = await secretaryAB.post<{ issues: Body[] }>('/api/students', {
      person: child(),
      guardian: guardianBody(),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.issues).toEqual([
      { path: 'schoolUnitId', message: messages.schoolUnitRequired },
    ]);
    const id = await createStudent(
      { person: child(), guardian: guardianBody(), schoolUnitId: data.unitB },
      secretaryAB,
    );
    expect(await unitOf(id)).toBe(data.unitB);
    expect((await listIds(secretaryAB)).ids).toEqual(expect.arrayContaining([ofA, ofB, id]));
  });

  it('a CPF conflict names the holder only to whom may read that person (409, beside the field)', async () => {
    // A guardian whose only student is of unit B: secretary A may not read her.
    const guardianOfB = guardianBody({ name: 'Beatriz Souza Ramos' });
    await createStudent(
      { person: child(), guardian: guardianOfB, schoolUnitId: data.unitB },
      secretaryAB,
    );
    const hidden = await secretaryA.post('/api/students', {
      person: child(),
      guardian: guardianBody({ cpf: guardianOfB.cpf }),
    });
    expect(hidden.status).toBe(409);
    expect(hidden.body).toEqual({
      message: serverMessages.guardianCpfTaken,
      issues: [{ path: 'guardian.cpf', message: serverMessages.guardianCpfTaken }],
    });
    const hiddenStudent = await secretaryA.post('/api/students', {
      person: adult({ cpf: guardianOfB.cpf }),
    });
    expect(hiddenStudent.body).toEqual({
      message: serverMessages.personCpfTaken,
      issues: [{ path: 'person.cpf', message: serverMessages.personCpfTaken }],
    });
    // Secretary A and B reads her (her student is of unit B): named.
    const named = serverMessages.cpfBelongsTo('Beatriz Souza Ramos');
    const shown = await secretaryAB.post('/api/students', {
      person: child(),
      guardian: guardianBody({ cpf: guardianOfB.cpf }),
      schoolUnitId: data.unitA,
    });
    expect(shown.status).toBe(409);
    expect(shown.body).toEqual({
      message: named,
      issues: [{ path: 'guardian.cpf', message: named }],
    });
  });

  it('a unit must exist (422) and be an id (400)', async () => {
    const missing = await admin.post('/api/students', {
      person: adult(),
      schoolUnitId: MISSING_ID,
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: serverMessages.schoolUnitNotFound });
    const invalid = await admin.post<{ issues: Body[] }>('/api/students', {
      person: adult(),
      schoolUnitId: 'escola-a',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.issues).toEqual([
      { path: 'schoolUnitId', message: messages.schoolUnitInvalid },
    ]);
  });

  it('a network-wide user may move a record to a unit', async () => {
    const current = await record(ofNone);
    const answer = await patch(ofNone, {
      person: bodyOf(current.person),
      schoolUnitId: data.unitB,
    });
    expect(answer.status).toBe(200);
    expect(await unitOf(ofNone)).toBe(data.unitB);
    const update = (await auditOf(ofNone)).find((event) => event.action === 'update');
    expect(update?.fields).toEqual(['schoolUnitId']);
  });
});

describe('the list’s current classroom', () => {
  async function itemOf(id: string, query = '') {
    const answer = await admin.get<Item[]>(`/api/students${query}`);
    expect(answer.status).toBe(200);
    return answer.body.find((item) => item.id === id);
  }

  it('is null before any enrolment, then the active enrolment’s (the latest year’s)', async () => {
    const id = await createStudent({
      person: child({ name: 'Classe Teste Silva' }),
      guardian: guardianBody(),
      schoolUnitId: data.unitA,
    });
    const search = '?q=classe%20teste&page=1&pageSize=10';
    expect(await itemOf(id)).toMatchObject({ id, classroom: null });
    expect(await itemOf(id, search)).toMatchObject({ classroom: null });

    const year = (value: string) => ({
      id: newId(),
      year: value,
      startDate: `${value}-02-01`,
      endDate: `${value}-12-15`,
    });
    const [older, newer] = [year('2031'), year('2032')];
    await server.db.insert(academicYears).values([older, newer]);
    const enrol = (academicYearId: string, classroomId: string, date: string, status = 'ACTIVE') =>
      server.db.insert(enrollments).values({
        id: newId(),
        studentId: id,
        classroomId,
        schoolUnitId: data.unitA,
        academicYearId,
        status: status as 'ACTIVE',
        date,
      });
    // A closed enrolment is not the current class.
    await enrol(older.id, data.classroomA2, '2031-02-10', 'CANCELLED');
    expect(await itemOf(id)).toMatchObject({ classroom: null });

    await enrol(older.id, data.classroomA, '2031-03-01');
    const classA = { id: data.classroomA, name: '3º Ano A' };
    expect(await itemOf(id)).toMatchObject({ classroom: classA });
    expect(await itemOf(id, search)).toMatchObject({ classroom: classA });
    expect(await itemOf(id, '?page=1&pageSize=100')).toMatchObject({ classroom: classA });

    // Active in two years (last year's not yet completed): the latest year's class.
    await enrol(newer.id, data.classroomA2, '2032-02-05');
    const classA2 = { id: data.classroomA2, name: '4º Ano A' };
    expect(await itemOf(id)).toMatchObject({ classroom: classA2 });
    expect(await itemOf(id, search)).toMatchObject({ classroom: classA2 });

    // Every other item of the list carries the key too.
    const answer = await admin.get<Item[]>('/api/students?page=1&pageSize=5');
    for (const item of answer.body) expect(item).toHaveProperty('classroom');

    await server.db
      .delete(enrollments)
      .where(and(eq(enrollments.studentId, id), eq(enrollments.academicYearId, newer.id)));
    expect(await itemOf(id)).toMatchObject({ classroom: classA });
  });
});
