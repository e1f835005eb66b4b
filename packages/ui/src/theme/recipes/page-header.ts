import { defineSlotRecipe } from '@pandacss/dev';

export const pageHeader = defineSlotRecipe({
  className: 'pageHeader',
  slots: ['root', 'back', 'text', 'title', 'subtitle', 'actions'],
  base: {
    root: { display: 'flex', alignItems: 'flex-start', gap: '3', flexWrap: 'wrap', width: 'full' },
    back: { flexShrink: '0' },
    text: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' },
    title: { textStyle: '2xl', fontWeight: 'bold', color: 'fg.default', letterSpacing: 'tight' },
    subtitle: { textStyle: 'sm', color: 'fg.muted' },
    actions: { display: 'flex', alignItems: 'center', gap: '2', flexShrink: '0', ms: 'auto' },
  },
});
