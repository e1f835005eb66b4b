'use client';
import { Menu as ArkMenu } from '@ark-ui/react/menu';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { menu } from 'styled-system/recipes';
import { createSlotContext } from '../../theme/slot-context';
import { menuItemLayout } from './menu.recipe';

/** Styled Ark Menu parts (Park UI `menu` recipe): a namespace, `<Menu.Root>`, `<Menu.Item>`, ... */
const { withRootProvider, withContext } = createSlotContext(menu);

export const Root = withRootProvider(ArkMenu.Root);
export const Trigger = withContext(ArkMenu.Trigger, 'trigger');
export const Positioner = withContext(ArkMenu.Positioner, 'positioner');
export const Content = withContext(ArkMenu.Content, 'content');
const StyledItem = withContext(ArkMenu.Item, 'item');
/** A menu item: the icon-and-text layout stays when a caller adds its own class (a danger item). */
export function Item({ className, ...props }: ComponentProps<typeof StyledItem>) {
  return <StyledItem className={cx(menuItemLayout(), className)} {...props} />;
}
export const ItemGroup = withContext(ArkMenu.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkMenu.ItemGroupLabel, 'itemGroupLabel');
export const Separator = withContext(ArkMenu.Separator, 'separator');
export const Indicator = withContext(ArkMenu.Indicator, 'indicator');
export const Context = ArkMenu.Context;
