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
    // On a phone the actions take a line of their own under the text: the title and subtitle
    // keep the page's width (the width the static /app page painted them at). Actions wider than
    // the page wrap onto more lines instead of running off its edge.
    actions: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      gap: '2',
      flexShrink: '0',
      flexBasis: { base: 'full', sm: 'auto' },
      ms: 'auto',
    },
  },
});
