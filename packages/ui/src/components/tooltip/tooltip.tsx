import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import type { ReactElement, ReactNode } from 'react';
import { tooltip } from 'styled-system/recipes';
import { useTooltipDelay } from './tooltip-delay';

export type TooltipProps = Omit<ArkTooltip.RootProps, 'children'> & {
  /** The tooltip text, also the trigger's description for screen readers. */
  content: ReactNode;
  /** One focusable element (a button); it becomes the trigger. */
  children: ReactElement;
};

/** Shows `content` on hover or focus after the provider's delay (700 ms; 0 in the sidebar). */
export function Tooltip({ content, children, openDelay, ...props }: TooltipProps) {
  const styles = tooltip();
  const delay = useTooltipDelay();
  return (
    <ArkTooltip.Root
      openDelay={openDelay ?? delay}
      closeDelay={0}
      lazyMount
      unmountOnExit
      {...props}
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
