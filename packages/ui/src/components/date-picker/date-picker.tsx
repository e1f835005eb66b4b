'use client';
import { DatePicker as ArkDatePicker } from '@ark-ui/react/date-picker';
import { datePicker } from 'styled-system/recipes';
import { createSlotContext } from '../../theme/slot-context';

/** Styled Ark DatePicker parts (Park UI `datePicker` recipe). */
const { withProvider, withContext } = createSlotContext(datePicker);

export const Root = withProvider(ArkDatePicker.Root, 'root');
export const Label = withContext(ArkDatePicker.Label, 'label');
export const Control = withContext(ArkDatePicker.Control, 'control');
export const Trigger = withContext(ArkDatePicker.Trigger, 'trigger');
export const Positioner = withContext(ArkDatePicker.Positioner, 'positioner');
export const Content = withContext(ArkDatePicker.Content, 'content');
export const View = withContext(ArkDatePicker.View, 'view');
export const ViewControl = withContext(ArkDatePicker.ViewControl, 'viewControl');
export const ViewTrigger = withContext(ArkDatePicker.ViewTrigger, 'viewTrigger');
export const PrevTrigger = withContext(ArkDatePicker.PrevTrigger, 'prevTrigger');
export const NextTrigger = withContext(ArkDatePicker.NextTrigger, 'nextTrigger');
export const Table = withContext(ArkDatePicker.Table, 'table');
export const TableHead = withContext(ArkDatePicker.TableHead, 'tableHead');
export const TableHeader = withContext(ArkDatePicker.TableHeader, 'tableHeader');
export const TableBody = withContext(ArkDatePicker.TableBody, 'tableBody');
export const TableRow = withContext(ArkDatePicker.TableRow, 'tableRow');
export const TableCell = withContext(ArkDatePicker.TableCell, 'tableCell');
export const TableCellTrigger = withContext(ArkDatePicker.TableCellTrigger, 'tableCellTrigger');
export const Context = ArkDatePicker.Context;
