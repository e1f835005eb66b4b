import * as v from 'valibot';
import { namedRefSchema } from './common.ts';

/** A teaching modality of GET /teaching-modalities. */
export const teachingModalitySchema = v.object({ id: v.string(), name: v.string() });
export type TeachingModality = v.InferOutput<typeof teachingModalitySchema>;
export const teachingModalityListSchema = v.array(teachingModalitySchema);

/** A curricular component of GET /curricular-components. */
export const curricularComponentSchema = v.object({ id: v.string(), name: v.string() });
export type CurricularComponent = v.InferOutput<typeof curricularComponentSchema>;
export const curricularComponentListSchema = v.array(curricularComponentSchema);

export const curriculumMatrixEntryEntitySchema = v.object({
  curricularComponent: namedRefSchema,
  workload: v.number(),
});
export type CurriculumMatrixEntry = v.InferOutput<typeof curriculumMatrixEntryEntitySchema>;

/** A curriculum matrix of GET /curriculum-matrices (`matrix` defaults to [] when absent). */
export const curriculumMatrixSchema = v.object({
  id: v.string(),
  name: v.string(),
  matrix: v.optional(v.array(curriculumMatrixEntryEntitySchema), []),
});
export type CurriculumMatrix = v.InferOutput<typeof curriculumMatrixSchema>;
export const curriculumMatrixListSchema = v.array(curriculumMatrixSchema);

/** A grade level ('Série/Ano') of a course, in the course's order: '1º Ano', INEP stage 14. */
export const gradeLevelSchema = v.object({
  id: v.string(),
  name: v.string(),
  inepStageCode: v.nullable(v.number()),
});
export type GradeLevel = v.InferOutput<typeof gradeLevelSchema>;
export const gradeLevelListSchema = v.array(gradeLevelSchema);

/**
 * A course of GET /courses and GET /courses/school-unit/{id}, with related names, its grade
 * levels in order and the course that follows its last level (Anos Iniciais → Anos Finais).
 */
export const courseSchema = v.object({
  id: v.string(),
  name: v.string(),
  teachingModality: namedRefSchema,
  curriculumMatrix: namedRefSchema,
  schoolUnit: namedRefSchema,
  gradeLevels: v.optional(gradeLevelListSchema, []),
  nextCourse: v.optional(v.nullable(namedRefSchema), null),
});
export type Course = v.InferOutput<typeof courseSchema>;
export const courseListSchema = v.array(courseSchema);
