import type { Page } from '@playwright/test';
import { getStoryContext, setupPage, type TestRunnerConfig } from '@storybook/test-runner';
import { checkA11y, configureAxe, injectAxe } from 'axe-playwright';
import { restoreTheme, setTheme } from './page-theme.ts';
import { prepareVisualPage, reviewLooks, startStory } from './visual.ts';

/**
 * Every story: its play function runs; once the page is still it is shot in the light and the
 * dark theme and compared with its baselines (./visual.ts); then axe checks its colour contrast
 * in the dark theme (the last one shot) and the whole page (portals included) in the light
 * theme. A failed play function, a changed screen or an axe violation fails the story.
 * `parameters.a11y.disable = true` skips the axe check (a story must say why).
 */
let defaultViewport: { width: number; height: number } | null = null;
/** The story the page rendered last: the same id again is jest's retry (decision 0022). */
let lastStoryId: string | undefined;
/**
 * The visual review's init scripts are added once per page: they run again on every load of it.
 * The mark is on the page itself: a jest worker keeps its page from one stories file to the next
 * (./test-environment.mjs), and this module is loaded more than once per worker (by the runner's
 * environment, and again for each file).
 */
const PREPARED = '__lousaVisualPrepared';
/** The rules axe leaves out, set once per load of the preview (axe.configure stays until then). */
const AXE_RULES = [
  // Page-level rules: a component story is not a page (the app shell has the landmarks).
  { id: 'region', enabled: false },
  { id: 'landmark-one-main', enabled: false },
  { id: 'page-has-heading-one', enabled: false },
];

/**
 * A retry starts on a freshly loaded preview, as a worker's first story does: Storybook answers a
 * request for the story it shows with 'storyUnchanged' (the retry would pass unplayed), and what
 * the failed attempt left behind (a pending play, an open portal) must not reach the retry. The
 * runner's own set-up is run again; its bindings survive the reload and may not be added twice.
 */
async function freshPreview(page: Page) {
  const keepBindings = new Proxy(page, {
    get(target, key) {
      if (key === 'exposeBinding') return async () => undefined;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  await setupPage(keepBindings, page.context());
}

const config: TestRunnerConfig = {
  // A page for the stories (one per jest worker, ./test-environment.mjs), with the visual
  // review's request counter and clock installed before the preview loads.
  async prepare({ page }) {
    const marked = page as Page & { [PREPARED]?: true };
    if (!marked[PREPARED]) await prepareVisualPage(page);
    marked[PREPARED] = true;
    const url = new URL('iframe.html', process.env.TARGET_URL).toString();
    await page.goto(url, { waitUntil: 'load' });
  },
  async preVisit(page, context) {
    if (context.id === lastStoryId) await freshPreview(page);
    lastStoryId = context.id;
    // The runner renders a file's stories one after another in the same page: axe (half a
    // megabyte of script, ~90 ms to evaluate) is added once, unless a story reloaded the page.
    if (!(await page.evaluate(() => 'axe' in window))) {
      await injectAxe(page);
      await configureAxe(page, { rules: AXE_RULES });
    }
    // `parameters.testViewport = { width, height }` renders a story at that size (e.g. under the
    // 768 px mobile breakpoint); every other story gets the runner's default size back.
    defaultViewport ??= page.viewportSize();
    const story = await getStoryContext(page, context);
    const size = story.parameters?.testViewport ?? defaultViewport;
    if (size) await page.setViewportSize(size);
    await startStory(page, story.parameters?.now);
  },
  async postVisit(page, context) {
    // A play function that failed is reported by the runner; its half-way page is no baseline.
    if ((context as { hasFailure?: boolean }).hasFailure) return;
    // The shots leave the page in the dark theme (the last one shot) and return the theme the
    // story rendered with: axe starts there, so the theme changes twice per story, not four times.
    const before = await reviewLooks(page, context.id);
    const story = await getStoryContext(page, context);
    if (story.parameters?.a11y?.disable) {
      await restoreTheme(page, before);
      return;
    }
    // Quiet when clean: a failure's report is then what the log shows.
    const options = { detailedReport: true, detailedReportOptions: { html: true }, verbose: false };
    // The theme changes colours only: the dark pass checks what a theme can break — contrast —
    // at a fraction of the cost of every rule, which run in the light theme. The runner reuses
    // one page for the next story: the story's theme is put back exactly (class and data-theme).
    try {
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        await checkA11y(
          page,
          'body',
          theme === 'light'
            ? options
            : { ...options, axeOptions: { runOnly: { type: 'rule', values: ['color-contrast'] } } },
        );
      }
    } finally {
      await restoreTheme(page, before);
    }
  },
};

export default config;
