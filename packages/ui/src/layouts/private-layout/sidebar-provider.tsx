import { SIDEBAR_SHORTCUT_KEY } from '@lousa/domain';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { readSidebarOpen, writeSidebarOpen } from '../../state/sidebar-state';
import { SidebarContext, type SidebarState } from './sidebar-context';
import { useIsMobile } from './use-is-mobile';

export interface SidebarProviderProps {
  /** Expanded or collapsed at first; default: the cookie (expanded when there is none). */
  defaultOpen?: boolean;
  children: ReactNode;
}

/** The sidebar's state for the layout: expanded/collapsed, the mobile drawer, Ctrl/Cmd+B. */
export function SidebarProvider({ defaultOpen, children }: SidebarProviderProps) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => defaultOpen ?? readSidebarOpen());
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeSidebarOpen(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key.toLowerCase() === SIDEBAR_SHORTCUT_KEY
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // Leaving the mobile size closes the drawer, so it is closed when the viewport shrinks again.
  useEffect(() => {
    if (!isMobile) setOpenMobile(false);
  }, [isMobile]);

  const state = useMemo<SidebarState>(
    () => ({ open, setOpen, isMobile, openMobile, setOpenMobile, toggle }),
    [open, setOpen, isMobile, openMobile, toggle],
  );
  return <SidebarContext.Provider value={state}>{children}</SidebarContext.Provider>;
}
