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

/** A course of GET /courses and GET /courses/school-unit/{id}, with related names. */
export const courseSchema = v.object({
  id: v.string(),
  name: v.string(),
  teachingModality: namedRefSchema,
  curriculumMatrix: namedRefSchema,
  schoolUnit: namedRefSchema,
});
export type Course = v.InferOutput<typeof courseSchema>;
export const courseListSchema = v.array(courseSchema);
