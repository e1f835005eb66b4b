import {
  activitiesResource,
  bnccSeed,
  bnccStandardsResource,
  type LessonPlanBody,
  lessonPlansResource,
} from '@lousa/domain';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { API, createSpiedClient, setupMockServer } from '../../test/msw.ts';
import { signTestToken } from '../../test/tokens.ts';
import type { ApiClient } from '../client.ts';
import { createResource, listAll, listResource } from '../resources/calls.ts';
import { setSession } from '../session/store.ts';
import { checkAccessToken } from '../session/token.ts';
import { createFixtureDb, type FixtureDb } from './db.ts';
import { fixtureResources } from './fixture-resources.ts';
import { createHandlers } from './handlers.ts';
import { fixtureRows } from './resource-handlers.ts';

const declarations = [lessonPlansResource, activitiesResource, bnccStandardsResource];

describe('pedagogy fixtures', () => {
  it.each(declarations.map((def) => [def.key, def] as const))(
    '%s: the rows pass the item schema; sorting covers every sort key',
    (key, def) => {
      const rows = fixtureRows(createFixtureDb(), key);
      expect(rows.length).toBeGreaterThan(0);
      expect(v.safeParse(v.array(def.item), rows).success).toBe(true);
      expect(Object.keys(fixtureResources.get(key)?.sortValues ?? {}).sort()).toEqual(
        [...def.sortKeys].sort(),
      );
    },
  );

  it('has more than a page of plans and activities, newest first, and the BNCC seed', () => {
    const db = createFixtureDb();
    expect(db.lessonPlans.length).toBeGreaterThan(10);
    expect(db.activities.length).toBeGreaterThan(10);
    const created = db.lessonPlans.map((plan) => plan.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const dates = db.activities.map((activity) => activity.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(db.bnccStandards.map((standard) => standard.code)).toEqual(
      bnccSeed.map((standard) => standard.code),
    );
  });

  it('writes the plans in classes their authors teach; most by one teacher, some by others', () => {
    const db = createFixtureDb();
    const teaches = (teacherId: string, classroomId: string, componentId: string) =>
      db.teachingAssignments.some(
        (entry) =>
          entry.teacher.id === teacherId &&
          entry.classroom.id === classroomId &&
          entry.curricularComponent.id === componentId,
      );
    for (const plan of db.lessonPlans) {
      expect(teaches(plan.author.id, plan.classroom.id, plan.curricularComponent.id)).toBe(true);
      const codes = new Set(
        db.bnccStandards
          .filter((standard) => standard.component === plan.curricularComponent.name)
          .map((standard) => standard.code),
      );
      for (const code of plan.bnccStandards) expect(codes.has(code)).toBe(true);
    }
    const teacher = db.lessonPlans.at(-1)?.author.id ?? '';
    const mine = db.lessonPlans.filter((plan) => plan.author.id === teacher);
    expect(mine.length).toBeGreaterThan(db.lessonPlans.length / 2);
    expect(mine.length).toBeLessThan(db.lessonPlans.length);
    for (const activity of db.activities) {
      expect(teaches(teacher, activity.classroom.id, activity.curricularComponent.id)).toBe(true);
    }
  });
});

describe('pedagogy handlers', () => {
  let db: FixtureDb;
  let client: ApiClient;
  const server = setupMockServer();

  beforeEach(async () => {
    db = createFixtureDb();
    server.use(...createHandlers(db, { baseUrl: API }));
    const token = await signTestToken();
    const check = checkAccessToken(token);
    if (check.status === 'valid') setSession(token, check.user);
    client = createSpiedClient().client;
  });

  it('lists the BNCC standards of one component (`?component=`, its exact name)', async () => {
    const page = await listResource(client, bnccStandardsResource, {
      filters: { component: 'Matemática' },
    });
    expect(page.items.map((standard) => standard.code)).toEqual(
      bnccSeed.filter((standard) => standard.component === 'Matemática').map((s) => s.code),
    );
    expect(await listAll(client, bnccStandardsResource)).toHaveLength(bnccSeed.length);
  });

  it('a plan saved gets the signed-in user as author, its class and component by name', async () => {
    const teacher = db.lessonPlans.at(-1)?.author;
    db.signedInUserId = teacher?.id ?? null;
    const [assignment] = db.teachingAssignments.filter((entry) => entry.teacher.id === teacher?.id);
    const body: LessonPlanBody = {
      title: 'Rodas de conversa',
      theme: 'Oralidade',
      classroomId: assignment?.classroom.id ?? '',
      curricularComponentId: assignment?.curricularComponent.id ?? '',
      bnccStandards: ['EF01LP01'],
      learningObject: 'Protocolos de leitura',
      generalObjective: 'Conversar em roda sobre o fim de semana.',
      references: undefined,
    };
    const saved = await createResource(client, lessonPlansResource, body);
    expect(saved).toMatchObject({
      title: 'Rodas de conversa',
      classroom: assignment?.classroom,
      curricularComponent: assignment?.curricularComponent,
      author: teacher,
    });
    expect(db.lessonPlans.at(-1)?.id).toBe(saved.id);
  });
});
