import { refreshGrades } from '@lousa/api-client';
import {
  type Assessment,
  type AssessmentCreateInput,
  assessmentsResource,
  formatDecimalInput,
  normalizeDate,
} from '@lousa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import {
  DateFormField,
  FormDialogForm,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { notasLabels as labels } from './labels';
import type { NotasSelection } from './use-notas-selection';

export interface NotasAssessmentFormProps {
  /** The class, component and term the assessment is of. */
  selection: NotasSelection;
  /** The assessment to edit; absent to add one. */
  item?: Assessment;
  onDone: () => void;
}

/** A new assessment: the maximum score is 10 unless changed. */
export const DEFAULT_MAX_SCORE = '10';

const fields = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
  '& > :first-child': { gridColumn: '1 / -1' },
});

/**
 * 'Nova Avaliação' and 'Editar Avaliação': 'Título', 'Data' (DD/MM/AAAA), 'Peso' and 'Nota
 * máxima' typed with a decimal comma ('1,5'), validated by the domain's `assessmentCreateSchema`
 * for the chosen class, component and term. Saved: the resource's toast, and the grids and
 * report cards refresh (a column more, or other averages). The server's refusals (a date
 * outside the term, not the class's teacher) show in an error toast; the form keeps its text.
 */
export function NotasAssessmentForm({ selection, item, onDone }: NotasAssessmentFormProps) {
  const queryClient = useQueryClient();
  const { classroomId, curricularComponentId, academicTermId } = selection;
  const empty: AssessmentCreateInput = {
    title: '',
    date: '',
    weight: '',
    maxScore: DEFAULT_MAX_SCORE,
    classroomId,
    curricularComponentId,
    academicTermId,
  };
  const { form, submit, isSubmitting } = useResourceForm(assessmentsResource, {
    item,
    defaultValues: empty,
    valuesOf: (assessment) => ({
      ...empty,
      title: assessment.title,
      date: normalizeDate(assessment.date) ?? '',
      weight: formatDecimalInput(assessment.weight),
      maxScore: formatDecimalInput(assessment.maxScore),
    }),
    onSuccess: () => {
      void refreshGrades(queryClient);
      onDone();
    },
  });
  const { control } = form;
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <div className={fields}>
        <TextFormField
          control={control}
          name="title"
          label={labels.title}
          required
          autoComplete="off"
        />
        <DateFormField control={control} name="date" label={labels.date} required />
        <TextFormField
          control={control}
          name="weight"
          label={labels.weight}
          helperText={labels.weightHelp}
          required
          inputMode="decimal"
          autoComplete="off"
        />
        <TextFormField
          control={control}
          name="maxScore"
          label={labels.maxScore}
          required
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
    </FormDialogForm>
  );
}
