import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { SIDEBAR_TOOLTIP_DELAY_MS, SIDEBAR_WIDTH_MOBILE } from '@lousa/domain';
import { X } from 'lucide-react';
import type { CSSProperties } from 'react';
import { css, cx } from 'styled-system/css';
import { drawer } from 'styled-system/recipes';
import { IconButton } from '../../components/icon-button';
import { TooltipDelayProvider } from '../../components/tooltip/tooltip-delay';
import { layoutLabels } from './labels';
import { SidebarContent } from './sidebar-content';
import { useSidebar } from './sidebar-context';

/** Under 768 px the sidebar is an 18rem drawer from the left, closed at first. */
export function MobileDrawer() {
  const { isMobile, openMobile, setOpenMobile } = useSidebar();
  if (!isMobile) return null;
  const styles = drawer({ variant: 'left' });
  return (
    <Dialog.Root
      open={openMobile}
      onOpenChange={(details) => setOpenMobile(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop className={styles.backdrop} />
        <Dialog.Positioner
          className={cx(
            styles.positioner,
            css({ width: 'var(--drawer-width)', maxWidth: '100vw' }),
          )}
          style={{ '--drawer-width': SIDEBAR_WIDTH_MOBILE } as CSSProperties}
        >
          <Dialog.Content
            className={cx(styles.content, css({ display: 'block', position: 'relative' }))}
          >
            <Dialog.Title className={css({ srOnly: true })}>{layoutLabels.sidebar}</Dialog.Title>
            <TooltipDelayProvider openDelay={SIDEBAR_TOOLTIP_DELAY_MS}>
              <SidebarContent onNavigate={() => setOpenMobile(false)} />
            </TooltipDelayProvider>
            <Dialog.CloseTrigger asChild>
              <IconButton
                aria-label={layoutLabels.closeMenu}
                variant="ghost"
                size="sm"
                className={css({ position: 'absolute', top: '3', right: '2' })}
              >
                <X />
              </IconButton>
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
