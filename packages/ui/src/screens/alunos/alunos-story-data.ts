/**
 * Story data of the student screens (list, record, add and edit pages): a child whose every
 * field is known (with a guardian and an enrolment history), an adult without guardian, and a
 * registered guardian to find by CPF — first in the fixture database, so the stories can find
 * them by name.
 */
import { createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
import type { Enrollment, Person } from '@lousa/domain';
import type { StoryContext } from '@storybook/react-vite';

type StudentFixture = FixtureDb['students'][number];

/** A valid certidão (32 digits), Cartão SUS (15) and CPFs nobody else in the fixtures has. */
export const validDocuments = {
  birthCertificate: '10453901552013100012021000012321',
  otherBirthCertificate: '11223301552015100045081000456712',
  susCard: '703123456789015',
  studentCpf: '39053344705',
  guardianCpf: '24843803480',
  newGuardianCpf: '11144477735',
  adultCpf: '98765432100',
} as const;

export const knownGuardian: Person = {
  id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e01',
  cpf: validDocuments.guardianCpf,
  rg: '123456789',
  name: 'Marta Nogueira Prado',
  socialName: null,
  gender: 'FEMALE',
  ethnicity: 'BROWN',
  birthDate: '1985-01-20T00:00:00.000Z',
  birthCertificate: null,
  susCard: null,
  email: 'marta.prado@example.com',
  contact: '19987654321',
  nationality: 'BORN_BRAZILLIAN',
  locationZone: 'URBAN',
  birthCity: 'Campinas',
  birthState: 'SP',
  address: {
    zipCode: '13010100',
    street: 'Rua Barão de Jaguara',
    number: '120',
    complement: 'Casa 2',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
  },
};

export const knownStudent: StudentFixture = {
  id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e02',
  person: {
    id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e03',
    cpf: validDocuments.studentCpf,
    rg: null,
    name: 'Lara Nogueira Prado',
    socialName: 'Lara',
    gender: 'FEMALE',
    ethnicity: 'BROWN',
    birthDate: '2016-03-09T00:00:00.000Z',
    birthCertificate: validDocuments.birthCertificate,
    susCard: validDocuments.susCard,
    email: '',
    contact: null,
    nationality: 'BORN_BRAZILLIAN',
    locationZone: 'URBAN',
    birthCity: 'Campinas',
    birthState: 'SP',
    address: knownGuardian.address,
  },
  guardian: knownGuardian,
  classroom: { id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e04', name: '4º ANO B' },
};

export const adultStudent: StudentFixture = {
  id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e05',
  person: {
    ...knownGuardian,
    id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e06',
    cpf: validDocuments.adultCpf,
    name: 'Rogério Tavares Lima',
    gender: 'MALE',
    ethnicity: 'BLACK',
    birthDate: '2005-07-14T00:00:00.000Z',
    email: 'rogerio.lima@example.com',
    contact: '11912345678',
    birthCity: 'Salvador',
    birthState: 'BA',
    address: {
      zipCode: '40020000',
      street: 'Avenida Sete de Setembro',
      number: '455',
      complement: null,
      neighborhood: 'Centro',
      city: 'Salvador',
      state: 'BA',
    },
  },
  guardian: null,
  classroom: null,
};

const unit = {
  id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e07',
  name: 'Escola Municipal Monteiro Lobato',
};
const otherUnit = { id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e08', name: 'EMEF Cecília Meireles' };
const year = (value: string, suffix: string) => ({
  id: `01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e${suffix}`,
  year: value,
});
const student = { id: knownStudent.id, name: knownStudent.person.name };

/** The known student's history, newest first: transferred in May 2026, completed 2025. */
export const knownHistory: Enrollment[] = [
  {
    id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e11',
    status: 'ACTIVE',
    date: '2026-05-04T00:00:00.000Z',
    endDate: null,
    cancelReason: null,
    student,
    classroom: knownStudent.classroom ?? { id: '', name: '' },
    schoolUnit: unit,
    academicYear: year('2026', '21'),
  },
  {
    id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e12',
    status: 'TRANSFERRED',
    date: '2026-02-02T00:00:00.000Z',
    endDate: '2026-05-04T00:00:00.000Z',
    cancelReason: null,
    student,
    classroom: { id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e13', name: '4º ANO A' },
    schoolUnit: otherUnit,
    academicYear: year('2026', '21'),
  },
  {
    id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e14',
    status: 'COMPLETED',
    date: '2025-02-03T00:00:00.000Z',
    endDate: '2025-12-18T00:00:00.000Z',
    cancelReason: null,
    student,
    classroom: { id: '01936b2e-7c1a-7d3e-9f10-3a3b4c5d6e15', name: '3º ANO A' },
    schoolUnit: otherUnit,
    academicYear: year('2025', '22'),
  },
];

/**
 * A fresh fixture database whose first students are `knownStudent` (with `knownHistory`) and
 * `adultStudent` (34 in all), installed as the story's API.
 */
export function knownStudentsDb(): FixtureDb {
  const db = createFixtureDb();
  db.students.unshift(structuredClone(knownStudent), structuredClone(adultStudent));
  db.enrollments.unshift(...structuredClone(knownHistory));
  return db;
}

/**
 * `beforeEach` (a meta's or a story's): `knownStudentsDb()` behind the story's API; answers the
 * database, for a story to read. The context is taken loosely because a meta's `beforeEach`
 * context is typed without the MSW addon's `msw` (it is there at run time).
 */
export function withKnownStudents(context: unknown): FixtureDb {
  const { msw } = context as StoryContext;
  const db = knownStudentsDb();
  msw.use(...createHandlers(db));
  return db;
}
