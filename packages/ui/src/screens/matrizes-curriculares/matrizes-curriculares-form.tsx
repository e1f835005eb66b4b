import { useCreateCurriculumMatrix, useCurricularComponents } from '@lousa/api-client';
import { curriculumMatrixCreateSchema, toasts } from '@lousa/domain';
import { FormDialogForm, useCreateForm } from '../../components/registry';
import { MatrixFields } from './matrix-fields';

export interface MatrizesCurricularesFormProps {
  /** Closes the dialog after a success. */
  onDone: () => void;
}

/** The form of 'Adicionar Matriz Curricular': a name and its component + workload rows. */
export function MatrizesCurricularesForm({ onDone }: MatrizesCurricularesFormProps) {
  const components = useCurricularComponents();
  const mutation = useCreateCurriculumMatrix();
  const { form, submit, isSubmitting } = useCreateForm({
    schema: curriculumMatrixCreateSchema,
    defaultValues: { name: '', matrix: [] },
    mutation,
    successToast: toasts.curriculumMatrixCreated,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <MatrixFields form={form} components={components.data ?? []} />
    </FormDialogForm>
  );
}
