import { PanelLeft } from 'lucide-react';
import { IconButton } from '../../components/icon-button';
import { SIDEBAR_ID } from './app-sidebar';
import { layoutLabels } from './labels';
import { useSidebar } from './sidebar-context';

/** Expands/collapses the sidebar (opens the drawer on mobile); Ctrl/Cmd+B does the same. */
export function SidebarToggle() {
  const { open, isMobile, openMobile, toggle } = useSidebar();
  const label = isMobile ? layoutLabels.openMenu : layoutLabels.toggleSidebar;
  return (
    <IconButton
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      aria-controls={isMobile ? undefined : SIDEBAR_ID}
      aria-keyshortcuts="Control+B Meta+B"
      variant="ghost"
      size="sm"
      title={`${layoutLabels.toggleSidebar} (${layoutLabels.toggleShortcut})`}
      onClick={toggle}
    >
      <PanelLeft />
    </IconButton>
  );
}
