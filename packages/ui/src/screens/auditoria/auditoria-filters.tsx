import { auditActionLabels, auditActions, auditResourceLabels } from '@lousa/domain';
import { css } from 'styled-system/css';
import { DateInput } from '../../components/date-input';
import { Field } from '../../components/field';
import { DeferredSelectField, type SelectOption } from '../../components/select';
import type { AuditFilter, AuditFilterValues } from './auditoria-filter-values';
import { dayToIso, isoToDay } from './auditoria-format';
import { auditoriaLabels as labels } from './labels';

/** The choice that clears a select's filter ('' is Ark's "nothing chosen"). */
const ALL = '*';

const actionItems: readonly SelectOption[] = [
  { value: ALL, label: labels.allActions },
  ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
];
const resourceItems: readonly SelectOption[] = [
  { value: ALL, label: labels.allResources },
  ...Object.entries(auditResourceLabels).map(([value, label]) => ({ value, label })),
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
  }),
  select: css({ width: { base: 'full', sm: '56' } }),
  date: css({ width: { base: 'full', sm: '36' } }),
};

export interface AuditoriaFiltersProps {
  values: AuditFilterValues;
  onChange: (name: AuditFilter, value: string) => void;
}

/**
 * Ação and Recurso (a select each, 'Todas'/'Todos' for no filter), De and Até (DD/MM/AAAA,
 * applied once a whole date is typed; both days included).
 */
export function AuditoriaFilters({ values, onChange }: AuditoriaFiltersProps) {
  const choose = (name: AuditFilter) => (value: string) =>
    onChange(name, value === ALL ? '' : value);
  return (
    <fieldset className={styles.root} aria-label={labels.filters}>
      <DeferredSelectField
        className={styles.select}
        label={labels.action}
        items={actionItems}
        placeholder={labels.allActions}
        value={values.action}
        onValueChange={choose('action')}
      />
      <DeferredSelectField
        className={styles.select}
        label={labels.resource}
        items={resourceItems}
        placeholder={labels.allResources}
        value={values.resource}
        onValueChange={choose('resource')}
      />
      <Field className={styles.date} label={labels.from}>
        <DateInput
          value={dayToIso(values.from)}
          onChange={(iso) => onChange('from', isoToDay(iso))}
        />
      </Field>
      <Field className={styles.date} label={labels.to}>
        <DateInput value={dayToIso(values.to)} onChange={(iso) => onChange('to', isoToDay(iso))} />
      </Field>
    </fieldset>
  );
}
