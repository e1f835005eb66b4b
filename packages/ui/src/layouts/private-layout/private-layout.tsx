import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { css } from 'styled-system/css';
import { AppSidebar } from './app-sidebar';
import { layoutLabels } from './labels';
import { ScreenFallback } from './screen-fallback';
import { useSidebar } from './sidebar-context';
import { SidebarProvider } from './sidebar-provider';
import { TopBar } from './top-bar';

export const MAIN_CONTENT_ID = 'conteudo';

// The drawer's code (a modal dialog with its focus trap) loads the first time it is opened.
const MobileDrawer = lazy(() =>
  import('./mobile-drawer').then((module) => ({ default: module.MobileDrawer })),
);

/** The drawer under 768 px, mounted (and its code loaded) once 'Abrir menu' is first pressed. */
function MobileDrawerSlot() {
  const { isMobile, openMobile } = useSidebar();
  const [wanted, setWanted] = useState(false);
  if (isMobile && openMobile && !wanted) setWanted(true);
  return isMobile && wanted ? (
    <Suspense fallback={null}>
      <MobileDrawer />
    </Suspense>
  ) : null;
}

const styles = {
  root: css({ display: 'flex', width: 'full', minHeight: '100dvh', bg: 'bg.canvas' }),
  column: css({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: '0' }),
  main: css({
    flex: '1',
    width: 'full',
    px: { base: '4', md: '6', lg: '8' },
    py: { base: '5', md: '6', lg: '8' },
    outline: 'none',
  }),
  skip: css({
    position: 'absolute',
    left: '2',
    top: '2',
    zIndex: 'skipLink',
    px: '3',
    py: '2',
    borderRadius: 'l2',
    bg: 'bg.default',
    boxShadow: 'md',
    transform: 'translateY(-200%)',
    _focusVisible: { transform: 'none', outline: '2px solid', outlineColor: 'border.outline' },
  }),
};

export interface PrivateLayoutProps {
  /** The screen; default: the router's child route. */
  children?: ReactNode;
  /** Expanded or collapsed at first; default: the cookie (expanded when there is none). */
  defaultSidebarOpen?: boolean;
}

/** The private area under /app: the sidebar, the top bar and the main area. */
export function PrivateLayout({ children, defaultSidebarOpen }: PrivateLayoutProps) {
  return (
    <SidebarProvider defaultOpen={defaultSidebarOpen}>
      <div className={styles.root}>
        <a href={`#${MAIN_CONTENT_ID}`} className={styles.skip}>
          {layoutLabels.skipToContent}
        </a>
        <AppSidebar />
        <MobileDrawerSlot />
        <div className={styles.column}>
          <TopBar />
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
            <Suspense fallback={<ScreenFallback />}>{children ?? <Outlet />}</Suspense>
          </main>
        </div>
      </div>
    </SidebarProvider>
  );
}
