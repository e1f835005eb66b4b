import { ChevronsUpDownIcon } from 'lucide-react';
import { useId } from 'react';
import { cx } from 'styled-system/css';
import { select } from 'styled-system/recipes';
import { Deferred } from '../deferred/deferred';
import type { SelectFieldProps } from './select-field';
import { readablePlaceholder, valueLine } from './select-styles';

const loadSelectField = () => import('./select-field').then((module) => module.SelectField);

/**
 * `SelectField` whose list's code loads on the first hover, focus or press of its trigger —
 * for a choice that is rarely changed on a page that should load light (a table's 'Linhas por
 * página'). Until then the same label and trigger show the chosen value.
 */
export function DeferredSelectField(props: SelectFieldProps) {
  const { label, items, value, defaultValue, placeholder, size, className, disabled } = props;
  const styles = select({ size });
  const labelId = useId();
  const chosen = items.find((item) => item.value === (value ?? defaultValue));
  return (
    <Deferred
      load={loadSelectField}
      props={props}
      standIn={(handlers) => (
        // Ark's data attributes too: styles may select the parts by them.
        <div
          data-scope="select"
          data-part="root"
          className={cx(styles.root, className)}
          data-disabled={disabled ? '' : undefined}
        >
          <span id={labelId} data-scope="select" data-part="label" className={styles.label}>
            {label}
          </span>
          <div
            data-scope="select"
            data-part="control"
            data-state="closed"
            className={styles.control}
          >
            <button
              type="button"
              role="combobox"
              aria-labelledby={labelId}
              aria-haspopup="listbox"
              aria-expanded={false}
              disabled={disabled}
              data-scope="select"
              data-part="trigger"
              data-state="closed"
              data-placeholder-shown={chosen ? undefined : ''}
              className={cx(styles.trigger, readablePlaceholder())}
              {...handlers}
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
}
