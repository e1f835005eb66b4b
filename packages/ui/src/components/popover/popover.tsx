'use client';
import { Popover as ArkPopover } from '@ark-ui/react/popover';
import { popover } from 'styled-system/recipes';
import { createSlotContext } from '../../theme/slot-context';
import { popoverLayout } from './popover.recipe';

/** Styled Ark Popover parts (Park UI `popover` recipe). */
const { withRootProvider, withContext } = createSlotContext(popover);
const layout = popoverLayout();

export const Root = withRootProvider(ArkPopover.Root);
export const Trigger = withContext(ArkPopover.Trigger, 'trigger');
export const Anchor = withContext(ArkPopover.Anchor, 'anchor');
export const Positioner = withContext(ArkPopover.Positioner, 'positioner');
export const Content = withContext(ArkPopover.Content, 'content', {
  defaultProps: { className: layout.content },
});
export const Title = withContext(ArkPopover.Title, 'title');
export const Description = withContext(ArkPopover.Description, 'description');
export const CloseTrigger = withContext(ArkPopover.CloseTrigger, 'closeTrigger', {
  defaultProps: { className: layout.closeTrigger },
});
export const Arrow = withContext(ArkPopover.Arrow, 'arrow');
export const ArrowTip = withContext(ArkPopover.ArrowTip, 'arrowTip');
export const Context = ArkPopover.Context;
