import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export interface NoticePanelProps {
  /** A lucide icon, shown in a circle above the message. */
  icon: ReactNode;
  /** 'accent' for information, 'warning' for something the person cannot do. */
  tone?: 'accent' | 'warning';
  title: string;
  detail?: string;
  /** A way on (a link button), under the detail. */
  children?: ReactNode;
}

const badge = css({
  display: 'grid',
  placeItems: 'center',
  boxSize: '12',
  borderRadius: 'full',
  '& svg': { boxSize: '6' },
});
const tones = {
  accent: css({ bg: 'accent.a3', color: 'accent.text' }),
  warning: css({ bg: 'status.warning.bg', color: 'status.warning.fg' }),
};

/**
 * A dashed panel in the page area with an icon, a message and a detail: what a route shows
 * instead of a screen (em construção, sem permissão).
 */
export function NoticePanel({ icon, tone = 'accent', title, detail, children }: NoticePanelProps) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: '16',
        px: '6',
        textAlign: 'center',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        borderRadius: 'l3',
        bg: 'bg.default',
      })}
    >
      <span className={cx(badge, tones[tone])}>{icon}</span>
      <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>{title}</p>
      {detail ? <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>{detail}</p> : null}
      {children}
    </div>
  );
}
