import { attendanceStatuses, attendanceStatusLabels } from '@lousa/domain';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../../components/icon-button';
import { DeferredSelectField, type SelectOption } from '../../components/select';
import {
  ALL_DAYS,
  classOfChoice,
  type FrequenciasFilter,
  type FrequenciasFilterValues,
} from './frequencias-filter-values';
import { frequenciasLabels as labels } from './labels';

/** The choice that clears the status filter ('' is Ark's "nothing chosen"). */
const ALL = '*';

const statusItems: readonly SelectOption[] = [
  { value: ALL, label: labels.allStatuses },
  ...attendanceStatuses.map((status) => ({ value: status, label: attendanceStatusLabels[status] })),
];

/** The to-do's choice in 'Mostrar' (the default: no `todo` in the address). */
const TODO = '1';
const todoItems: readonly SelectOption[] = [
  { value: TODO, label: labels.todo },
  { value: ALL_DAYS, label: labels.allDays },
];

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
    width: { base: 'full', md: 'auto' },
  }),
  select: css({ width: { base: 'full', sm: '52' } }),
  /** Wide enough for 'A fazer (últimos 30 dias)' whole. */
  todoSelect: css({ width: { base: 'full', sm: '64' } }),
  classSelect: css({ width: { base: 'full', sm: '80' } }),
  chipField: css({ border: 'none', p: '0', m: '0', minW: '0' }),
  chipLabel: css({ p: '0', mb: '1.5', textStyle: 'sm', fontWeight: 'medium', color: 'fg.default' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    minH: '10',
    maxW: 'full',
    ps: '3',
    pe: '1',
    borderWidth: '1px',
    borderColor: 'accent.a7',
    borderRadius: 'full',
    bg: 'accent.a3',
    color: 'accent.text',
    textStyle: 'sm',
    fontWeight: 'medium',
  }),
  chipText: css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
};

export interface FrequenciasFiltersProps {
  values: FrequenciasFilterValues;
  /** One filter or several at once ('' clears one). */
  onChange: (changes: Partial<Record<FrequenciasFilter, string>>) => void;
  /**
   * The name of the class and component the address narrows the list to ('1º ANO A —
   * Matemática'), while it does; undefined when it does not.
   */
  classFilterName?: string;
  /**
   * The classes the list may be narrowed to ('Turma e componente', shown while it is not);
   * none: no choice (the chip of the address only).
   */
  classItems?: readonly SelectOption[];
}

/**
 * The class and component of the address ('Minhas Turmas' links with them, or chosen in 'Turma
 * e componente' among `classItems`) as a chip that removes them; Status: 'Todos os status',
 * PENDENTE or REGISTRADA; and 'Mostrar': 'A fazer (últimos 30 dias)' — the default, the server's
 * to-do — or 'Todas'.
 */
export function FrequenciasFilters({
  values,
  onChange,
  classFilterName,
  classItems = [],
}: FrequenciasFiltersProps) {
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const chipRef = useRef<HTMLSpanElement>(null);
  // A class chosen: its chip takes the place of the select, and the focus goes to its button.
  const focusChip = useRef(false);
  const narrowed = Boolean(values.classroomId && classFilterName !== undefined);
  useEffect(() => {
    if (!narrowed || !focusChip.current) return;
    focusChip.current = false;
    chipRef.current?.querySelector('button')?.focus();
  }, [narrowed]);
  return (
    <fieldset ref={rootRef} className={styles.root} aria-label={labels.filters}>
      {!narrowed && classItems.length > 0 ? (
        <DeferredSelectField
          className={styles.classSelect}
          label={labels.classFilterLabel}
          items={classItems}
          placeholder={labels.allClasses}
          value=""
          onValueChange={(value) => {
            if (!value) return;
            focusChip.current = true;
            onChange(classOfChoice(value));
          }}
        />
      ) : null}
      {narrowed && classFilterName !== undefined ? (
        <fieldset className={styles.chipField}>
          <legend className={styles.chipLabel}>{labels.classFilterLabel}</legend>
          <span ref={chipRef} className={styles.chip}>
            <span className={styles.chipText}>{classFilterName}</span>
            <IconButton
              variant="ghost"
              size="xs"
              aria-label={labels.removeClassFilter(classFilterName)}
              onClick={() => {
                onChange({ classroomId: '', curricularComponentId: '' });
                // The button leaves with the chip: the focus goes on to 'Status', not to the page.
                rootRef.current?.querySelector<HTMLElement>('[role="combobox"]')?.focus();
              }}
            >
              <X aria-hidden />
            </IconButton>
          </span>
        </fieldset>
      ) : null}
      <DeferredSelectField
        className={styles.select}
        label={labels.status}
        items={statusItems}
        placeholder={labels.allStatuses}
        value={values.status}
        onValueChange={(value) => onChange({ status: value === ALL ? '' : value })}
      />
      <DeferredSelectField
        className={styles.todoSelect}
        label={labels.todoLabel}
        items={todoItems}
        value={values.todo === TODO ? TODO : ALL_DAYS}
        onValueChange={(value) => onChange({ todo: value === ALL_DAYS ? ALL_DAYS : '' })}
      />
    </fieldset>
  );
}
