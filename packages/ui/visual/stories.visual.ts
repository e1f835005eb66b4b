import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';
import { readTheme, restoreTheme, setTheme } from '../../../.storybook/page-theme';

type Entry = { id: string; type: 'story' | 'docs' };

const staticDir = resolve(
  fileURLToPath(new URL('../../..', import.meta.url)),
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);
const index = JSON.parse(readFileSync(resolve(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, Entry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// The same instant at the start of every story, so calendars and "today" never move the baselines.
const FIXED_NOW = new Date('2025-03-14T12:00:00-03:00');

// A story is shot once its page has been still this long (no DOM change, no request under way),
// or after MAX_SETTLE_MS (a Loading story's request never ends).
const QUIET_MS = 400;
const MAX_SETTLE_MS = 4000;

type Channel = {
  emit: (event: string, payload: unknown) => void;
  on: (event: string, listener: (payload: unknown) => void) => void;
};

/**
 * One page per worker, the preview loaded once: each story is then chosen through Storybook's
 * channel, as the story test-runner does (a page load per story cost ~3.5 s; this, well under
 * one). The page's clock is Playwright's, set back to FIXED_NOW before every story.
 */
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: process.env.STORYBOOK_URL,
        viewport: { width: 800, height: 600 },
        deviceScaleFactor: 1,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      });
      const page = await context.newPage();
      // Requests under way, counted, so a shot waits for the answer a story's last click asked.
      // Counted per story: a Loading story's request never ends, and must not hold the next one.
      await page.addInitScript(() => {
        const root = window as { __visualPending?: number; __visualStory?: number };
        root.__visualPending = 0;
        root.__visualStory = 0;
        const original = window.fetch.bind(window);
        window.fetch = async (...args: Parameters<typeof fetch>) => {
          const story = root.__visualStory;
          root.__visualPending = (root.__visualPending ?? 0) + 1;
          try {
            return await original(...args);
          } finally {
            if (story === root.__visualStory)
              root.__visualPending = (root.__visualPending ?? 1) - 1;
          }
        };
      });
      await page.clock.install({ time: FIXED_NOW });
      await page.goto('/iframe.html?viewMode=story');
      await page.waitForFunction(() => {
        const root = window as { __STORYBOOK_ADDONS_CHANNEL__?: unknown };
        return Boolean(root.__STORYBOOK_ADDONS_CHANNEL__);
      });
      // How each story's render ended ('success', or 'error' when its play function threw or a
      // check failed), from Storybook's own 'storyFinished' event.
      await page.evaluate(() => {
        const root = window as {
          __STORYBOOK_ADDONS_CHANNEL__?: Channel;
          __visualFinished?: Record<string, string>;
        };
        root.__visualFinished = {};
        root.__STORYBOOK_ADDONS_CHANNEL__?.on('storyFinished', (payload) => {
          const { storyId, status } = payload as { storyId: string; status: string };
          if (root.__visualFinished) root.__visualFinished[storyId] = status;
        });
      });
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Stops the page's clock now (retrying when the page's time has already passed the target). */
async function pauseClock(page: Page) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 50);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

/**
 * What the last story left in the page that would change how the next one looks: the focus, and
 * the browser's memory of a keyboard (which draws focus rings on focus a script moves). A press of
 * the mouse on a sheet over everything forgets the keyboard; the pointer then rests on the page's
 * right edge, over nothing a story hovers.
 */
async function resetInput(page: Page) {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    const sheet = document.createElement('div');
    sheet.id = 'visual-input-reset';
    sheet.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
    document.body.append(sheet);
  });
  await page.mouse.click(2, 2);
  await page.evaluate(() => document.getElementById('visual-input-reset')?.remove());
  await page.mouse.move(799, 300);
}

/** Resolves once the page has been still for QUIET_MS (or after MAX_SETTLE_MS). */
async function settle(page: Page) {
  await page.evaluate(
    ({ quietMs, maxMs }) =>
      new Promise<void>((resolve) => {
        const root = window as { __visualPending?: number };
        const start = performance.now();
        let last = start;
        const observer = new MutationObserver(() => {
          last = performance.now();
        });
        observer.observe(document.documentElement, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        const check = () => {
          const now = performance.now();
          const still = now - last >= quietMs && (root.__visualPending ?? 0) === 0;
          if (still || now - start >= maxMs) {
            observer.disconnect();
            resolve();
          } else setTimeout(check, 50);
        };
        check();
      }),
    { quietMs: QUIET_MS, maxMs: MAX_SETTLE_MS },
  );
}

/**
 * Shows story `id` in the loaded preview and waits until its render finished (play function
 * and afterEach included); answers how it ended: 'success', or 'error' when the play function
 * failed.
 */
async function showStory(page: Page, id: string): Promise<string> {
  await resetInput(page);
  await page.clock.setSystemTime(FIXED_NOW);
  await page.clock.resume();
  await page.evaluate((storyId) => {
    const root = window as {
      __STORYBOOK_ADDONS_CHANNEL__?: Channel;
      __visualPending?: number;
      __visualStory?: number;
      __visualFinished?: Record<string, string>;
    };
    root.__visualStory = (root.__visualStory ?? 0) + 1;
    root.__visualPending = 0;
    if (root.__visualFinished) delete root.__visualFinished[storyId];
    root.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
  const status = await page.waitForFunction(
    (storyId) =>
      (window as { __visualFinished?: Record<string, string> }).__visualFinished?.[storyId] ??
      false,
    id,
  );
  return String(await status.jsonValue());
}

for (const story of stories) {
  test(story.id, async ({ storyPage: page }) => {
    // A shot of a story whose play function failed half-way is no baseline (the story runner
    // reports the failure itself; here a retry on a fresh page gets the story's real end).
    expect(await showStory(page, story.id), 'the play function ran to its end').toBe('success');
    // What the play function set in motion (an answer, a navigation, a toast coming in) settles,
    // then time stops, so timers cannot change the page between the light and the dark shot.
    await settle(page);
    await pauseClock(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    const before = await readTheme(page);
    await expect.soft(page).toHaveScreenshot(`${story.id}-light.png`);
    // Same page, dark theme.
    await setTheme(page, 'dark');
    await expect.soft(page).toHaveScreenshot(`${story.id}-dark.png`);
    // The next story on this page starts from the theme this one had.
    await restoreTheme(page, before);
  });
}
