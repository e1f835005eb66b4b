import { myClassesPath, serverMessages, teachingAssignmentCreateSchema } from '@lousa/domain';
import type { Context, Handler, Hono } from 'hono';
import { auditOrigin, writeAudit } from '../audit/audit.ts';
import { visibleClassroom } from '../auth/class-scope.ts';
import { accessOf, requireAnyPermission, requirePermission } from '../auth/permissions.ts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { teachingAssignments } from '../db/schema.ts';
import type { AppEnv, Deps } from '../deps.ts';
import { parseBody } from '../http/body.ts';
import { ApiError } from '../http/errors.ts';
import {
  conflict,
  isUuid,
  methodNotAllowed,
  rethrowUnique,
  unprocessable,
} from '../http/route-helpers.ts';
import {
  classroomTeachers,
  deleteAssignment,
  hasTeacher,
  inCourseMatrix,
  myClasses as myClassRows,
  teacherCandidates,
  teachesInUnit,
} from '../queries/teaching.ts';

/*
 * Who teaches what (issue 14):
 *
 *   GET    /classrooms/<id>/teachers                  a classroom's teachers, by component
 *   POST   /classrooms/<id>/teachers                  { userId, curricularComponentId } → 201 { id }
 *   DELETE /classrooms/<id>/teachers/<assignmentId>   → 204
 *   GET    /classrooms/<id>/teacher-candidates        who may be assigned: [{ id, name }]
 *   GET    /me/classes                                the caller's classes and components
 *
 * The read scope and write rule that follow from it: auth/class-scope.ts; the records a teacher
 * keeps for a class and component (lesson plans, activities, assessments):
 * resources/class-records.ts.
 */

/** The audit log's resource key of teaching assignments. */
export const TEACHING_ASSIGNMENTS_KEY = 'teaching-assignments';

const UNIQUE_ASSIGNMENT = 'teaching_assignments_class_component_unique';

/**
 * A classroom's teachers (see the top of this file). Reads: 'registries.read' or
 * 'pedagogy.unit-classes'; writes: 'registries.write'. Another unit's classroom reads as 404.
 * POST's rules, each refusing with nothing written: the user teaches in the classroom's unit
 * (422 `teacherNotInUnit`), the component is in the matrix of the classroom's course (422
 * `componentNotInMatrix`), and the component has no teacher in the classroom yet (409
 * `assignmentTaken`, also when a concurrent POST wins the unique index).
 */
export function mountClassroomTeachers(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;
  const path = '/classrooms/:id/teachers';
  const write = requirePermission('registries.write');
  const classroomParam = (c: Context) => c.req.param('id') ?? '';

  app.get(path, requireAnyPermission(['registries.read', 'pedagogy.unit-classes']), async (c) => {
    const classroom = await visibleClassroom(db, accessOf(c), classroomParam(c));
    return c.json(await classroomTeachers(db, classroom.id));
  });

  app.post(path, write, async (c) => {
    const access = accessOf(c);
    await visibleClassroom(db, access, classroomParam(c));
    const body = await parseBody(c, teachingAssignmentCreateSchema);
    const userId = body.userId.toLowerCase();
    const componentId = body.curricularComponentId.toLowerCase();
    const origin = auditOrigin(c);
    const now = deps.now();
    const id = await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      // Kept (FOR SHARE) until the end: its unit and course are what the rules read.
      const classroom = await visibleClassroom(txDb, access, classroomParam(c), true);
      if (!(await teachesInUnit(txDb, userId, classroom.schoolUnitId))) {
        throw unprocessable(serverMessages.teacherNotInUnit);
      }
      if (!(await inCourseMatrix(txDb, classroom.courseId, componentId))) {
        throw unprocessable(serverMessages.componentNotInMatrix);
      }
      if (await hasTeacher(txDb, classroom.id, componentId)) {
        throw conflict(serverMessages.assignmentTaken);
      }
      const assignmentId = newId();
      await txDb
        .insert(teachingAssignments)
        .values({
          id: assignmentId,
          classroomId: classroom.id,
          curricularComponentId: componentId,
          userId,
        })
        .catch((error: unknown) =>
          rethrowUnique(error, { [UNIQUE_ASSIGNMENT]: serverMessages.assignmentTaken }),
        );
      await writeAudit(
        txDb,
        origin,
        {
          action: 'create',
          resource: TEACHING_ASSIGNMENTS_KEY,
          resourceId: assignmentId,
          fields: ['classroomId', ...Object.keys(body)],
        },
        now,
      );
      return assignmentId;
    });
    return c.json({ id }, 201);
  });

  app.delete(`${path}/:assignmentId`, write, async (c) => {
    const classroom = await visibleClassroom(db, accessOf(c), classroomParam(c));
    const assignmentId = c.req.param('assignmentId') ?? '';
    const notFound = () => new ApiError(404, serverMessages.assignmentNotFound);
    if (!isUuid(assignmentId)) throw notFound();
    const origin = auditOrigin(c);
    const now = deps.now();
    await db.transaction(async (tx) => {
      const txDb = tx as unknown as Database;
      const removed = await deleteAssignment(txDb, classroom.id, assignmentId);
      if (!removed) throw notFound();
      await writeAudit(
        txDb,
        origin,
        { action: 'delete', resource: TEACHING_ASSIGNMENTS_KEY, resourceId: removed },
        now,
      );
    });
    return c.body(null, 204);
  });

  // Who the writer may assign: the users POST's `teacherNotInUnit` rule accepts.
  const candidatesPath = '/classrooms/:id/teacher-candidates';
  app.get(candidatesPath, write, async (c) => {
    const classroom = await visibleClassroom(db, accessOf(c), classroomParam(c));
    return c.json(await teacherCandidates(db, classroom.schoolUnitId));
  });

  app.all(path, methodNotAllowed('GET, POST'));
  app.all(`${path}/:assignmentId`, methodNotAllowed('DELETE'));
  app.all(candidatesPath, methodNotAllowed('GET'));
}

/**
 * GET /me/classes ('pedagogy.own-classes'): the caller's assignments in the classes of the year in
 * progress as `myClassSchema`, with
 * the classroom's active enrolments; by classroom name, then component name.
 */
export function myClasses(deps: Deps): Handler<AppEnv> {
  return async (c) => c.json(await myClassRows(deps.db, accessOf(c).userId, deps.today()));
}

/** The path of GET /me/classes under /me. */
export const MY_CLASSES_SUBPATH = myClassesPath.replace(/^\/me/, '');
