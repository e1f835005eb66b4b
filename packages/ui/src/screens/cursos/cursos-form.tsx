import { useResourceAll } from '@lousa/api-client';
import {
  type Course,
  coursesResource,
  curriculumMatricesResource,
  schoolUnitsResource,
  teachingModalitiesResource,
} from '@lousa/domain';
import { FormDialogForm, type ResourceFormProps, useResourceForm } from '../../components/registry';
import { CourseFields } from './cursos-fields';

/**
 * The form's values of a course being edited: its references' ids, and its grade levels with
 * their ids (saving sends them back, so the server keeps each level).
 */
const valuesOf = (course: Course) => ({
  name: course.name,
  teachingModalityId: course.teachingModality.id,
  curriculumMatrixId: course.curriculumMatrix.id,
  schoolUnitId: course.schoolUnit.id,
  gradeLevels: course.gradeLevels.map((level) => ({
    id: level.id,
    name: level.name,
    inepStageCode: level.inepStageCode,
  })),
  nextCourseId: course.nextCourse?.id ?? null,
});

/**
 * The course form, to add or edit (`item`): name, the modality, matrix and unit chosen from their
 * whole lists, the grade levels and the next course (any other course); editing starts with the
 * course's own choices and levels.
 */
export function CursosForm({ item, onDone }: ResourceFormProps<Course>) {
  const modalities = useResourceAll(teachingModalitiesResource);
  const matrices = useResourceAll(curriculumMatricesResource);
  const schoolUnits = useResourceAll(schoolUnitsResource);
  const courses = useResourceAll(coursesResource);
  const nextCourses = (courses.data ?? []).filter((course) => course.id !== item?.id);
  const { form, submit, isSubmitting } = useResourceForm(coursesResource, {
    item,
    defaultValues: {
      name: '',
      teachingModalityId: '',
      curriculumMatrixId: '',
      schoolUnitId: '',
      gradeLevels: [],
      nextCourseId: null,
    },
    valuesOf,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <CourseFields
        control={form.control}
        modalities={modalities.data ?? []}
        matrices={matrices.data ?? []}
        schoolUnits={schoolUnits.data ?? []}
        nextCourses={nextCourses}
      />
    </FormDialogForm>
  );
}
