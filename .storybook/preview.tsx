import '../packages/ui/src/theme/styles.css';
import { clearDrafts } from '@lousa/api-client';
import { recordedHandlers } from '@lousa/api-client/mocks';
import { withThemeByClassName } from '@storybook/addon-themes';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { Toaster, toaster } from '../packages/ui/src/components/toaster';
import { TooltipDelayProvider } from '../packages/ui/src/components/tooltip';

// Play functions wait for what a person waits for (a list, a toast) up to 5 s, not 1 s: a busy
// 2-core CI machine is slower than a laptop, and a story that passes resolves as soon as it can.
configure({ asyncUtilTimeout: 5000 });

/**
 * The app's providers around every story. Later layers add theirs HERE (e.g. a QueryClient /
 * router decorator from the app shell), outermost last.
 */
const withAppProviders: Decorator = (Story) => (
  <TooltipDelayProvider>
    <Story />
    <Toaster />
  </TooltipDelayProvider>
);

const preview: Preview = {
  decorators: [
    withAppProviders,
    withThemeByClassName({ themes: { claro: 'light', escuro: 'dark' }, defaultTheme: 'claro' }),
  ],
  // MSW: stories set `parameters.msw = [...handlers]`; unmatched requests go to the network.
  loaders: [
    mswLoader(async () => {
      const { setupWorker } = await import('msw/browser');
      const worker = setupWorker();
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' });
      return worker;
    }),
  ],
  // Every story starts with the administrator's recorded answers (decision 0028), fresh; a story's
  // own `beforeEach({ msw })` serves another role's (`recordedStory`) or sets an answer itself
  // (loading forever, empty, 500, malformed, 401, a rule's refusal) on top.
  beforeEach({ msw }) {
    // The toast store outlives a story: one story's toasts must not show over the next.
    toaster.remove();
    // Nor a form's draft (localStorage, decision 0024) be offered in the next.
    clearDrafts();
    msw.use(...recordedHandlers());
  },
  initialGlobals: { locale: 'pt-BR' },
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
