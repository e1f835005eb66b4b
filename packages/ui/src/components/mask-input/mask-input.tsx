'use client';
import { Field } from '@ark-ui/react/field';
import { maskitoTransform } from '@maskito/core';
import { useMaskito } from '@maskito/react';
import { type ComponentPropsWithoutRef, forwardRef, type Ref, useCallback } from 'react';
import { cx } from 'styled-system/css';
import { type InputVariantProps, input } from 'styled-system/recipes';
import { isAlphanumericPattern, maskOptions } from './mask-options';

export interface MaskInputProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'size'>,
    InputVariantProps {
  /** One of the domain's patterns, e.g. `masks.cpf`. */
  mask: string;
  /** The masked text (controlled). A bare value such as `12345678901` is shown formatted. */
  value?: string;
  defaultValue?: string;
  /** Called with the masked text on every change; the form's schema strips it on submit. */
  onChange?: (value: string) => void;
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * Looks like `TextInput` (Park UI `input` recipe) and forwards its ref, which react-hook-form needs.
 * A text input formatted while typing by Maskito, which keeps the caret where a person expects
 * when typing, deleting in the middle or pasting. Inside an Ark `Field.Root` it takes the field's
 * id, `aria-invalid` and `aria-describedby`.
 */
export const MaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function MaskInput(
  { mask, value, defaultValue, onChange, size, className, ...props },
  ref,
) {
  const options = maskOptions(mask);
  const maskitoRef = useMaskito({ options });
  const mergedRef = useCallback(
    (element: HTMLInputElement | null) => {
      maskitoRef(element);
      setRef(ref, element);
    },
    [maskitoRef, ref],
  );
  return (
    <Field.Input
      inputMode={isAlphanumericPattern(mask) ? 'text' : 'numeric'}
      autoComplete="off"
      {...props}
      ref={mergedRef}
      className={cx(input({ size }), className)}
      value={value === undefined ? undefined : maskitoTransform(value, options)}
      defaultValue={
        defaultValue === undefined ? undefined : maskitoTransform(defaultValue, options)
      }
      onChange={(event) => onChange?.(event.currentTarget.value)}
    />
  );
});
