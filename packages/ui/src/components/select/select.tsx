'use client';
import { Select as ArkSelect, type SelectRootComponent } from '@ark-ui/react/select';
import { type SelectVariantProps, select } from 'styled-system/recipes';
import { createSlotContext } from '../../theme/slot-context';

/** Styled Ark Select parts (Park UI `select` recipe). Compose them, or use `SelectField`. */
const { withProvider, withContext } = createSlotContext(select);

/** Keeps Ark's generic item type, which the style context's wrapper would erase. */
export const Root = withProvider(ArkSelect.Root, 'root') as SelectRootComponent<
  SelectVariantProps & { className?: string }
>;
export const Label = withContext(ArkSelect.Label, 'label');
export const Control = withContext(ArkSelect.Control, 'control');
export const Trigger = withContext(ArkSelect.Trigger, 'trigger');
export const ValueText = withContext(ArkSelect.ValueText, 'valueText');
export const Indicator = withContext(ArkSelect.Indicator, 'indicator');
export const Positioner = withContext(ArkSelect.Positioner, 'positioner');
export const Content = withContext(ArkSelect.Content, 'content');
export const List = withContext(ArkSelect.List, 'list');
export const Item = withContext(ArkSelect.Item, 'item');
export const ItemText = withContext(ArkSelect.ItemText, 'itemText');
export const ItemIndicator = withContext(ArkSelect.ItemIndicator, 'itemIndicator');
export const ItemGroup = withContext(ArkSelect.ItemGroup, 'itemGroup');
export const ItemGroupLabel = withContext(ArkSelect.ItemGroupLabel, 'itemGroupLabel');
export const HiddenSelect = ArkSelect.HiddenSelect;
export const Context = ArkSelect.Context;

export { createListCollection } from '@ark-ui/react/select';
