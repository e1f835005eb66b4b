import {
  guardianLookupResource,
  type Person,
  stripCpf,
  studentRecordResource,
  studentsResource,
  TOTAL_COUNT_HEADER,
} from '@lousa/domain';
import { HttpResponse, http } from 'msw';
import type { FixtureDb, StudentFixture } from './db.ts';
import { fixtureResources } from './fixture-resources.ts';
import {
  fixturePersons,
  guardianMatchOf,
  studentListItemOf,
  studentRecordOf,
} from './fixture-students.ts';
import { handle, MockHttpError, readJsonBody } from './mock-http.ts';
import { fixtureListPage } from './resource-handlers.ts';

/**
 * The student calls of the fixtures: the list (GET /students, flat items with the class), the
 * record (GET /students/<id>), POST and PATCH with `{ person, guardian | guardianId }`, and the
 * guardian lookup (GET /guardians?cpf=). They store and answer what they are sent, nothing more:
 * no validation, no duplicate CPF (409), no minor-without-guardian rule — a story that needs
 * such an answer sets it itself (scenarios.ts).
 */

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

async function readBody(request: Request): Promise<Body> {
  const body = await readJsonBody(request);
  return isObject(body) ? body : {};
}

/** A person as stored from a body's person: its fields over `base`, `null` clearing a field. */
function personFrom(db: FixtureDb, fields: Body, base?: Person): Person {
  const address = isObject(fields.address) ? fields.address : {};
  const merged = { ...base, ...fields, address: { ...base?.address, ...address } } as Body;
  for (const key of [
    'cpf',
    'rg',
    'socialName',
    'birthCertificate',
    'susCard',
    'email',
    'contact',
  ]) {
    merged[key] ??= null;
  }
  (merged.address as Body).complement ??= null;
  return { ...(merged as unknown as Person), id: base?.id ?? db.faker.uuid() };
}

/** The guardian a body names: a new person (`guardian`) or a registered one (`guardianId`). */
function guardianFrom(db: FixtureDb, body: Body, current: Person | null): Person | null {
  if (isObject(body.guardian)) return personFrom(db, body.guardian);
  if (typeof body.guardianId === 'string') {
    return fixturePersons(db).find((person) => person.id === body.guardianId) ?? current;
  }
  if (body.guardianId === null) return null;
  return current;
}

/** The fixture handlers of the students and the guardian lookup, as `{ collection, item }`. */
export function studentHandlers(db: FixtureDb, url: (path: string) => string) {
  const fixture = fixtureResources.get(studentsResource.key);
  if (!fixture) throw new Error('mocks: os alunos não têm dados de fixture.');
  const find = (id: unknown): StudentFixture => {
    const student = db.students.find((candidate) => candidate.id === id);
    if (!student) throw new MockHttpError(404, studentRecordResource.notFound);
    return student;
  };
  return {
    collection: [
      http.get(
        url(studentsResource.path),
        handle(({ request }) => {
          // Search and sort see what the server searches (name, social name, CPF), not the class.
          const rows = db.students.map((student) => {
            const { classroom: _classroom, ...item } = studentListItemOf(student);
            return item;
          });
          const { items, total } = fixtureListPage(
            rows,
            fixture,
            new URL(request.url).searchParams,
          );
          return HttpResponse.json(
            items.map((item) => studentListItemOf(find(item.id), db.enrollments)),
            { headers: { [TOTAL_COUNT_HEADER]: String(total) } },
          );
        }),
      ),
      http.post(
        url(studentsResource.path),
        handle(
          async ({ request }) => {
            const body = await readBody(request);
            const student: StudentFixture = {
              id: db.faker.uuid(),
              person: personFrom(db, isObject(body.person) ? body.person : {}),
              guardian: guardianFrom(db, body, null),
              classroom: null,
            };
            db.students.push(student);
            return studentListItemOf(student, db.enrollments);
          },
          { created: true },
        ),
      ),
      http.get(
        url(guardianLookupResource.path),
        handle(({ request }) => {
          const cpf = stripCpf(new URL(request.url).searchParams.get('cpf') ?? '');
          const person = fixturePersons(db).find((candidate) => candidate.cpf === cpf);
          if (!person) throw new MockHttpError(404, guardianLookupResource.notFound);
          return guardianMatchOf(person);
        }),
      ),
    ],
    item: [
      http.get(
        url(`${studentRecordResource.path}/:id`),
        handle(({ params }) => studentRecordOf(find(params.id))),
      ),
      http.patch(
        url(`${studentsResource.path}/:id`),
        handle(async ({ request, params }) => {
          const student = find(params.id);
          const body = await readBody(request);
          if (isObject(body.person)) student.person = personFrom(db, body.person, student.person);
          student.guardian = guardianFrom(db, body, student.guardian);
          return studentListItemOf(student, db.enrollments);
        }),
      ),
    ],
  };
}
