import {
  componentOutcome,
  type EvaluationRule,
  type NamedRef,
  serverMessages,
} from '@lousa/domain';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { CORRECTORS, visibleClassroom, wholeClassScope } from '../auth/class-scope.ts';
import { accessOf, permissionDenied } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { classrooms } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { ApiError } from '../http/errors.ts';
import { isUuid, unprocessable } from '../http/route-helpers.ts';
import { readItem, readScope } from '../resources/routes.ts';
import { coursesSpec } from '../routes/courses.ts';
import {
  type ClassEvaluation,
  classResults,
  classStudents,
  courseComponents,
  type EvaluatedClassroom,
  evaluatedClassroom,
  factsOf,
} from './evaluation.ts';
import { studentNames } from './roster.ts';

/*
 * What the routes of the year's evaluation (routes/evaluation.ts) look up before they act: the
 * classroom or course of the path within the caller's units and reach, the component of the
 * course, the students a write names, and a component's results.
 */

/** 404 'Turma não encontrada.' */
const classroomNotFound = () => new ApiError(404, serverMessages.classroomNotFound);

/**
 * The classroom of the path for an evaluation read or write: within the caller's units (404
 * otherwise) and, for reads, a class the caller reads as a whole (403 otherwise).
 */
export async function classroomOfPath(
  c: Context<AppEnv>,
  db: Database,
  read: boolean,
): Promise<EvaluatedClassroom> {
  const id = (c.req.param('id') ?? '').toLowerCase();
  await visibleClassroom(db, accessOf(c), id);
  if (read) await checkReadsClass(c, db, id);
  const classroom = await evaluatedClassroom(db, id);
  if (!classroom) throw classroomNotFound();
  return classroom;
}

/** 403 unless the caller reads the whole class (`wholeClassScope`). */
export async function checkReadsClass(c: Context<AppEnv>, db: Database, classroomId: string) {
  const scope = wholeClassScope(
    c,
    { classroomId: classrooms.id, schoolUnitId: classrooms.schoolUnitId },
    CORRECTORS,
  );
  const [row] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), scope))
    .limit(1);
  if (!row) throw permissionDenied();
}

/** The course of the path within the caller's units, or 404. */
export async function courseOfPath(
  c: Context<AppEnv>,
  deps: Deps,
): Promise<{ id: string; name: string }> {
  const id = (c.req.param('id') ?? '').toLowerCase();
  const course = isUuid(id)
    ? ((await readItem(
        deps.db,
        coursesSpec,
        id,
        { today: deps.today() },
        readScope(c, coursesSpec),
      )) as { id: string; name: string } | null)
    : null;
  if (!course) throw new ApiError(404, serverMessages.courseNotFound);
  return course;
}

/** The component of the course's matrix, or 422. */
export async function componentOfCourse(
  db: Database,
  classroom: EvaluatedClassroom,
  componentId: string,
): Promise<NamedRef> {
  const component = (await courseComponents(db, classroom.courseId)).find(
    (item) => item.id === componentId,
  );
  if (!component) throw unprocessable(serverMessages.componentNotInCourse);
  return component;
}

/**
 * The students of the class named in a write, each one of its results (`classStudents`: an
 * ACTIVE or COMPLETED enrolment in it; 422 naming the first one who is not), by id.
 */
export async function studentsOfClass(
  db: Database,
  classroom: EvaluatedClassroom,
  studentIds: readonly string[],
): Promise<Map<string, NamedRef>> {
  const enrolled = new Map(
    (await classStudents(db, classroom, studentIds)).map((student) => [student.id, student]),
  );
  const names = await studentNames(db, studentIds);
  for (const id of studentIds) {
    if (enrolled.has(id)) continue;
    const name = names.get(id);
    throw unprocessable(
      name === undefined ? serverMessages.studentNotFound : serverMessages.studentNotInClass(name),
    );
  }
  return enrolled;
}

/** The situation of a student's component, the final exam left out. */
export function situationWithoutExam(
  evaluation: ClassEvaluation,
  componentId: string,
  studentId: string,
) {
  const facts = factsOf(evaluation, componentId, studentId);
  return componentOutcome(evaluation.rule, { ...facts, examScore: null }).situation;
}

/** The results of the class's students with only the component's results. */
export async function componentResults(
  db: Database,
  classroom: EvaluatedClassroom,
  rule: EvaluationRule,
  componentId: string,
  today: string,
) {
  const students = await classStudents(db, classroom);
  return (await classResults(db, classroom, rule, students, today)).map((result) => ({
    ...result,
    components: result.components.filter(
      (component) => component.curricularComponent.id === componentId,
    ),
  }));
}
