import { messages, serverMessages } from '@lousa/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../src/db/schema.ts';
import type { RunningServer } from '../src/server.ts';
import { ago, type Body, childPerson, RECIFE_ADDRESS, useSchool } from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * PATCH /students/<id> takes a partial body, like every resource's PATCH: what it names is merged
 * over the stored record (the person and its address field by field, the guardian's record when
 * it is the same guardian), and the merged record is checked by the same schema as a create.
 */

let server: RunningServer;
let admin: TestClient;
const school = useSchool();
/** A fresh CPF. */
const newCpf = () => school.build.faker.cpf();

type Person = Body & { id: string; address: Body };
type StudentRecord = { id: string; person: Person; guardian: Person | null };
type Issues = { message: string; issues: { path: string; message: string }[] };

const person = childPerson;

const guardianBody = (extra: Body = {}) =>
  person({
    name: 'Maria José Lima',
    gender: 'FEMALE',
    cpf: newCpf(),
    birthDate: ago(40),
    birthCertificate: '',
    contact: '81998765432',
    ...extra,
  });

async function createStudent(body: Body): Promise<string> {
  const answer = await admin.post<{ id: string }>('/api/students', body);
  expect(answer.status, answer.text).toBe(201);
  return answer.body.id;
}

async function record(id: string): Promise<StudentRecord> {
  const answer = await admin.get<StudentRecord>(`/api/students/${id}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

function patch(id: string, body: unknown) {
  return admin.request<Body>('PATCH', `/api/students/${id}`, { json: body });
}

async function updateFields(id: string): Promise<unknown[]> {
  const events = await server.db
    .select({ action: auditEvents.action, fields: auditEvents.fields })
    .from(auditEvents)
    .where(eq(auditEvents.resourceId, id))
    .orderBy(auditEvents.at, auditEvents.id);
  return events.filter((event) => event.action === 'update').map((event) => event.fields);
}

beforeAll(() => {
  ({ server, admin } = school);
});

describe('PATCH /api/students/<id> with a partial body', () => {
  it('changes only the social name; the rest of the record and the guardian stay', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const before = await record(id);
    const answer = await patch(id, { person: { socialName: 'Pedro' } });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id, name: 'Pedro Henrique Lima', socialName: 'Pedro' });
    const after = await record(id);
    expect(after).toEqual({ ...before, person: { ...before.person, socialName: 'Pedro' } });
    expect(await updateFields(id)).toEqual([['person.socialName']]);
  });

  it('merges the address field by field', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const answer = await patch(id, { person: { address: { number: '99', complement: null } } });
    expect(answer.status, answer.text).toBe(200);
    const after = await record(id);
    expect(after.person.address).toEqual({ ...RECIFE_ADDRESS, number: '99', complement: null });
    expect(await updateFields(id)).toEqual([['person.address']]);
  });

  it('merges a guardian without a CPF, or with the same one, over the current guardian', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const before = await record(id);
    const guardian = before.guardian as Person;
    const sibling = await createStudent({ person: person(), guardianId: guardian.id });

    const phone = await patch(id, { guardian: { contact: '(81) 91234-5678' } });
    expect(phone.status, phone.text).toBe(200);
    const same = await patch(id, {
      guardian: { cpf: guardian.cpf, name: 'Maria José Lima Souza' },
    });
    expect(same.status, same.text).toBe(200);

    const after = await record(id);
    expect(after.person).toEqual(before.person);
    expect(after.guardian).toEqual({
      ...guardian,
      contact: '81912345678',
      name: 'Maria José Lima Souza',
    });
    // The same person: the sibling sees the change.
    expect((await record(sibling)).guardian).toEqual(after.guardian);
    expect(await updateFields(id)).toEqual([['guardian.contact'], ['guardian.name']]);
  });

  it('a guardian with another CPF is a new person and must be whole (400 on its fields)', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const old = (await record(id)).guardian as Person;
    const partial = await patch(id, { guardian: { cpf: newCpf(), name: 'João Carlos Lima' } });
    expect(partial.status).toBe(400);
    const paths = (partial.body as unknown as Issues).issues.map((issue) => issue.path);
    expect(paths).toContain('guardian.gender');
    expect(paths.every((path) => path.startsWith('guardian.'))).toBe(true);
    expect((await record(id)).guardian?.id).toBe(old.id);

    const whole = await patch(id, { guardian: guardianBody({ name: 'João Carlos Lima' }) });
    expect(whole.status, whole.text).toBe(200);
    const after = await record(id);
    expect(after.guardian?.id).not.toBe(old.id);
    expect(after.guardian?.name).toBe('João Carlos Lima');
  });

  it('answers 400 naming only the fields of the merged record that fail', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const before = await record(id);
    const answer = await patch(id, { person: { name: 'Jo', gender: 'OTHER_THING' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      message: serverMessages.invalidBody,
      issues: [
        { path: 'person.name', message: messages.personNameMin },
        { path: 'person.gender', message: messages.genderInvalid },
      ],
    });
    expect(await record(id)).toEqual(before);
    expect(await updateFields(id)).toEqual([]);
  });

  it('keeps the cross-field rules: no CPF and no certidão, a minor without a guardian', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const noDocument = await patch(id, { person: { birthCertificate: null } });
    expect(noDocument.status).toBe(400);
    expect((noDocument.body as unknown as Issues).issues).toEqual([
      { path: 'person.cpf', message: messages.cpfOrBirthCertificateRequired },
    ]);

    const orphan = await patch(id, { guardianId: null });
    expect(orphan.status).toBe(400);
    expect((orphan.body as unknown as Issues).issues).toEqual([
      { path: 'guardianId', message: messages.guardianRequired },
    ]);
    expect((await record(id)).guardian).not.toBeNull();
  });

  it('guardianId: null leaves an adult without a guardian; a body without one keeps it', async () => {
    const id = await createStudent({
      person: person({ cpf: newCpf(), birthDate: ago(19), birthCertificate: '' }),
      guardian: guardianBody(),
    });
    const kept = await patch(id, { person: { contact: '81988887777' } });
    expect(kept.status, kept.text).toBe(200);
    expect((await record(id)).guardian).not.toBeNull();

    const removed = await patch(id, { guardianId: null });
    expect(removed.status, removed.text).toBe(200);
    expect((await record(id)).guardian).toBeNull();
    expect(await updateFields(id)).toEqual([['person.contact'], ['guardianId']]);
  });

  it('an empty body changes nothing; a body that is not an object is a 400', async () => {
    const id = await createStudent({ person: person(), guardian: guardianBody() });
    const before = await record(id);
    const empty = await patch(id, {});
    expect(empty.status, empty.text).toBe(200);
    expect(await record(id)).toEqual(before);
    expect(await updateFields(id)).toEqual([]);
    for (const body of [[], 'texto', null]) {
      expect((await patch(id, body)).status).toBe(400);
    }
  });
});
