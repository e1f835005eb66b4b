import * as v from 'valibot';
import { COURSE_NAME_MIN_LENGTH, GRADE_LEVELS_MAX } from '../../constants.ts';
import { isInepStageCode } from '../../inep-stages.ts';
import { foldText } from '../../list-query.ts';
import { messages } from '../../messages.ts';
import { formObject, requiredText, requiredTextMin, uuidField } from './fields.ts';

/** A grade level of the course body: kept by its `id`, new without one. */
export const gradeLevelBodySchema = formObject({
  id: v.optional(uuidField(messages.gradeLevelInvalid)),
  name: requiredText(messages.gradeLevelNameRequired),
  inepStageCode: v.optional(
    v.nullable(
      v.pipe(
        v.number(messages.inepStageInvalid),
        v.check(isInepStageCode, messages.inepStageInvalid),
      ),
    ),
  ),
});

/** A course's grade levels, in order: at most 20, no name twice (case and accents ignored). */
const gradeLevelsField = v.pipe(
  v.array(gradeLevelBodySchema, messages.invalidValue),
  v.maxLength(GRADE_LEVELS_MAX, messages.invalidValue),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    dataset.value.forEach((level, index) => {
      const folded = foldText(level.name);
      if (seen.has(folded)) {
        addIssue({
          message: messages.gradeLevelDuplicate,
          path: [
            { type: 'array', origin: 'value', input: dataset.value, key: index, value: level },
            { type: 'object', origin: 'value', input: level, key: 'name', value: level.name },
          ],
        });
      }
      seen.add(folded);
    });
  }),
);

/**
 * Course add form; output is the POST /courses body. `gradeLevels` (absent: none on a create,
 * kept on an edit) and `nextCourseId` (absent or null: none) are optional.
 */
export const courseCreateSchema = formObject({
  name: requiredText(messages.courseNameRequired),
  teachingModalityId: uuidField(messages.modalityInvalid),
  curriculumMatrixId: uuidField(messages.matrixInvalid),
  schoolUnitId: uuidField(messages.schoolUnitInvalid),
  gradeLevels: v.optional(gradeLevelsField),
  nextCourseId: v.optional(v.nullable(uuidField(messages.nextCourseInvalid))),
});

export type CourseCreateInput = v.InferInput<typeof courseCreateSchema>;
export type CourseCreateBody = v.InferOutput<typeof courseCreateSchema>;

/** The product's separate (unused) course-name schema: a name of more than 3 characters. */
export const courseNameSchema = formObject({
  name: requiredTextMin(messages.courseNameMin, COURSE_NAME_MIN_LENGTH, messages.courseNameMin),
});

export type CourseNameInput = v.InferInput<typeof courseNameSchema>;
export type CourseNameBody = v.InferOutput<typeof courseNameSchema>;
