import { css } from 'styled-system/css';
import { DeferredSelectField } from '../../components/select/deferred-select-field';
import { notasLabels as labels } from './labels';
import { classValue, type SelectItem } from './notas-selection-values';

export interface NotasSelectionBarProps {
  classItems: readonly SelectItem[];
  termItems: readonly SelectItem[];
  classroomId: string;
  curricularComponentId: string;
  academicTermId: string;
  onClassChange: (value: string) => void;
  onTermChange: (academicTermId: string) => void;
  /** While grades are being typed: the selection stays. */
  disabled?: boolean;
}

const styles = {
  root: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  select: css({ width: { base: 'full', sm: 'calc((100% - token(spacing.3)) / 2)', lg: '80' } }),
};

/** 'Turma — Componente' (the user's classes) and 'Período Letivo', side by side. */
export function NotasSelectionBar({
  classItems,
  termItems,
  classroomId,
  curricularComponentId,
  academicTermId,
  onClassChange,
  onTermChange,
  disabled,
}: NotasSelectionBarProps) {
  const chosenClass =
    classroomId && curricularComponentId ? classValue(classroomId, curricularComponentId) : '';
  return (
    <fieldset aria-label={labels.selection} className={styles.root}>
      <DeferredSelectField
        className={styles.select}
        label={labels.classAndComponent}
        placeholder={labels.classPlaceholder}
        items={classItems}
        value={classItems.some((item) => item.value === chosenClass) ? chosenClass : ''}
        onValueChange={(value) => {
          if (value) onClassChange(value);
        }}
        disabled={disabled}
      />
      <DeferredSelectField
        className={styles.select}
        label={labels.term}
        placeholder={labels.termPlaceholder}
        items={termItems}
        value={termItems.some((item) => item.value === academicTermId) ? academicTermId : ''}
        onValueChange={(value) => {
          if (value) onTermChange(value);
        }}
        disabled={disabled}
      />
    </fieldset>
  );
}
