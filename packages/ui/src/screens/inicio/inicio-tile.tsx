import { formatHomeCount } from '@lousa/domain';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';

export const tileStyles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    height: 'full',
    minWidth: '0',
    p: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    bg: 'bg.default',
    color: 'fg.default',
    overflowWrap: 'anywhere',
  }),
  link: css({
    position: 'relative',
    pr: '10',
    textDecoration: 'none',
    transition: 'border-color 0.15s, background 0.15s',
    _hover: { borderColor: 'accent.a7', bg: 'accent.a2' },
    _focusVisible: { outline: '2px solid', outlineColor: 'border.outline', outlineOffset: '2px' },
  }),
  label: css({ textStyle: 'sm', fontWeight: 'medium', color: 'fg.muted' }),
  value: css({
    textStyle: '3xl',
    fontWeight: 'semibold',
    lineHeight: '1.1',
    fontVariantNumeric: 'tabular-nums',
  }),
  hint: css({ textStyle: 'xs', color: 'fg.muted' }),
  /** A linked tile's arrow (decoration: the name stays the visible text). */
  arrow: css({ position: 'absolute', top: '4', right: '4', boxSize: '4', color: 'fg.muted' }),
};

export interface HomeTileProps {
  label: string;
  value: number;
  hint?: string;
  /** Where one acts on the figure (a router path); without it the tile is not a link. */
  to?: string;
}

/**
 * One figure of the home page: its label, the number and a hint, all visible. As a link, its
 * accessible name is that content ('Frequências pendentes 7 Nos últimos 30 dias'): no aria-label.
 */
export function HomeTile({ label, value, hint, to }: HomeTileProps) {
  const content: ReactNode = (
    <>
      <span className={tileStyles.label}>{label}</span>
      <span className={tileStyles.value}>{formatHomeCount(value)}</span>
      {hint ? <span className={tileStyles.hint}>{hint}</span> : null}
    </>
  );
  return to ? (
    <Link to={to} className={cx(tileStyles.root, tileStyles.link)}>
      {content}
      <ChevronRight aria-hidden className={tileStyles.arrow} />
    </Link>
  ) : (
    <div className={tileStyles.root}>{content}</div>
  );
}
