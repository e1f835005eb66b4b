/** The teaching assignments' routes: a teacher's classes and a classroom's teachers. */

/** GET /me/classes: the signed-in teacher's (classroom, component) pairs (`myClassSchema`). */
export const myClassesPath = '/me/classes';

/**
 * GET /me/unit-classes ('pedagogy.unit-classes'): every (classroom, component) pair of the
 * caller's units — each classroom with the components of its course's matrix; network-wide, of
 * every unit — in `myClassSchema`'s shape: the classes a secretary or director reads and corrects.
 */
export const unitClassesPath = '/me/unit-classes';

/**
 * A classroom's teachers: GET and POST /classrooms/<id>/teachers (`teachingAssignmentSchema`,
 * `teachingAssignmentCreateSchema`), DELETE /classrooms/<id>/teachers/<assignmentId>.
 */
export const classroomTeachersPath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/teachers`;

/** Who may teach in a classroom: GET /classrooms/<id>/teacher-candidates (`namedRefSchema` items). */
export const classroomTeacherCandidatesPath = (classroomId: string) =>
  `/classrooms/${encodeURIComponent(classroomId)}/teacher-candidates`;
