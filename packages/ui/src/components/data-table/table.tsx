import { table } from 'styled-system/recipes';
import { createSlotContext } from '../../theme/slot-context';

/**
 * Styled semantic table parts (Park UI `table` recipe): the root computes the recipe's slot
 * classes for its variant and size, each part takes its slot.
 */
const { withProvider, withContext } = createSlotContext(table);

export const Root = withProvider('table', 'root');
export const Caption = withContext('caption', 'caption');
export const Head = withContext('thead', 'head');
export const Body = withContext('tbody', 'body');
export const Footer = withContext('tfoot', 'footer');
export const Row = withContext('tr', 'row');
export const Header = withContext('th', 'header');
export const Cell = withContext('td', 'cell');
