import {
  type AcademicCalendar,
  type AcademicTerm,
  academicCalendarCreateSchema,
  academicTermCreateSchema,
  academicYearCreateSchema,
  type Classroom,
  type Course,
  classroomCreateSchema,
  compareIsoDates,
  courseCreateSchema,
  curricularComponentCreateSchema,
  curriculumMatrixCreateSchema,
  type FieldIssue,
  loginSchema,
  schoolDayCreateSchema,
  schoolDayTypeCreateSchema,
  schoolUnitCreateSchema,
  serverMessages,
  teachingModalityCreateSchema,
  type User,
  userCreateBodySchema,
  validate,
} from '@lousa/domain';
import { HttpResponse, http, type JsonBodyType } from 'msw';
import type * as v from 'valibot';
import { checkAccessToken, nowInSeconds } from '../session/token.ts';
import type { FixtureDb } from './db.ts';
import { createStoryToken } from './story-token.ts';

/** Where the handlers listen: any origin, then /api (what the app's client calls). */
export const DEFAULT_MOCK_BASE = '*/api';

export interface HandlerOptions {
  /** Base the paths are appended to; default '*\/api' (any origin). */
  baseUrl?: string;
}

export function mockUrl(path: string, baseUrl: string = DEFAULT_MOCK_BASE): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

class MockHttpError {
  constructor(
    readonly status: number,
    readonly message: string,
    readonly issues?: FieldIssue[],
  ) {}
}

const errorResponse = (status: number, message: string, issues?: FieldIssue[]) =>
  HttpResponse.json(issues ? { message, issues } : { message }, { status });

async function readBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw new MockHttpError(400, serverMessages.invalidBody);
  }
}

/** Parses a create body with the same domain schema the server uses: 400 with its issues. */
async function parseBody<TSchema extends v.GenericSchema>(
  request: Request,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const data = await readBody(request);
  const result = validate(schema, data);
  if (!result.success) throw new MockHttpError(400, serverMessages.invalidBody, result.issues);
  return result.output;
}

function requireBearer(request: Request): void {
  const match = /^Bearer +(.+)$/.exec(request.headers.get('Authorization') ?? '');
  if (!match || checkAccessToken(match[1]).status !== 'valid') {
    throw new MockHttpError(401, serverMessages.unauthorized);
  }
}

type Info = { request: Request; params: Record<string, string | readonly string[] | undefined> };
type Resolver = (info: Info) => JsonBodyType | Response | Promise<JsonBodyType | Response>;

/** Wraps a resolver: Bearer check (unless public), errors as `{ message, issues? }`, 201 on create. */
function handle(resolver: Resolver, { auth = true, created = false } = {}) {
  return async (info: Info) => {
    try {
      if (auth) requireBearer(info.request);
      const result = await resolver(info);
      if (result instanceof Response) return result;
      return HttpResponse.json(result, { status: created ? 201 : 200 });
    } catch (error) {
      if (error instanceof MockHttpError)
        return errorResponse(error.status, error.message, error.issues);
      throw error;
    }
  };
}

function find<T extends { id: string }>(items: T[], id: string, notFound: string, status = 422): T {
  const item = items.find((candidate) => candidate.id === id);
  if (!item) throw new MockHttpError(status, notFound);
  return item;
}

const named = ({ id, name }: { id: string; name: string }) => ({ id, name });

function termStatus(startDate: string, endDate: string, now: string): AcademicTerm['status'] {
  if (compareIsoDates(now, startDate) < 0) return 'PENDING';
  return compareIsoDates(now, endDate) > 0 ? 'COMPLETED' : 'IN_ACTIVITY';
}

function tokenFor(db: FixtureDb, user: User): string {
  return createStoryToken({
    sub: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cpf: user.cpf,
    role: user.role
      ? { id: user.role.id, name: user.role.name, permissions: user.role.permissions ?? [] }
      : { id: '', name: '', permissions: [] },
    exp: nowInSeconds() + db.tokenTtlSeconds,
  });
}

/**
 * MSW 3 handlers for every call of spec §7, backed by `db`. Creates are validated with the
 * domain's form schemas (400 with the same `{ message, issues }` the server gives), unknown
 * references answer 422 and duplicates 409, as the server does. Authorised calls need a Bearer
 * token that decodes and has not expired (else 401).
 */
export function createHandlers(
  db: FixtureDb,
  { baseUrl = DEFAULT_MOCK_BASE }: HandlerOptions = {},
) {
  const url = (path: string) => mockUrl(path, baseUrl);
  const list = (read: () => JsonBodyType) => handle(() => read());

  return [
    // Auth
    http.post(
      url('/auth'),
      handle(
        async ({ request }) => {
          const { login, password } = await parseBody(request, loginSchema);
          const user = db.users.find((candidate) =>
            login.includes('@') ? candidate.email.toLowerCase() === login : candidate.cpf === login,
          );
          if (!user || db.passwords.get(user.id) !== password) {
            throw new MockHttpError(401, serverMessages.invalidCredentials);
          }
          db.signedInUserId = user.id;
          return { accessToken: tokenFor(db, user) };
        },
        { auth: false },
      ),
    ),
    http.post(
      url('/auth/refresh-token'),
      handle(
        () => {
          const user = db.users.find((candidate) => candidate.id === db.signedInUserId);
          if (!user) throw new MockHttpError(401, serverMessages.invalidRefreshToken);
          return { token: tokenFor(db, user) };
        },
        { auth: false },
      ),
    ),
    http.post(
      url('/auth/logout'),
      handle(
        () => {
          db.signedInUserId = null;
          return new HttpResponse(null, { status: 204 });
        },
        { auth: false },
      ),
    ),

    // Users
    http.get(
      url('/users'),
      list(() => db.users),
    ),
    http.post(
      url('/users'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, userCreateBodySchema);
          if (db.users.some((user) => user.cpf === body.cpf)) {
            throw new MockHttpError(409, serverMessages.cpfTaken);
          }
          if (db.users.some((user) => user.email.toLowerCase() === body.email.toLowerCase())) {
            throw new MockHttpError(409, serverMessages.emailTaken);
          }
          const { password, ...fields } = body;
          const user: User = { id: db.faker.uuid(), ...fields, role: null };
          db.users.push(user);
          db.passwords.set(user.id, password);
          return user;
        },
        { created: true },
      ),
    ),

    // School units
    http.get(
      url('/school-units'),
      list(() => db.schoolUnits),
    ),
    http.post(
      url('/school-units'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, schoolUnitCreateSchema);
          if (db.schoolUnits.some((unit) => unit.cnpj === body.cnpj)) {
            throw new MockHttpError(409, serverMessages.cnpjTaken);
          }
          if (body.inepCode && db.schoolUnits.some((unit) => unit.inepCode === body.inepCode)) {
            throw new MockHttpError(409, serverMessages.inepCodeTaken);
          }
          const unit = {
            id: db.faker.uuid(),
            name: body.name,
            cnpj: body.cnpj,
            area: body.area,
            email: body.email ?? null,
            phone: body.phone ?? null,
            principalName: body.principalName,
            address: { ...body.address, complement: body.address.complement ?? null },
            inepCode: body.inepCode ?? null,
          };
          db.schoolUnits.push(unit);
          return unit;
        },
        { created: true },
      ),
    ),

    // Courses
    http.get(
      url('/courses'),
      list(() => db.courses),
    ),
    http.get(
      url('/courses/school-unit/:schoolUnitId'),
      handle(({ params }) => {
        const unit = find(
          db.schoolUnits,
          String(params.schoolUnitId),
          serverMessages.schoolUnitNotFound,
          404,
        );
        return db.courses.filter((course) => course.schoolUnit.id === unit.id);
      }),
    ),
    http.post(
      url('/courses'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, courseCreateSchema);
          const modality = find(
            db.teachingModalities,
            body.teachingModalityId,
            serverMessages.teachingModalityNotFound,
          );
          const matrix = find(
            db.curriculumMatrices,
            body.curriculumMatrixId,
            serverMessages.curriculumMatrixNotFound,
          );
          const unit = find(db.schoolUnits, body.schoolUnitId, serverMessages.schoolUnitNotFound);
          const course: Course = {
            id: db.faker.uuid(),
            name: body.name,
            teachingModality: named(modality),
            curriculumMatrix: named(matrix),
            schoolUnit: named(unit),
          };
          db.courses.push(course);
          return course;
        },
        { created: true },
      ),
    ),

    // Classrooms
    http.get(
      url('/classrooms'),
      list(() => db.classrooms),
    ),
    http.post(
      url('/classrooms'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, classroomCreateSchema);
          const unit = find(db.schoolUnits, body.schoolUnitId, serverMessages.schoolUnitNotFound);
          const course = find(db.courses, body.courseId, serverMessages.courseNotFound);
          if (course.schoolUnit.id !== unit.id) {
            throw new MockHttpError(422, serverMessages.courseNotInSchoolUnit);
          }
          const classroom: Classroom = {
            id: db.faker.uuid(),
            name: body.name,
            shift: body.shift,
            schoolUnit: named(unit),
            course: named(course),
          };
          db.classrooms.push(classroom);
          return classroom;
        },
        { created: true },
      ),
    ),

    // Academic years (under /academic-calendars/years)
    http.get(
      url('/academic-calendars/years'),
      list(() => db.academicYears),
    ),
    http.post(
      url('/academic-calendars/years'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, academicYearCreateSchema);
          if (db.academicYears.some((year) => year.year === body.year)) {
            throw new MockHttpError(409, serverMessages.academicYearTaken);
          }
          const year = { id: db.faker.uuid(), ...body };
          db.academicYears.push(year);
          return year;
        },
        { created: true },
      ),
    ),

    // Academic calendars
    http.get(
      url('/academic-calendars'),
      list(() => db.academicCalendars),
    ),
    http.post(
      url('/academic-calendars'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, academicCalendarCreateSchema);
          const year = find(
            db.academicYears,
            body.academicYearId,
            serverMessages.academicYearNotFound,
          );
          const now = new Date().toISOString();
          const calendar: AcademicCalendar = {
            id: db.faker.uuid(),
            title: body.title,
            status: 'INACTIVE',
            academicYear: { id: year.id, year: year.year },
            createdAt: now,
            updatedAt: now,
          };
          db.academicCalendars.push(calendar);
          return calendar;
        },
        { created: true },
      ),
    ),

    // Academic terms
    http.get(
      url('/academic-terms'),
      list(() => db.academicTerms),
    ),
    http.post(
      url('/academic-terms'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, academicTermCreateSchema);
          const calendar = find(
            db.academicCalendars,
            body.academicCalendarId,
            serverMessages.academicCalendarNotFound,
          );
          const term: AcademicTerm = {
            id: db.faker.uuid(),
            title: body.title,
            startDate: body.startDate,
            endDate: body.endDate,
            status: termStatus(body.startDate, body.endDate, new Date().toISOString()),
            academicCalendar: { id: calendar.id, title: calendar.title, status: calendar.status },
          };
          db.academicTerms.push(term);
          return term;
        },
        { created: true },
      ),
    ),

    // School-day types
    http.get(
      url('/school-day-types'),
      list(() => db.schoolDayTypes),
    ),
    http.post(
      url('/school-day-types'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, schoolDayTypeCreateSchema);
          const type = { id: db.faker.uuid(), description: body.description };
          db.schoolDayTypes.push(type);
          return type;
        },
        { created: true },
      ),
    ),

    // School days
    http.get(
      url('/school-days'),
      list(() => db.schoolDays),
    ),
    http.post(
      url('/school-days'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, schoolDayCreateSchema);
          const calendar = find(
            db.academicCalendars,
            body.academicCalendarId,
            serverMessages.academicCalendarNotFound,
          );
          const type = find(db.schoolDayTypes, body.typeId, serverMessages.schoolDayTypeNotFound);
          const day = {
            id: db.faker.uuid(),
            date: body.date,
            type: { id: type.id, description: type.description },
            academicCalendar: { id: calendar.id, title: calendar.title },
          };
          db.schoolDays.push(day);
          return day;
        },
        { created: true },
      ),
    ),

    // Students (read-only)
    http.get(
      url('/students'),
      list(() => db.students),
    ),

    // Teaching modalities
    http.get(
      url('/teaching-modalities'),
      list(() => db.teachingModalities),
    ),
    http.post(
      url('/teaching-modalities'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, teachingModalityCreateSchema);
          const modality = { id: db.faker.uuid(), name: body.name };
          db.teachingModalities.push(modality);
          return modality;
        },
        { created: true },
      ),
    ),

    // Curricular components
    http.get(
      url('/curricular-components'),
      list(() => db.curricularComponents),
    ),
    http.post(
      url('/curricular-components'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, curricularComponentCreateSchema);
          const component = { id: db.faker.uuid(), name: body.name };
          db.curricularComponents.push(component);
          return component;
        },
        { created: true },
      ),
    ),

    // Curriculum matrices
    http.get(
      url('/curriculum-matrices'),
      list(() => db.curriculumMatrices),
    ),
    http.post(
      url('/curriculum-matrices'),
      handle(
        async ({ request }) => {
          const body = await parseBody(request, curriculumMatrixCreateSchema);
          const matrix = {
            id: db.faker.uuid(),
            name: body.name,
            matrix: body.matrix.map((entry) => ({
              curricularComponent: named(
                find(
                  db.curricularComponents,
                  entry.curricularComponentId,
                  serverMessages.curricularComponentNotFound,
                ),
              ),
              workload: entry.workload,
            })),
          };
          db.curriculumMatrices.push(matrix);
          return matrix;
        },
        { created: true },
      ),
    ),
  ];
}
