import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { DeferredSelectField } from '../../components/select';
import { turmasLabels as labels } from './labels';
import { ALL_YEARS, type TurmasYear } from './use-turmas-year';

const styles = {
  root: css({
    display: 'flex',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
    width: { base: 'full', sm: 'auto' },
  }),
  select: css({ width: { base: 'full', sm: '52' } }),
};

/**
 * 'Ano Letivo' above the classrooms: the network's years, latest first, and 'Todos os anos'.
 * Shows the year the list shows (the year in progress until another is chosen).
 */
export function TurmasYearFilter({ years, yearId, setYear }: TurmasYear) {
  const items = useMemo(
    () => [
      { value: ALL_YEARS, label: labels.allYears },
      ...years.map((year) => ({ value: year.id, label: year.year })),
    ],
    [years],
  );
  return (
    <fieldset className={styles.root} aria-label={labels.filters}>
      <DeferredSelectField
        className={styles.select}
        label={labels.academicYear}
        items={items}
        placeholder={labels.academicYearPlaceholder}
        value={yearId === '' ? ALL_YEARS : (yearId ?? '')}
        onValueChange={setYear}
      />
    </fieldset>
  );
}
