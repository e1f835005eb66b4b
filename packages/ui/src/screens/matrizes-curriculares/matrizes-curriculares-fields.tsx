import {
  type CurricularComponent,
  type CurriculumMatrixCreateBody,
  type CurriculumMatrixCreateInput,
  MATRIX_FORM_MAX_HEIGHT,
} from '@lousa/domain';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { type UseFormReturn, useFieldArray, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { TextFormField } from '../../components/registry';
import { matrizesCurricularesLabels as labels } from './labels';
import { MatrixRow } from './matrizes-curriculares-row';

export interface MatrixFieldsProps {
  form: UseFormReturn<CurriculumMatrixCreateInput, unknown, CurriculumMatrixCreateBody>;
  components: readonly CurricularComponent[];
}

const styles = {
  // Scrolls once taller than 24rem (spec §9); the padding keeps focus rings inside the box.
  scroll: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    overflowY: 'auto',
    px: '1',
    pb: '1',
  }),
  rows: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '2' }),
  empty: css({ textStyle: 'sm', color: 'fg.muted' }),
  error: css({ textStyle: 'sm', color: 'fg.error' }),
  add: css({ alignSelf: 'flex-start' }),
};

/**
 * The fields of the matrix form (add and edit): 'Nome' and rows of component + workload that can
 * be added and removed. A component chosen in one row is disabled in the others.
 */
export function MatrixFields({ form, components }: MatrixFieldsProps) {
  const {
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'matrix' });
  const rows = useWatch({ control, name: 'matrix' }) ?? [];
  const errorId = useId();
  // The whole-list message sits on `matrix` (no rows) or on `matrix.root` (rows registered).
  const listError = errors.matrix?.root?.message ?? errors.matrix?.message;
  const chosen = rows.map((row) => row?.curricularComponentId ?? '');
  const itemsFor = (index: number) =>
    components.map((component) => ({
      value: component.id,
      label: component.name,
      disabled: chosen.some((id, other) => other !== index && id === component.id),
    }));

  return (
    <div className={styles.scroll} style={{ maxHeight: MATRIX_FORM_MAX_HEIGHT }}>
      <TextFormField
        control={control}
        name="name"
        label={labels.name}
        required
        placeholder={labels.namePlaceholder}
        autoComplete="off"
      />
      <fieldset className={styles.rows} aria-describedby={listError ? errorId : undefined}>
        <legend className={styles.heading}>{labels.components}</legend>
        {fields.length === 0 ? <p className={styles.empty}>{labels.noRows}</p> : null}
        {fields.map((field, index) => (
          <MatrixRow
            key={field.id}
            control={control}
            index={index}
            componentItems={itemsFor(index)}
            onRemove={() => remove(index)}
          />
        ))}
        {listError ? (
          <p id={errorId} className={styles.error}>
            {listError}
          </p>
        ) : null}
      </fieldset>
      <Button
        className={styles.add}
        variant="outline"
        size="sm"
        onClick={() => append({ curricularComponentId: '', workload: '' })}
      >
        <Plus aria-hidden />
        {labels.addRow}
      </Button>
    </div>
  );
}
