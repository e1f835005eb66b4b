'use client';
import { Combobox as ArkCombobox, type ComboboxRootComponent } from '@ark-ui/react/combobox';
import { type ComboboxVariantProps, combobox } from 'styled-system/recipes';
import { createSlotContext } from '../../theme/slot-context';

/** Styled Ark Combobox parts (Park UI `combobox` recipe). */
const { withProvider, withContext } = createSlotContext(combobox);

/** Keeps Ark's generic item type, which the style context's wrapper would erase. */
export const Root = withProvider(ArkCombobox.Root, 'root') as ComboboxRootComponent<
  ComboboxVariantProps & { className?: string }
>;
export const Label = withContext(ArkCombobox.Label, 'label');
export const Control = withContext(ArkCombobox.Control, 'control');
export const Input = withContext(ArkCombobox.Input, 'input');
export const Trigger = withContext(ArkCombobox.Trigger, 'trigger');
export const ClearTrigger = withContext(ArkCombobox.ClearTrigger, 'clearTrigger');
export const Positioner = withContext(ArkCombobox.Positioner, 'positioner');
export const Content = withContext(ArkCombobox.Content, 'content');
export const Item = withContext(ArkCombobox.Item, 'item');
export const ItemText = withContext(ArkCombobox.ItemText, 'itemText');
export const ItemIndicator = withContext(ArkCombobox.ItemIndicator, 'itemIndicator');
export const ItemGroup = withContext(ArkCombobox.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkCombobox.ItemGroupLabel, 'itemGroupLabel');
export const Empty = ArkCombobox.Empty;
export const Context = ArkCombobox.Context;

export { createListCollection } from '@ark-ui/react/combobox';
