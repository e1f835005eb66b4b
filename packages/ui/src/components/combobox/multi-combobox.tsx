'use client';
import { Portal } from '@ark-ui/react/portal';
import { DROPDOWN_MAX_HEIGHT_PX } from '@lousa/domain';
import { CheckIcon, ChevronsUpDownIcon, XIcon } from 'lucide-react';
import { forwardRef, type MouseEvent, type ReactNode, useMemo, useRef, useState } from 'react';
import * as Combobox from './combobox';
import { comboboxLabels as labels } from './labels';
import { comboboxInputStyles, multiComboboxStyles } from './multi-combobox.recipe';
import { matchesSearch } from './search-text';

export interface ComboboxOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface MultiComboboxProps {
  /** The label, possibly with a Field's required marker. */
  label: ReactNode;
  items: readonly ComboboxOption[];
  /** The chosen values (controlled). */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  required?: boolean;
}

/**
 * Several choices from a list filtered by what is typed (ignoring case and accents). Choices
 * toggle on and off and are listed as removable chips under the field.
 */
export const MultiCombobox = forwardRef<HTMLInputElement, MultiComboboxProps>(
  function MultiCombobox(
    { label, items, value, defaultValue, onValueChange, onBlur, placeholder, disabled, ...rest },
    ref,
  ) {
    const styles = { ...comboboxInputStyles(), ...multiComboboxStyles() };
    const [query, setQuery] = useState('');
    const [uncontrolled, setUncontrolled] = useState<string[]>(defaultValue ?? []);
    const selected = value ?? uncontrolled;
    const collection = useMemo(
      () =>
        Combobox.createListCollection({
          items: items.filter((item) => matchesSearch(item.label, query)),
          isItemDisabled: (item) => !!item.disabled,
        }),
      [items, query],
    );
    const change = (next: string[]) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    };
    const chosen = items.filter((item) => selected.includes(item.value));
    const input = useRef<HTMLInputElement | null>(null);
    const setInput = (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    };
    /**
     * A chip's button leaves with its chip: the focus goes to the next chip's (or the previous
     * one's), and to the input once none is left — never to the page's body.
     */
    const remove = (event: MouseEvent<HTMLButtonElement>, removed: string) => {
      const buttons = [
        ...(event.currentTarget.closest('ul')?.querySelectorAll('button') ?? []),
      ] as HTMLButtonElement[];
      const at = buttons.indexOf(event.currentTarget);
      change(selected.filter((v) => v !== removed));
      (buttons[at + 1] ?? buttons[at - 1] ?? input.current)?.focus();
    };

    return (
      <Combobox.Root
        {...rest}
        disabled={disabled}
        collection={collection}
        multiple
        value={selected}
        onValueChange={(details) => change(details.value)}
        onInputValueChange={(details) => setQuery(details.inputValue)}
        onOpenChange={(details) => {
          if (!details.open) setQuery('');
        }}
        openOnClick
        positioning={{ sameWidth: true }}
        translations={{ triggerLabel: labels.trigger, clearTriggerLabel: labels.clear }}
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            ref={setInput}
            className={styles.input}
            placeholder={placeholder}
            onBlur={onBlur}
          />
          <Combobox.Trigger className={styles.trigger}>
            <ChevronsUpDownIcon aria-hidden />
          </Combobox.Trigger>
        </Combobox.Control>
        {chosen.length > 0 ? (
          <ul className={styles.chips} aria-label={labels.selected(chosen.length)}>
            {chosen.map((item) => (
              <li key={item.value} className={styles.chip}>
                {item.label}
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={labels.remove(item.label)}
                  disabled={disabled}
                  onClick={(event) => remove(event, item.value)}
                >
                  <XIcon aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content
              className={styles.content}
              style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
            >
              {collection.size === 0 ? (
                // A listbox must own options: the empty state is one that cannot be chosen. Options
                // are reached through the input's aria-activedescendant, never by Tab.
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                <div
                  role="option"
                  aria-disabled="true"
                  aria-selected="false"
                  className={styles.empty}
                >
                  {labels.empty}
                </div>
              ) : null}
              {collection.items.map((item) => (
                <Combobox.Item key={item.value} item={item}>
                  <Combobox.ItemText>{item.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator>
                    <CheckIcon aria-hidden />
                  </Combobox.ItemIndicator>
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    );
  },
);
