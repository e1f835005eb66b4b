import { cva } from 'styled-system/css';

/** Park UI's menu item has no gap: an icon and its label sit apart. */
export const menuItemLayout = cva({ base: { gap: '2' } });
