import { Portal } from '@ark-ui/react/portal';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { type FocusEvent, type ReactElement, type ReactNode, useRef, useState } from 'react';
import { tooltip } from 'styled-system/recipes';
import { useTooltipDelay } from './tooltip-delay';

export type TooltipProps = Omit<ArkTooltip.RootProps, 'children'> & {
  /** The tooltip text, also the trigger's description for screen readers. */
  content: ReactNode;
  /** One focusable element (a button); it becomes the trigger. */
  children: ReactElement;
};

/** Whether focus sits in a dialog (one the trigger opened, say). */
const inDialog = (element: Element | null) =>
  element?.closest('[role="dialog"], [role="alertdialog"]') != null;

/**
 * Shows `content` on hover or focus after the provider's delay (700 ms; 0 in the sidebar).
 *
 * It closes with its trigger's action (a click, Enter or Space) and stays closed while that
 * action plays out: a dialog the trigger opened, and the focus that dialog hands back to the
 * trigger when it closes (which would otherwise reopen the tooltip over the screen). It may show
 * again once the pointer leaves the trigger or the focus moves on to something else.
 */
export function Tooltip({
  content,
  children,
  openDelay,
  open: openProp,
  defaultOpen,
  onOpenChange,
  ...props
}: TooltipProps) {
  const styles = tooltip();
  const delay = useTooltipDelay();
  const [openState, setOpenState] = useState(defaultOpen ?? false);
  const acted = useRef(false);
  const open = openProp ?? openState;
  const change = (next: boolean) => {
    if (next && acted.current) return;
    setOpenState(next);
    onOpenChange?.({ open: next });
  };
  const act = () => {
    acted.current = true;
    change(false);
  };
  const release = (leavingFor: Element | null) => {
    if (!inDialog(leavingFor)) acted.current = false;
  };
  return (
    <ArkTooltip.Root
      openDelay={openDelay ?? delay}
      closeDelay={0}
      lazyMount
      unmountOnExit
      {...props}
      open={open}
      onOpenChange={(details) => change(details.open)}
    >
      <ArkTooltip.Trigger
        asChild
        onClick={act}
        onPointerLeave={() => release(document.activeElement)}
        onBlur={(event: FocusEvent) => {
          const next = event.relatedTarget as Element | null;
          if (next) release(next);
        }}
      >
        {children}
      </ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className={styles.positioner}>
          <ArkTooltip.Content className={styles.content}>{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
