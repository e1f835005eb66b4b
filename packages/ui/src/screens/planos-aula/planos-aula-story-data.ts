/**
 * Story data of the lesson-plan screens: a fresh fixture database with a teacher signed in —
 * the author of most fixture plans, so that /me, /me/classes and the 'Editar' and 'Excluir' of
 * its own rows are the teacher's. Its colleagues' plans are in the list too (read only).
 */
import { createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
import type { LessonPlanItem, NamedRef } from '@lousa/domain';
import type { StoryContext } from '@storybook/react-vite';

export interface PlanStoryData {
  db: FixtureDb;
  /** The signed-in teacher. */
  teacher: NamedRef;
  /** The teacher's plans, in the list's order. */
  mine: LessonPlanItem[];
  /** The colleagues' plans, in the list's order. */
  others: LessonPlanItem[];
}

export function planStoryData(): PlanStoryData {
  const db = createFixtureDb();
  const teacher = (db.lessonPlans.at(-1) as LessonPlanItem).author;
  db.signedInUserId = teacher.id;
  return {
    db,
    teacher,
    mine: db.lessonPlans.filter((plan) => plan.author.id === teacher.id),
    others: db.lessonPlans.filter((plan) => plan.author.id !== teacher.id),
  };
}

/**
 * `beforeEach`: the handlers on a new teacher's database, which it returns. The context is taken
 * loosely because a meta's `beforeEach` context is typed without the MSW addon's `msw`.
 */
export function withPlanStoryData(context: unknown): PlanStoryData {
  const { msw } = context as StoryContext;
  const data = planStoryData();
  msw.use(...createHandlers(data.db));
  return data;
}

/** `window.print` replaced for a story: the one helper, in the stories' testing folder. */
export { stubPrint } from '../../testing/story-print';
