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

/** The form's values of a course being edited: its references' ids. */
const valuesOf = (course: Course) => ({
  name: course.name,
  teachingModalityId: course.teachingModality.id,
  curriculumMatrixId: course.curriculumMatrix.id,
  schoolUnitId: course.schoolUnit.id,
});

/**
 * The course form, to add or edit (`item`): name, and the modality, matrix and unit chosen from
 * their whole lists; editing starts with the course's own choices selected.
 */
export function CursosForm({ item, onDone }: ResourceFormProps<Course>) {
  const modalities = useResourceAll(teachingModalitiesResource);
  const matrices = useResourceAll(curriculumMatricesResource);
  const schoolUnits = useResourceAll(schoolUnitsResource);
  const { form, submit, isSubmitting } = useResourceForm(coursesResource, {
    item,
    defaultValues: { name: '', teachingModalityId: '', curriculumMatrixId: '', schoolUnitId: '' },
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
      />
    </FormDialogForm>
  );
}
