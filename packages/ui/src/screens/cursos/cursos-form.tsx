import {
  useCreateCourse,
  useCurriculumMatrices,
  useSchoolUnits,
  useTeachingModalities,
} from '@lousa/api-client';
import { courseCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, useCreateForm } from '../../components/registry';
import { CourseFields } from './course-fields';

export interface CursosFormProps {
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form of 'Adicionar Curso': name, modality, matrix and unit. */
export function CursosForm({ onDone }: CursosFormProps) {
  const modalities = useTeachingModalities();
  const matrices = useCurriculumMatrices();
  const schoolUnits = useSchoolUnits();
  const mutation = useCreateCourse();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: courseCreateSchema,
    defaultValues: { name: '', teachingModalityId: '', curriculumMatrixId: '', schoolUnitId: '' },
    mutation,
    successToast: toasts.courseCreated,
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
