import { useResourceAll } from '@lousa/api-client';
import {
  type CurriculumMatrix,
  curricularComponentsResource,
  curriculumMatricesResource,
} from '@lousa/domain';
import { FormDialogForm, type ResourceFormProps, useResourceForm } from '../../components/registry';
import { MatrixFields } from './matrizes-curriculares-fields';

/** The form's values of a matrix being edited: each row's component id and its workload as typed text. */
const valuesOf = (matrix: CurriculumMatrix) => ({
  name: matrix.name,
  matrix: matrix.matrix.map((entry) => ({
    curricularComponentId: entry.curricularComponent.id,
    workload: String(entry.workload),
  })),
});

/**
 * The matrix form, to add or edit (`item`): a name and its component + workload rows. Editing
 * starts with the matrix's rows; saving sends every row, which replaces the stored ones.
 */
export function MatrizesCurricularesForm({ item, onDone }: ResourceFormProps<CurriculumMatrix>) {
  const components = useResourceAll(curricularComponentsResource);
  const { form, submit, isSubmitting } = useResourceForm(curriculumMatricesResource, {
    item,
    defaultValues: { name: '', matrix: [] },
    valuesOf,
    onSuccess: onDone,
  });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <MatrixFields form={form} components={components.data ?? []} />
    </FormDialogForm>
  );
}
