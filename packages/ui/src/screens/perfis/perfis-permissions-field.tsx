import { type Permission, permissionAreas, type RoleInput } from '@lousa/domain';
import { useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Checkbox } from '../../components/checkbox';
import { perfisLabels as labels } from './labels';

export interface PerfisPermissionsFieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: the role form's output
  control: Control<RoleInput, any, any>;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '4', border: 'none', p: '0', m: '0' }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '1' }),
  area: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'l2',
    px: '3',
    pt: '1',
    pb: '3',
    m: '0',
    minW: '0',
  }),
  legend: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted', px: '1' }),
  error: css({ textStyle: 'sm', color: 'fg.error' }),
};

/**
 * The role's permissions as checkboxes grouped by area (a fieldset per area, its legend the
 * area's name), each labelled with the permission's pt-BR label. The value keeps the
 * catalogue's order, whatever the order they were ticked in.
 */
export function PerfisPermissionsField({ control }: PerfisPermissionsFieldProps) {
  const { field, fieldState } = useController({ control, name: 'permissions' });
  const errorId = useId();
  const granted = new Set<string>(field.value ?? []);
  const toggle = (permission: Permission, checked: boolean) => {
    const next = new Set(granted);
    if (checked) next.add(permission);
    else next.delete(permission);
    field.onChange(
      permissionAreas.flatMap((area) =>
        area.permissions.map((item) => item.key).filter((key) => next.has(key)),
      ),
    );
  };
  const error = fieldState.error?.message;
  return (
    <fieldset className={styles.root} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.heading}>{labels.permissions}</legend>
      {permissionAreas.map((area) => (
        <fieldset key={area.area} className={styles.area}>
          <legend className={styles.legend}>{area.area}</legend>
          {area.permissions.map((permission) => (
            <Checkbox
              key={permission.key}
              name={field.name}
              value={permission.key}
              checked={granted.has(permission.key)}
              onCheckedChange={({ checked }) => toggle(permission.key, checked === true)}
              onBlur={field.onBlur}
            >
              {permission.label}
            </Checkbox>
          ))}
        </fieldset>
      ))}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
