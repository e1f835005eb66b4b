import { SIDEBAR_TOOLTIP_DELAY_MS, SIDEBAR_WIDTH, SIDEBAR_WIDTH_COLLAPSED } from '@lousa/domain';
import type { CSSProperties } from 'react';
import { css } from 'styled-system/css';
import { TooltipDelayProvider } from '../../components/tooltip/tooltip-delay';
import { layoutLabels } from './labels';
import { SidebarContent } from './sidebar-content';
import { useSidebar } from './sidebar-context';

export const SIDEBAR_ID = 'menu-lateral';

const asideStyle = css({
  position: 'sticky',
  top: '0',
  height: '100dvh',
  flexShrink: '0',
  width: 'var(--sidebar-width)',
  bg: 'bg.default',
  borderRightWidth: '1px',
  borderColor: 'border.subtle',
  transitionProperty: 'width',
  transitionDuration: 'normal',
  transitionTimingFunction: 'default',
  overflow: 'hidden',
  zIndex: 'docked',
});

/** The desktop sidebar: 16rem expanded, a 3rem icon rail when collapsed; tooltips at 0 ms. */
export function AppSidebar() {
  const { open, isMobile } = useSidebar();
  if (isMobile) return null;
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={layoutLabels.sidebar}
      data-state={open ? 'expanded' : 'collapsed'}
      className={asideStyle}
      style={{ '--sidebar-width': open ? SIDEBAR_WIDTH : SIDEBAR_WIDTH_COLLAPSED } as CSSProperties}
    >
      <TooltipDelayProvider openDelay={SIDEBAR_TOOLTIP_DELAY_MS}>
        <SidebarContent collapsed={!open} />
      </TooltipDelayProvider>
    </aside>
  );
}
