import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const frame = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  overflowX: 'auto',
  position: 'relative',
  bg: 'bg.default',
});

/**
 * The frame of a results table: wider than the page on a phone, it scrolls sideways inside
 * itself (the page does not), and takes the focus to be scrolled by keyboard.
 */
export function ResultsFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on a narrow screen, so it takes the focus to be scrolled by keyboard (axe: scrollable-region-focusable)
    <section className={frame} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
