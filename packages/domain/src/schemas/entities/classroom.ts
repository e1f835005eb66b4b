import * as v from 'valibot';
import { shifts } from '../../labels.ts';
import { namedRefSchema } from './common.ts';

/** A classroom of GET /classrooms. */
export const classroomSchema = v.object({
  id: v.string(),
  name: v.string(),
  shift: v.picklist(shifts),
  schoolUnit: namedRefSchema,
  course: namedRefSchema,
  /** The academic year the class is of: each year has its own classes (issue 27). */
  academicYear: v.object({ id: v.string(), year: v.string() }),
  /** The grade level ('Série/Ano') of its course the class is of. */
  gradeLevel: namedRefSchema,
  /** 'Vagas': how many students it takes; null when not limited. */
  capacity: v.optional(v.nullable(v.number()), null),
  /** How many active enrolments it has. */
  enrolled: v.optional(v.number(), 0),
  /**
   * When the class was closed ('Encerrar Turma', issue 28); null while open (the server always
   * sends it; optional for the screens' older fixtures).
   */
  closedAt: v.optional(v.nullable(v.string())),
});
export type Classroom = v.InferOutput<typeof classroomSchema>;
export const classroomListSchema = v.array(classroomSchema);

/**
 * The answer of POST /academic-years/<toId>/classrooms/copy (201): the classes made in the target
 * year, and those skipped because a class of that name and unit was already there.
 */
export const classroomCopyResultSchema = v.object({
  created: v.number(),
  skipped: v.number(),
});
export type ClassroomCopyResult = v.InferOutput<typeof classroomCopyResultSchema>;
