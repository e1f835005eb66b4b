import { sva } from 'styled-system/css';

/** The student search (its input box is the combobox component's): two-line options (name, CPF and birth date), notices. */
export const studentComboboxStyles = sva({
  slots: ['content', 'item', 'itemBody', 'itemName', 'itemDetail', 'notice'],
  base: {
    content: { overflowY: 'auto', overscrollBehavior: 'contain' },
    item: { height: 'auto', py: '2', gap: '3' },
    itemBody: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    itemName: { fontWeight: 'medium', color: 'fg.default' },
    itemDetail: { textStyle: 'xs', color: 'fg.muted' },
    notice: { px: '2', py: '2.5', color: 'fg.muted', textStyle: 'sm' },
  },
});
