'use client';
import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { DROPDOWN_MAX_HEIGHT_PX } from '@lousa/domain';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { forwardRef, type ReactNode, useMemo } from 'react';
import { cx } from 'styled-system/css';
import * as Select from './select';
import { invalidTrigger, readablePlaceholder, scrollableContent, valueLine } from './select-styles';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  /** Text, or text with a marker (e.g. a Field's required indicator). */
  label: ReactNode;
  items: readonly SelectOption[];
  /** The chosen value, '' for none (controlled). */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /**
   * false renders the list in place (fixed-positioned) instead of in a portal: needed inside a
   * modal dialog, which hides everything outside itself from screen readers and traps focus.
   */
  portalled?: boolean;
}

/**
 * A single-choice list with a visible label. Inside an Ark `Field.Root` it takes the field's ids,
 * `invalid`, `disabled` and `required`, so the field's error text describes it.
 */
export const SelectField = forwardRef<HTMLButtonElement, SelectFieldProps>(function SelectField(
  {
    label,
    items,
    value,
    defaultValue,
    onValueChange,
    onBlur,
    placeholder,
    size,
    className,
    portalled = true,
    ...rest
  },
  ref,
) {
  // Inside a Field, its help and error text describe the trigger (Ark only sets aria-invalid).
  const fieldContext = useFieldContext();
  const describedBy = fieldContext?.ariaDescribedby;
  // Ark marks only the hidden select required: the trigger says it (screen readers: 'obrigatório').
  const required = Boolean(rest.required || fieldContext?.required);
  const collection = useMemo(
    () =>
      Select.createListCollection({ items: [...items], isItemDisabled: (item) => !!item.disabled }),
    [items],
  );
  return (
    <Select.Root
      {...rest}
      className={className}
      size={size}
      collection={collection}
      value={value === undefined ? undefined : value ? [value] : []}
      defaultValue={defaultValue ? [defaultValue] : undefined}
      onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
      positioning={{ sameWidth: true, strategy: portalled ? 'absolute' : 'fixed' }}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger
          ref={ref}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          className={cx(readablePlaceholder(), invalidTrigger())}
        >
          <Select.ValueText placeholder={placeholder} className={valueLine()} />
          <Select.Indicator>
            <ChevronsUpDownIcon aria-hidden />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal disabled={!portalled}>
        <Select.Positioner>
          <Select.Content
            className={scrollableContent()}
            style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
          >
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>
                  <CheckIcon aria-hidden />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
});
