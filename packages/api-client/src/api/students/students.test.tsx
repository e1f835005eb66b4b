import {
  formatCpf,
  guardianLookupResource,
  isValidBirthCertificate,
  isValidCns,
  isValidCpf,
  type StudentBody,
  studentListItemSchema,
  studentsResource,
} from '@lousa/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../../test/msw.ts';
import { signTestToken } from '../../../test/tokens.ts';
import type { ApiError } from '../../errors.ts';
import { createFixtureDb, type FixtureDb } from '../../mocks/db.ts';
import { createHandlers } from '../../mocks/handlers.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { createResource, listResource, updateResource } from '../../resources/calls.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { findGuardian, guardianLookupKey, useGuardianLookup } from './find-guardian.ts';
import { getStudentRecord } from './get-student-record.ts';

let db: FixtureDb;
const server = setupMockServer();

beforeEach(async () => {
  db = createFixtureDb();
  server.use(...createHandlers(db, { baseUrl: API }));
  const token = await signTestToken();
  const check = checkAccessToken(token);
  if (check.status === 'valid') setSession(token, check.user);
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as ApiError,
  );

const person = {
  name: 'Lara Nogueira Prado',
  gender: 'FEMALE',
  ethnicity: 'BROWN',
  birthDate: '2016-03-09T00:00:00.000Z',
  birthCertificate: '10453901552013100012021000012321',
  nationality: 'BORN_BRAZILLIAN',
  locationZone: 'URBAN',
  birthCity: 'Campinas',
  birthState: 'SP',
  address: {
    zipCode: '13010100',
    street: 'Rua Barão de Jaguara',
    number: '120',
    neighborhood: 'Centro',
    city: 'Campinas',
    state: 'SP',
  },
} as StudentBody['person'];

describe('GET /guardians?cpf= (findGuardian)', () => {
  it('sends the CPF as digits and answers the person found: name and contact only', async () => {
    const guardian = db.students[4]?.guardian;
    if (!guardian?.cpf) throw new Error('fixture guardian without CPF');
    const { client, sent } = createSpiedClient();
    const match = await findGuardian(client, formatCpf(guardian.cpf));
    expect(sent[0]?.url.pathname).toBe(`/api${guardianLookupResource.path}`);
    expect(sent[0]?.url.searchParams.get('cpf')).toBe(guardian.cpf);
    expect(match).toEqual({
      id: guardian.id,
      name: guardian.name,
      cpf: guardian.cpf,
      contact: guardian.contact,
      email: guardian.email,
    });
  });

  it('nobody with that CPF: a 404 with the lookup’s message', async () => {
    const { client } = createSpiedClient();
    const error = await failure(findGuardian(client, '529.982.247-25'));
    expect(error).toMatchObject({ status: 404, message: guardianLookupResource.notFound });
  });

  it('useGuardianLookup asks the server on every search (never served stale)', async () => {
    const guardian = db.students[1]?.guardian;
    if (!guardian?.cpf) throw new Error('fixture guardian without CPF');
    const { client, sent } = createSpiedClient();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ApiClientProvider client={client} queryClient={queryClient}>
        {children}
      </ApiClientProvider>
    );
    const { result } = renderHook(() => useGuardianLookup(), { wrapper });
    await expect(result.current(guardian.cpf)).resolves.toMatchObject({ id: guardian.id });
    await expect(result.current(formatCpf(guardian.cpf))).resolves.toMatchObject({
      id: guardian.id,
    });
    expect(sent).toHaveLength(2);
    expect(queryClient.getQueryData(guardianLookupKey(guardian.cpf))).toMatchObject({
      id: guardian.id,
    });
  });
});

describe('student fixtures and their calls', () => {
  it('hold valid documents, some children without CPF, most in a classroom', () => {
    const persons = db.students.flatMap(({ person, guardian }) =>
      guardian ? [person, guardian] : [person],
    );
    for (const { cpf, birthCertificate, susCard } of persons) {
      if (cpf) expect(isValidCpf(cpf)).toBe(true);
      if (birthCertificate) expect(isValidBirthCertificate(birthCertificate)).toBe(true);
      if (susCard) expect(isValidCns(susCard)).toBe(true);
    }
    const withoutCpf = db.students.filter(({ person }) => person.cpf === null);
    expect(withoutCpf.length).toBeGreaterThan(1);
    expect(withoutCpf.every(({ person }) => person.birthCertificate)).toBe(true);
    const inClass = db.students.filter((student) => student.classroom);
    expect(inClass.length).toBeGreaterThan(db.students.length / 2);
    expect(inClass.length).toBeLessThan(db.students.length);
  });

  it('the list answers flat items with the class of the active enrolment (or null)', async () => {
    const { client } = createSpiedClient();
    const page = await listResource(client, studentsResource, { page: 1, pageSize: 100 });
    expect(v.safeParse(v.array(studentListItemSchema), page.items).success).toBe(true);
    expect(page.items.some((item) => item.classroom === null)).toBe(true);
    expect(page.items.some((item) => item.cpf === null)).toBe(true);
    const enrolled = db.enrollments.find((enrollment) => enrollment.status === 'ACTIVE');
    if (enrolled) {
      const item = page.items.find((row) => row.id === enrolled.student.id);
      expect(item?.classroom).toEqual(enrolled.classroom);
    }
  });

  it('POST with a new guardian stores both; the record reads them back', async () => {
    const { client } = createSpiedClient();
    const guardian = { ...person, name: 'Marta Nogueira Prado', cpf: '52998224725' };
    const created = await createResource(client, studentsResource, {
      person,
      guardian: { ...guardian, birthDate: '1985-01-20T00:00:00.000Z' },
    } as StudentBody);
    expect(created).toMatchObject({ name: person.name, cpf: null, classroom: null });
    const record = await getStudentRecord(client, created.id);
    expect(record.person).toMatchObject({ name: person.name, cpf: null, email: null });
    expect(record.guardian).toMatchObject({ name: 'Marta Nogueira Prado', cpf: '52998224725' });
  });

  it('POST with guardianId reuses the registered person (siblings share one)', async () => {
    const sibling = db.students[0];
    if (!sibling?.guardian) throw new Error('fixture student without guardian');
    const { client } = createSpiedClient();
    const created = await createResource(client, studentsResource, {
      person,
      guardianId: sibling.guardian.id,
    } as StudentBody);
    const record = await getStudentRecord(client, created.id);
    expect(record.guardian).toEqual(sibling.guardian);
  });

  it('PATCH merges the person over the record and may change the guardian', async () => {
    const student = db.students[2];
    const other = db.students[3]?.guardian;
    if (!student || !other) throw new Error('fixture students missing');
    const { client } = createSpiedClient();
    const updated = await updateResource(client, studentsResource, student.id, {
      person: { ...person, socialName: 'Lara' },
      guardianId: other.id,
    } as StudentBody);
    expect(updated).toMatchObject({ id: student.id, name: person.name, socialName: 'Lara' });
    const record = await getStudentRecord(client, student.id);
    expect(record.person.id).toBe(student.person.id);
    expect(record.guardian?.id).toBe(other.id);
  });
});
