import { PRODUCT_NAME, SIDEBAR_WIDTH } from '@lousa/domain';
import { Presentation } from 'lucide-react';
import { css } from 'styled-system/css';
import { ScreenFallback } from './screen-fallback';
import { sidebarStyles } from './sidebar.recipe';
import { SidebarSkeleton } from './sidebar-skeleton';

const styles = {
  root: css({ display: 'flex', width: 'full', minHeight: '100dvh', bg: 'bg.canvas' }),
  aside: css({
    hideBelow: 'md',
    position: 'sticky',
    top: '0',
    height: '100dvh',
    flexShrink: '0',
    bg: 'bg.default',
    borderRightWidth: '1px',
    borderColor: 'border.subtle',
  }),
  column: css({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' }),
  bar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    height: '14',
    flexShrink: '0',
    px: { base: '3', md: '4' },
    bg: 'bg.default/90',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
  }),
  mobileBrand: css({
    hideFrom: 'md',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    // The stand-in of the sidebar toggle, so the name sits where it will be.
    ms: '10',
    fontWeight: 'bold',
    textStyle: 'md',
  }),
  mobileLogo: css({
    display: 'grid',
    placeItems: 'center',
    boxSize: '7',
    borderRadius: 'l2',
    bg: 'accent.default',
    color: 'accent.fg',
    '& svg': { boxSize: '4' },
  }),
  main: css({
    flex: '1',
    width: 'full',
    px: { base: '4', md: '6', lg: '8' },
    py: { base: '5', md: '6', lg: '8' },
  }),
};

export interface AppShellFallbackProps {
  /** The route's title and subtitle, as its screen's header shows them. */
  title?: string;
  subtitle?: string;
}

/**
 * The private area's frame as static HTML, rendered into every /app page at build time: what the
 * browser paints before the app's code has arrived (the app replaces it when it starts). The
 * sidebar (from 768 px) and the top bar are empty frames where the menu and the buttons will be;
 * the main area shows the route's title and subtitle over the screen's placeholder — the page is
 * readable at the first paint, and the layout does not move when the app takes over.
 */
export function AppShellFallback({ title, subtitle }: AppShellFallbackProps) {
  const sidebar = sidebarStyles();
  return (
    <div className={styles.root}>
      <div className={styles.aside} style={{ width: SIDEBAR_WIDTH }}>
        <div className={sidebar.header}>
          <span className={sidebar.brand}>
            <span className={sidebar.logo}>
              <Presentation aria-hidden />
            </span>
            <span className={sidebar.brandName}>{PRODUCT_NAME}</span>
          </span>
        </div>
        <SidebarSkeleton />
      </div>
      <div className={styles.column}>
        <div className={styles.bar}>
          <span className={styles.mobileBrand}>
            <span className={styles.mobileLogo}>
              <Presentation aria-hidden />
            </span>
            {PRODUCT_NAME}
          </span>
        </div>
        <main className={styles.main}>
          <ScreenFallback title={title} subtitle={subtitle} />
        </main>
      </div>
    </div>
  );
}
