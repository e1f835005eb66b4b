import type { CurriculumMatrixCreateBody, CurriculumMatrixCreateInput } from '@lousa/domain';
import { Trash2 } from 'lucide-react';
import type { Control } from 'react-hook-form';
import { css } from 'styled-system/css';
import { IconButton } from '../../components/icon-button';
import { SelectFormField, TextFormField } from '../../components/registry';
import type { SelectOption } from '../../components/select';
import { matrizesCurricularesLabels as labels } from './labels';

export interface MatrixRowProps {
  control: Control<CurriculumMatrixCreateInput, unknown, CurriculumMatrixCreateBody>;
  index: number;
  /** Every component, those chosen in other rows disabled. */
  componentItems: readonly SelectOption[];
  onRemove: () => void;
}

const styles = {
  row: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 7rem auto',
    alignItems: 'start',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  legend: css({ textStyle: 'xs', color: 'fg.muted', mb: '1', fontWeight: 'medium' }),
  remove: css({ mt: '6' }),
};

/** One component + workload entry of the matrix (a group named 'Componente N'), removable. */
export function MatrixRow({ control, index, componentItems, onRemove }: MatrixRowProps) {
  const number = index + 1;
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{labels.rowLegend(number)}</legend>
      <SelectFormField
        control={control}
        name={`matrix.${index}.curricularComponentId`}
        label={labels.component}
        placeholder={labels.componentPlaceholder}
        items={componentItems}
        required
      />
      <TextFormField
        control={control}
        name={`matrix.${index}.workload`}
        label={labels.workload}
        required
        inputMode="numeric"
        placeholder={labels.workloadPlaceholder}
        autoComplete="off"
      />
      <IconButton
        className={styles.remove}
        variant="ghost"
        aria-label={labels.removeRow(number)}
        onClick={onRemove}
      >
        <Trash2 aria-hidden />
      </IconButton>
    </fieldset>
  );
}
