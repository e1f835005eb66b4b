'use client';
import { useFieldContext } from '@ark-ui/react/field';
import { Portal } from '@ark-ui/react/portal';
import { DROPDOWN_MAX_HEIGHT_PX } from '@lousa/domain';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { forwardRef, type ReactNode, useMemo } from 'react';
import { cx } from 'styled-system/css';
import * as Select from './select';
import type { SelectOption } from './select-field';
import { invalidTrigger, readablePlaceholder, scrollableContent, valueLine } from './select-styles';

export interface MultiSelectFieldProps {
  /** Text, or text with a marker (e.g. a Field's required indicator). */
  label: ReactNode;
  items: readonly SelectOption[];
  /** The chosen values (controlled); [] for none. */
  value?: string[];
  onValueChange?: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
  className?: string;
  /** false renders the list in place (fixed-positioned): needed inside a modal dialog. */
  portalled?: boolean;
}

/**
 * Several choices from a list (Ark's Select, `multiple`): each option toggles, the list stays
 * open while choosing (Escape or a click outside closes it) and the trigger reads the chosen
 * labels, comma-separated. Inside an Ark `Field.Root` it takes the field's ids and state.
 */
export const MultiSelectField = forwardRef<HTMLButtonElement, MultiSelectFieldProps>(
  function MultiSelectField(
    {
      label,
      items,
      value,
      onValueChange,
      onBlur,
      placeholder,
      className,
      portalled = true,
      ...rest
    },
    ref,
  ) {
    const fieldContext = useFieldContext();
    const describedBy = fieldContext?.ariaDescribedby;
    // Ark marks only the hidden select required: the trigger says it (screen readers: 'obrigatório').
    const required = Boolean(rest.required || fieldContext?.required);
    const collection = useMemo(
      () =>
        Select.createListCollection({
          items: [...items],
          isItemDisabled: (item) => !!item.disabled,
        }),
      [items],
    );
    return (
      <Select.Root
        {...rest}
        multiple
        className={className}
        collection={collection}
        value={value}
        onValueChange={(details) => onValueChange?.(details.value)}
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
  },
);
