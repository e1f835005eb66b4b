import { useFieldContext } from '@ark-ui/react/field';
import { forwardRef, useMemo } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field, RequiredLabel } from '../field';
import { DeferredSelectField, type SelectFieldProps, type SelectOption } from '../select';

/** The value of the `emptyChoice` item inside the list (the field holds null). */
const NONE = '__none__';

export interface SelectFormFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  items: readonly SelectOption[];
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Called after the field takes the new value (e.g. to clear a dependent field). */
  onValueChange?: (value: string) => void;
  /**
   * A first choice with this label that stands for none (a user's 'Sem atribuição'): the field
   * holds null for it.
   */
  emptyChoice?: string;
  /** The field holds the chosen value as a number (the items' values are its digits). */
  numeric?: boolean;
  className?: string;
}

/**
 * The select inside its `Field`: until the list's code loads, the stand-in trigger takes the
 * field's state and ids from it, as the real one does.
 */
const FieldSelect = forwardRef<HTMLButtonElement, SelectFieldProps>(
  function FieldSelect(props, ref) {
    const field = useFieldContext();
    return (
      <DeferredSelectField
        ref={ref}
        {...props}
        disabled={props.disabled || field?.disabled}
        invalid={field?.invalid}
        required={field?.required}
        fieldIds={field && { label: field.ids.label, describedBy: field.ariaDescribedby }}
      />
    );
  },
);

/**
 * A labelled single-choice list bound to a form field ('' while nothing is chosen). `required`
 * adds the Field's '*' marker to the label (hidden from screen readers, like every field's).
 * Its list is not portalled, so it stays inside (and works in) a modal dialog.
 */
export function SelectFormField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  placeholder,
  required,
  disabled,
  onValueChange,
  emptyChoice,
  numeric,
  className,
}: SelectFormFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const choices = useMemo(
    () => (emptyChoice ? [{ value: NONE, label: emptyChoice }, ...items] : items),
    [emptyChoice, items],
  );
  const value =
    field.value === null || field.value === undefined
      ? emptyChoice
        ? NONE
        : ''
      : String(field.value);
  return (
    <Field required={required} errorText={fieldState.error?.message} className={className}>
      <FieldSelect
        portalled={false}
        ref={field.ref}
        name={field.name}
        label={<RequiredLabel>{label}</RequiredLabel>}
        items={choices}
        placeholder={placeholder}
        disabled={disabled}
        value={value}
        onValueChange={(next) => {
          const chosen = emptyChoice && (next === NONE || next === '') ? null : next;
          field.onChange(numeric && chosen !== null && chosen !== '' ? Number(chosen) : chosen);
          onValueChange?.(chosen ?? '');
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
