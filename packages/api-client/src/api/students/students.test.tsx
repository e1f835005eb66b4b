import {
  formatCpf,
  guardianLookupResource,
  type StudentBody,
  type StudentRecord,
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
import { recordedAnswer } from '../../mocks/recorded.ts';
import { recordedHandlers } from '../../mocks/recorded-handlers.ts';
import { notFound } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../../provider.tsx';
import { createQueryClient } from '../../query-client.ts';
import { createResource, listResource, updateResource } from '../../resources/calls.ts';
import { setSession } from '../../session/store.ts';
import { checkAccessToken } from '../../session/token.ts';
import { findGuardian, guardianLookupKey, useGuardianLookup } from './find-guardian.ts';
import { getStudentRecord } from './get-student-record.ts';

const server = setupMockServer();
type Item = v.InferOutput<typeof studentListItemSchema>;
/** The administrator's recorded student list and the one student whose record was recorded. */
const students = () => recordedAnswer<Item[]>('administrador', `GET ${studentsResource.path}`);
const recordOf = (id: string) =>
  recordedAnswer<StudentRecord>('administrador', `GET ${studentsResource.path}/${id}`);

beforeEach(async () => {
  server.use(...recordedHandlers({ baseUrl: API }));
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
  /** The guardian of the student whose record was recorded (the recording looked her CPF up). */
  const recordedGuardian = () => {
    const guardian = recordOf(students()[0]!.id).guardian;
    if (!guardian?.cpf) throw new Error('the recorded student has no guardian with a CPF');
    return guardian as typeof guardian & { cpf: string };
  };

  it('sends the CPF as digits and answers the person found: name and contact only', async () => {
    const guardian = recordedGuardian();
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
    server.use(notFound('get', guardianLookupResource.path, guardianLookupResource.notFound, API));
    const { client } = createSpiedClient();
    const error = await failure(findGuardian(client, '529.982.247-25'));
    expect(error).toMatchObject({ status: 404, message: guardianLookupResource.notFound });
  });

  it('useGuardianLookup asks the server on every search (never served stale)', async () => {
    const guardian = recordedGuardian();
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

describe('student calls', () => {
  it('the list answers flat items with the class of the active enrolment (or null)', async () => {
    const { client } = createSpiedClient();
    const page = await listResource(client, studentsResource, { page: 1, pageSize: 100 });
    expect(page.items).toEqual(v.parse(v.array(studentListItemSchema), students().slice(0, 100)));
    expect(page.total).toBe(students().length);
    expect(page.items.some((item) => item.classroom === null)).toBe(true);
    expect(page.items.some((item) => item.classroom !== null)).toBe(true);
  });

  it('getStudentRecord answers the person and the guardian', async () => {
    const [student] = students();
    const { client, sent } = createSpiedClient();
    const record = await getStudentRecord(client, student!.id);
    expect(sent[0]?.url.pathname).toBe(`/api${studentsResource.path}/${student!.id}`);
    expect(record).toMatchObject({
      id: student!.id,
      person: recordOf(student!.id).person,
      guardian: recordOf(student!.id).guardian,
    });
  });

  it('POST sends the person and a new guardian, or a guardianId; answers a list item', async () => {
    const { client, sent } = createSpiedClient();
    const guardian = { ...person, name: 'Marta Nogueira Prado', cpf: '52998224725' };
    const body = { person, guardian } as StudentBody;
    const created = await createResource(client, studentsResource, body);
    expect(sent[0]).toMatchObject({ method: 'POST', body });
    expect(v.safeParse(studentListItemSchema, created).success).toBe(true);
    const sibling = { person, guardianId: recordOf(students()[0]!.id).guardian!.id } as StudentBody;
    await createResource(client, studentsResource, sibling);
    expect(sent[1]).toMatchObject({ method: 'POST', body: sibling });
  });

  it('PATCH sends only what changes (a partial person, another guardian)', async () => {
    const [student] = students();
    const { client, sent } = createSpiedClient();
    const body = { person: { socialName: 'Lara' }, guardianId: 'g-1' } as Partial<StudentBody>;
    const updated = await updateResource(
      client,
      studentsResource,
      student!.id,
      body as StudentBody,
    );
    expect(sent[0]).toMatchObject({ method: 'PATCH', body });
    expect(sent[0]?.url.pathname).toBe(`/api${studentsResource.path}/${student!.id}`);
    expect(updated.id).toBe(student!.id);
  });
});
