import {
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { css, cx } from 'styled-system/css';

/*
 * Tabs, as the WAI-ARIA tabs pattern has them: a `tablist` of `tab` buttons over the `tabpanel`
 * each one shows (named by its tab); the selected tab alone in the Tab order, the arrow keys,
 * Home and End move between tabs and select them. A panel's content mounts when first shown, so
 * what a tab loads is asked for only when it is opened; it stays mounted after.
 *
 * Written here rather than taken from Ark UI: Ark's tabs bring zag's machine runtime with its
 * locale, presence and focus helpers — 17 KB (gzip) on a screen whose budget is 30 KB
 * (bench/bundle) — for a pattern this small.
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs.* must be inside Tabs.Root');
  return state;
}

const ids = (baseId: string, value: string) => ({
  tab: `${baseId}-tab-${value}`,
  panel: `${baseId}-panel-${value}`,
});

const styles = {
  list: css({
    display: 'flex',
    gap: '1',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    overflowX: 'auto',
    _print: { display: 'none' },
  }),
  trigger: css({
    px: '4',
    py: '2',
    mb: '-1px',
    textStyle: 'sm',
    fontWeight: 'medium',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
    borderBottomWidth: '2px',
    borderColor: 'transparent',
    borderTopRadius: 'l2',
    cursor: 'pointer',
    transition: 'colors',
    _hover: { color: 'fg.default' },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.outline', outlineOffset: '-2px' },
    _selected: { color: 'fg.default', borderColor: 'accent.default' },
  }),
  content: css({
    pt: '6',
    _focusVisible: { outline: '2px solid', outlineColor: 'border.outline', outlineOffset: '2px' },
  }),
};

export interface TabsRootProps {
  /** The selected tab's value. */
  value: string;
  onValueChange: (value: string) => void;
  className?: string;
  children: ReactNode;
}

function Root({ value, onValueChange, className, children }: TabsRootProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ value, select: onValueChange, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

/** The keys that move between tabs: the next, the previous, the first, the last. */
function nextIndex(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

function List({
  className,
  children,
  'aria-label': label,
}: {
  className?: string;
  children: ReactNode;
  'aria-label': string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const index = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const next = index < 0 ? undefined : nextIndex(event.key, index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    tab.focus();
    tab.click();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      className={cx(styles.list, className)}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

function Trigger({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <button
      type="button"
      role="tab"
      id={tab}
      aria-selected={selected}
      aria-controls={panel}
      tabIndex={selected ? 0 : -1}
      className={cx(styles.trigger, className)}
      onClick={() => {
        if (!selected) tabs.select(value);
      }}
    >
      {children}
    </button>
  );
}

function Content({
  value,
  className,
  children,
}: {
  value: string;
  className?: string;
  children: ReactNode;
}) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  const [shown, setShown] = useState(selected);
  // Mounted from its first showing on (a render-time update: no flash of an empty panel).
  if (selected && !shown) setShown(true);
  const { tab, panel } = ids(tabs.baseId, value);
  return (
    <div
      role="tabpanel"
      id={panel}
      aria-labelledby={tab}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel in the Tab order (its content may have nothing focusable)
      tabIndex={0}
      className={cx(styles.content, className)}
    >
      {shown || selected ? children : null}
    </div>
  );
}

export const Tabs = { Root, List, Trigger, Content };
