import { createContext, useContext } from 'react';

export interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons (false). Kept in a cookie for 7 days. */
  open: boolean;
  setOpen: (open: boolean) => void;
  /** Viewport under 768 px: the sidebar is a drawer instead. */
  isMobile: boolean;
  /** Mobile: whether the drawer is open (closed at first). */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  /** The toggle button and Ctrl/Cmd+B: the drawer on mobile, expanded/collapsed elsewhere. */
  toggle: () => void;
}

export const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar: use inside <SidebarProvider>');
  return state;
}
