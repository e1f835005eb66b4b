import { inUseMessages, messages, serverMessages } from '@lousa/domain';
import { describe, expect, it } from 'vitest';
import { DENIED, type Item, type Network, useSchool } from './builders.ts';
import type { TestClient } from './helpers.ts';

/*
 * A course's grade levels ('Séries/Anos', issue 27): an ordered list, each with a name and an
 * optional INEP stage code, edited with the course (kept by id, added without one, removed when
 * left out); the course that follows its last level (`nextCourseId`).
 */
const school = useSchool();
const patch = <T = unknown>(client: TestClient, path: string, json: unknown) =>
  client.request<T>('PATCH', path, { json });
let net: Network;

const anosIniciais = [
  { name: '1º Ano', inepStageCode: 14 },
  { name: '2º Ano', inepStageCode: 15 },
  { name: '3º Ano', inepStageCode: 16 },
  { name: '4º Ano', inepStageCode: 17 },
  { name: '5º Ano', inepStageCode: 18 },
];

async function newCourse(extra: Record<string, unknown> = {}) {
  if (!net) net = await school.build.network();
  return school.build.created('/courses', {
    name: school.build.unique('Anos Iniciais'),
    teachingModalityId: net.modality,
    curriculumMatrixId: net.matrix,
    schoolUnitId: net.unitA,
    ...extra,
  });
}

type Level = { id: string; name: string; inepStageCode: number | null };
const levelsOf = (course: Item) => course.gradeLevels as Level[];

describe('grade levels of a course', () => {
  it('creates a course with its levels in the order given, with ids, and lists them', async () => {
    const course = await newCourse({ gradeLevels: anosIniciais });
    expect(levelsOf(course).map(({ name, inepStageCode }) => ({ name, inepStageCode }))).toEqual(
      anosIniciais,
    );
    expect(levelsOf(course).every((level) => /^[0-9a-f-]{36}$/.test(level.id))).toBe(true);
    const read = await school.admin.get<Item>(`/api/courses/${course.id}`);
    expect(read.body.gradeLevels).toEqual(course.gradeLevels);
    const listed = await school.admin.get<Level[]>(`/api/courses/${course.id}/grade-levels`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(course.gradeLevels);
    const list = await school.admin.get<Item[]>('/api/courses');
    expect(list.body.find((item) => item.id === course.id)?.gradeLevels).toEqual(
      course.gradeLevels,
    );
  });

  it('a course created without levels has none; a level without a stage code is null', async () => {
    const course = await newCourse();
    expect(course.gradeLevels).toEqual([]);
    expect(course.nextCourse).toBeNull();
    const withOne = await newCourse({ gradeLevels: [{ name: 'Etapa única' }] });
    expect(levelsOf(withOne)).toEqual([
      { id: expect.any(String), name: 'Etapa única', inepStageCode: null },
    ]);
  });

  it('renames, reorders, adds and removes levels, keeping the ids of those kept', async () => {
    const course = await newCourse({ gradeLevels: anosIniciais.slice(0, 3) });
    const [first, second, third] = levelsOf(course) as [Level, Level, Level];
    const answer = await patch<Item>(school.admin, `/api/courses/${course.id}`, {
      gradeLevels: [
        { id: third.id, name: third.name, inepStageCode: third.inepStageCode },
        { id: first.id, name: '1º Ano (alfabetização)', inepStageCode: 14 },
        { name: '4º Ano', inepStageCode: 17 },
      ],
    });
    expect(answer.status, answer.text).toBe(200);
    expect(levelsOf(answer.body)).toEqual([
      third,
      { ...first, name: '1º Ano (alfabetização)' },
      { id: expect.any(String), name: '4º Ano', inepStageCode: 17 },
    ]);
    expect(levelsOf(answer.body).map((level) => level.id)).not.toContain(second.id);
  });

  it('an edit that does not name the levels keeps them', async () => {
    const course = await newCourse({ gradeLevels: anosIniciais.slice(0, 2) });
    const answer = await patch<Item>(school.admin, `/api/courses/${course.id}`, {
      name: school.build.unique('Renomeado'),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.gradeLevels).toEqual(course.gradeLevels);
  });

  it('refuses a blank name, a name twice and an unknown INEP stage (400), saving nothing', async () => {
    const course = await newCourse({ gradeLevels: anosIniciais.slice(0, 2) });
    for (const [gradeLevels, path, message] of [
      [[{ name: '  ' }], 'gradeLevels.0.name', messages.gradeLevelNameRequired],
      [
        [{ name: '1º Ano' }, { name: '1º ano' }],
        'gradeLevels.1.name',
        messages.gradeLevelDuplicate,
      ],
      [
        [{ name: '1º Ano', inepStageCode: 99 }],
        'gradeLevels.0.inepStageCode',
        messages.inepStageInvalid,
      ],
    ] as const) {
      const answer = await patch(school.admin, `/api/courses/${course.id}`, { gradeLevels });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body).toMatchObject({ issues: [{ path, message }] });
    }
    const read = await school.admin.get<Item>(`/api/courses/${course.id}`);
    expect(read.body.gradeLevels).toEqual(course.gradeLevels);
  });

  it('refuses a level id of another course (422), saving nothing', async () => {
    const course = await newCourse({ gradeLevels: anosIniciais.slice(0, 1) });
    const other = await newCourse({ gradeLevels: anosIniciais.slice(1, 2) });
    const foreign = levelsOf(other)[0] as Level;
    const answer = await patch(school.admin, `/api/courses/${course.id}`, {
      gradeLevels: [{ id: foreign.id, name: 'Emprestada' }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: serverMessages.gradeLevelNotFound });
    expect((await school.admin.get<Item>(`/api/courses/${other.id}`)).body.gradeLevels).toEqual(
      other.gradeLevels,
    );
  });

  it('GET /courses/<id>/grade-levels: 404 for an unknown course, only GET', async () => {
    const missing = await school.admin.get(
      '/api/courses/0190f3c4-0000-7000-8000-000000000000/grade-levels',
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: serverMessages.courseNotFound });
    const course = await newCourse();
    const post = await school.admin.post(`/api/courses/${course.id}/grade-levels`, {});
    expect(post.status).toBe(405);
  });

  it("a unit's secretary reads the levels of its unit's courses only", async () => {
    const course = await newCourse({ gradeLevels: anosIniciais.slice(0, 1) });
    const otherUnit = await newCourse({ schoolUnitId: net.unitB });
    const secretary = await school.build.signedUser('Sara', 'Secretaria Escolar', [net.unitA]);
    const own = await secretary.client.get(`/api/courses/${course.id}/grade-levels`);
    expect(own.status).toBe(200);
    expect(own.body).toEqual(course.gradeLevels);
    const other = await secretary.client.get(`/api/courses/${otherUnit.id}/grade-levels`);
    expect(other.status).toBe(404);
    const teacher = await school.build.signedUser('Tiago', 'Professor(a)', [net.unitA]);
    const edit = await patch(teacher.client, `/api/courses/${course.id}`, { gradeLevels: [] });
    expect(edit.status).toBe(403);
    expect(edit.body).toEqual(DENIED);
  });
});

describe('the course that follows a course', () => {
  it('names the next course (Anos Iniciais → Anos Finais) and answers it', async () => {
    const finais = await newCourse({ name: school.build.unique('Anos Finais') });
    const iniciais = await newCourse({ nextCourseId: finais.id });
    expect(iniciais.nextCourse).toEqual({ id: finais.id, name: finais.name });
    const cleared = await patch<Item>(school.admin, `/api/courses/${iniciais.id}`, {
      nextCourseId: null,
    });
    expect(cleared.body.nextCourse).toBeNull();
  });

  it('refuses a course that follows itself and a course that does not exist (422)', async () => {
    const course = await newCourse();
    const self = await patch(school.admin, `/api/courses/${course.id}`, {
      nextCourseId: course.id,
    });
    expect(self.status).toBe(422);
    expect(self.body).toEqual({ message: serverMessages.nextCourseSelf });
    const missing = await patch(school.admin, `/api/courses/${course.id}`, {
      nextCourseId: '0190f3c4-0000-7000-8000-000000000000',
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: serverMessages.courseNotFound });
  });

  it('a course another one names as its next is not deleted (409)', async () => {
    const finais = await newCourse();
    await newCourse({ nextCourseId: finais.id });
    const answer = await school.admin.request('DELETE', `/api/courses/${finais.id}`);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: inUseMessages.courseNext(1) });
  });
});
