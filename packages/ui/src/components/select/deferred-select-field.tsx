import { ChevronsUpDownIcon } from 'lucide-react';
import { forwardRef, useId } from 'react';
import { cx } from 'styled-system/css';
import { select } from 'styled-system/recipes';
import { Deferred } from '../deferred/deferred';
import type { SelectFieldProps } from './select-field';
import { invalidTrigger, readablePlaceholder, valueLine } from './select-styles';

const loadSelectField = () => import('./select-field').then((module) => module.SelectField);

export interface DeferredSelectFieldProps extends SelectFieldProps {
  /**
   * Inside a `Field`: the field's label id and the ids of its help and error text, which the
   * real trigger takes from the field (`SelectFormField` reads them).
   */
  fieldIds?: { label: string; describedBy?: string };
}

/**
 * `SelectField` whose list's code (Ark's select, its positioning and dismissal: ~25 KB) loads on
 * the first hover, focus or press of its trigger, so that a form or a filter bar with selects
 * loads light. Until then the same label and trigger show the chosen value; a press made while
 * the code arrives opens the list. Inside a `Field` the stand-in takes the field's ids for its
 * label and error text (`fieldIds`), and `invalid`, `required` and `disabled`, like the real
 * trigger; the `ref` (a form's focus on its first error) reaches the stand-in, then the real one.
 */
export const DeferredSelectField = forwardRef<HTMLButtonElement, DeferredSelectFieldProps>(
  function DeferredSelectField({ fieldIds, ...props }, ref) {
    const { label, items, value, defaultValue, placeholder, size, className, onBlur } = props;
    const { disabled, invalid, required } = props;
    const ownLabelId = useId();
    const labelId = fieldIds?.label ?? ownLabelId;
    const styles = select({ size });
    const chosen = items.find((item) => item.value === (value ?? defaultValue));
    return (
      <Deferred
        asField
        load={loadSelectField}
        props={{ ...props, ref }}
        standIn={(handlers) => (
          // Ark's data attributes too: styles select the parts by them.
          <div
            data-scope="select"
            data-part="root"
            className={cx(styles.root, className)}
            data-disabled={disabled ? '' : undefined}
            data-invalid={invalid ? '' : undefined}
          >
            <span
              id={labelId}
              data-scope="select"
              data-part="label"
              data-disabled={disabled ? '' : undefined}
              data-invalid={invalid ? '' : undefined}
              data-required={required ? '' : undefined}
              className={styles.label}
            >
              {label}
            </span>
            <div
              data-scope="select"
              data-part="control"
              data-state="closed"
              className={styles.control}
            >
              <button
                ref={ref}
                type="button"
                role="combobox"
                aria-labelledby={labelId}
                aria-haspopup="listbox"
                aria-expanded={false}
                aria-invalid={invalid ? true : undefined}
                aria-required={required ? true : undefined}
                aria-describedby={fieldIds?.describedBy}
                disabled={disabled}
                data-scope="select"
                data-part="trigger"
                data-state="closed"
                data-invalid={invalid ? '' : undefined}
                data-placeholder-shown={chosen ? undefined : ''}
                className={cx(styles.trigger, readablePlaceholder(), invalidTrigger())}
                {...handlers}
                onBlur={() => {
                  handlers.onBlur();
                  onBlur?.();
                }}
              >
                <span
                  data-scope="select"
                  data-part="value-text"
                  className={cx(styles.valueText, valueLine())}
                >
                  {chosen ? chosen.label : placeholder}
                </span>
                <div
                  data-scope="select"
                  data-part="indicator"
                  data-state="closed"
                  aria-hidden="true"
                  className={styles.indicator}
                >
                  <ChevronsUpDownIcon aria-hidden />
                </div>
              </button>
            </div>
          </div>
        )}
      />
    );
  },
);
