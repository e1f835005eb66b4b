import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';

type Entry = { id: string; type: 'story' | 'docs' };

const staticDir = resolve(
  fileURLToPath(new URL('../../..', import.meta.url)),
  process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static',
);
const index = JSON.parse(readFileSync(resolve(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, Entry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// The same instant for every run, so calendars and "today" never move the baselines.
const FIXED_NOW = new Date('2025-03-14T12:00:00-03:00');

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

for (const story of stories) {
  test(story.id, async ({ page }) => {
    // Time starts at FIXED_NOW and flows until the play function is done, then stops, so toasts
    // and timers cannot change the page between the light and the dark screenshot.
    await page.clock.install({ time: FIXED_NOW });
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until the story rendered and its play function ran.
    await page.waitForFunction(() => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      return ['completed', 'finished', 'errored'].includes(preview?.currentRender?.phase ?? '');
    });
    await pauseClock(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    await expect.soft(page).toHaveScreenshot(`${story.id}-light.png`);
    // Same page, dark theme: the class the themes addon (and the app shell) put on <html>.
    await page.evaluate(() => {
      const root = document.documentElement;
      root.classList.remove('light');
      root.classList.add('dark');
      root.dataset.theme = 'dark';
    });
    await expect.soft(page).toHaveScreenshot(`${story.id}-dark.png`);
  });
}
