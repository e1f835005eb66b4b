import { LIST_SEARCH_MAX_LENGTH } from '@lousa/domain';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { css } from 'styled-system/css';
import { TextInput } from '../text-input';
import { registryLabels as labels } from './labels';

/** How long typing pauses before the search is applied. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearchProps {
  /** The search applied now (from the URL). */
  value: string;
  /** Called once typing pauses, with the new text. */
  onSearch: (value: string) => void;
}

const styles = {
  root: css({ position: 'relative', width: 'full', maxWidth: { md: 'xs' } }),
  icon: css({
    position: 'absolute',
    insetStart: '3',
    top: '50%',
    transform: 'translateY(-50%)',
    width: '4',
    height: '4',
    color: 'fg.muted',
    pointerEvents: 'none',
  }),
  input: css({ ps: '9' }),
};

/**
 * The list's search box 'Buscar…' (named 'Buscar'): what is typed is applied ~300 ms after the
 * last key, and follows the applied value when it changes elsewhere (Back, a link).
 */
export function ListSearch({ value, onSearch }: ListSearchProps) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  // The URL changed by other means: show its search.
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text.trim();
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className={styles.root}>
      <Search aria-hidden className={styles.icon} />
      <TextInput
        type="search"
        aria-label={labels.search}
        placeholder={labels.searchPlaceholder}
        autoComplete="off"
        maxLength={LIST_SEARCH_MAX_LENGTH}
        className={styles.input}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
    </div>
  );
}
