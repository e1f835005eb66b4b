/**
 * Story data of the lesson-plan form pages: a fresh fixture database with a teacher signed in —
 * the author of most fixture plans — so that /me and /me/classes are the teacher's.
 */
import { createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
import { bnccSeed, type LessonPlanItem, type NamedRef } from '@lousa/domain';
import type { StoryContext } from '@storybook/react-vite';

export interface FormStoryData {
  db: FixtureDb;
  teacher: NamedRef;
}

export function formStoryData(): FormStoryData {
  const db = createFixtureDb();
  const teacher = (db.lessonPlans.at(-1) as LessonPlanItem).author;
  db.signedInUserId = teacher.id;
  return { db, teacher };
}

/** `beforeEach`: the handlers on a new teacher's database, which it returns. */
export function withFormStoryData(context: unknown): FormStoryData {
  const { msw } = context as StoryContext;
  const data = formStoryData();
  msw.use(...createHandlers(data.db));
  return data;
}

const byName = (a: string, b: string) => a.localeCompare(b, 'pt-BR');

/** The names of the classes the teacher teaches, as 'Turma' lists them. */
export function taughtClassrooms({ db, teacher }: FormStoryData): string[] {
  const mine = db.teachingAssignments.filter((entry) => entry.teacher.id === teacher.id);
  return [...new Set(mine.map((entry) => entry.classroom.name))].sort(byName);
}

/** The names of the components the teacher teaches in `classroom`, as the list shows them. */
export function taughtComponents({ db, teacher }: FormStoryData, classroom: string): string[] {
  return db.teachingAssignments
    .filter((entry) => entry.teacher.id === teacher.id && entry.classroom.name === classroom)
    .map((entry) => entry.curricularComponent.name)
    .sort(byName);
}

/** The text of a BNCC standard (how 'Normas BNCC' shows it). */
export function standardText(code: string): string {
  const found = bnccSeed.find((standard) => standard.code === code);
  if (!found) throw new Error(code);
  return found.description;
}

/** The texts of a component's standards, in code order. */
export const standardTextsOf = (component: string) =>
  bnccSeed.filter((standard) => standard.component === component).map((s) => s.description);
