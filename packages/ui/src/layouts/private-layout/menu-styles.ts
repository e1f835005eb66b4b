import { css } from 'styled-system/css';

/** Space between an item's icon and its text in the shell's menus (the recipe sets none). */
export const menuItemGap = css({ gap: '2.5' });
