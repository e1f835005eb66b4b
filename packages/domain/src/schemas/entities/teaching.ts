import * as v from 'valibot';
import { namedRefSchema, optionalString } from './common.ts';

/*
 * Pedagogy on real data (issue 14): who teaches what, the lesson plans, the BNCC catalogue and
 * the pedagogical activities.
 */

/** A teacher of a classroom for one curricular component (GET /classrooms/<id>/teachers). */
export const teachingAssignmentSchema = v.object({
  id: v.string(),
  teacher: namedRefSchema,
  curricularComponent: namedRefSchema,
});
export type TeachingAssignment = v.InferOutput<typeof teachingAssignmentSchema>;

/** One class and component the signed-in teacher teaches (GET /me/classes). */
export const myClassSchema = v.object({
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
  schoolUnit: namedRefSchema,
  /** Active enrolments of the classroom. */
  students: v.number(),
});
export type MyClass = v.InferOutput<typeof myClassSchema>;

/** A saved lesson plan (GET /lesson-plans): the spec's form fields, its author and when. */
export const lessonPlanItemSchema = v.object({
  id: v.string(),
  title: v.string(),
  theme: v.string(),
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
  bnccStandards: v.array(v.string()),
  learningObject: v.string(),
  generalObjective: v.string(),
  references: optionalString,
  /** Who wrote it: only the author edits or deletes it. */
  author: namedRefSchema,
  createdAt: v.string(),
});
export type LessonPlanItem = v.InferOutput<typeof lessonPlanItemSchema>;

/** A standard of the BNCC catalogue (GET /bncc-standards). */
export const bnccCatalogueItemSchema = v.object({
  id: v.string(),
  code: v.string(),
  description: v.string(),
  learningObject: v.string(),
  /** The curricular component's name as the BNCC writes it ('Língua Portuguesa'). */
  component: v.string(),
  /** The school year(s) it is for, as the BNCC writes them ('1º', '1º ao 5º'). */
  year: v.string(),
});
export type BnccCatalogueItem = v.InferOutput<typeof bnccCatalogueItemSchema>;

/** A pedagogical activity (GET /activities). */
export const activitySchema = v.object({
  id: v.string(),
  title: v.string(),
  date: v.string(),
  description: v.string(),
  classroom: namedRefSchema,
  curricularComponent: namedRefSchema,
});
export type Activity = v.InferOutput<typeof activitySchema>;
