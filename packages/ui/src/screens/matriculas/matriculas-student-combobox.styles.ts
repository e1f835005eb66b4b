import { sva } from 'styled-system/css';

/** The student search: the input box, two-line options (name, CPF and birth date), notices. */
export const studentComboboxStyles = sva({
  slots: ['input', 'trigger', 'content', 'item', 'itemBody', 'itemName', 'itemDetail', 'notice'],
  base: {
    input: {
      appearance: 'none',
      width: 'full',
      h: '10',
      ps: '3',
      pe: '10',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l2',
      bg: 'transparent',
      color: 'fg.default',
      outline: 0,
      _placeholder: { color: 'fg.muted' },
      _focus: {
        borderColor: 'colorPalette.default',
        boxShadow: '0 0 0 1px var(--colors-color-palette-default)',
      },
      _invalid: { borderColor: 'fg.error' },
      _disabled: { opacity: 0.4, cursor: 'not-allowed' },
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      '& svg': { w: '4', h: '4' },
    },
    content: { overflowY: 'auto', overscrollBehavior: 'contain' },
    item: { height: 'auto', py: '2', gap: '3' },
    itemBody: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    itemName: { fontWeight: 'medium', color: 'fg.default' },
    itemDetail: { textStyle: 'xs', color: 'fg.muted' },
    notice: { px: '2', py: '2.5', color: 'fg.muted', textStyle: 'sm' },
  },
});
