import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

type Entry = { id: string; type: 'story' | 'docs' };

const index = JSON.parse(
  readFileSync(new URL('../../../storybook-static/index.json', import.meta.url), 'utf8'),
) as { entries: Record<string, Entry> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');

// The same instant for every run, so calendars and "today" never move the baselines.
const FIXED_NOW = new Date('2025-03-14T12:00:00-03:00');

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.clock.setFixedTime(FIXED_NOW);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    // Wait until the story rendered and its play function ran.
    await page.waitForFunction(() => {
      const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
        .__STORYBOOK_PREVIEW__;
      return ['completed', 'finished', 'errored'].includes(preview?.currentRender?.phase ?? '');
    });
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
