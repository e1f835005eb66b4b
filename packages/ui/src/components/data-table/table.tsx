import { createStyleContext } from 'styled-system/jsx';
import { table } from 'styled-system/recipes';

/** Styled semantic table parts (Park UI `table` recipe). */
const { withProvider, withContext } = createStyleContext(table);

export const Root = withProvider('table', 'root');
export const Caption = withContext('caption', 'caption');
export const Head = withContext('thead', 'head');
export const Body = withContext('tbody', 'body');
export const Footer = withContext('tfoot', 'footer');
export const Row = withContext('tr', 'row');
export const Header = withContext('th', 'header');
export const Cell = withContext('td', 'cell');
