import type { Page } from '@playwright/test';

/**
 * The theme on a page's <html>, as the themes addon (and the app shell) set it: the `light` or
 * `dark` class and `data-theme`. The story runner and the visual spec reuse one page for the
 * next story, so what they change for a check they put back exactly.
 */
export interface PageTheme {
  className: string;
  theme: string | null;
}

export function readTheme(page: Page): Promise<PageTheme> {
  return page.evaluate(() => ({
    className: document.documentElement.className,
    theme: document.documentElement.dataset.theme ?? null,
  }));
}

export async function setTheme(page: Page, name: 'light' | 'dark'): Promise<void> {
  await page.evaluate((theme) => {
    const root = document.documentElement;
    root.classList.remove('light', 'dark');
    root.classList.add(theme);
    root.dataset.theme = theme;
  }, name);
}

export async function restoreTheme(page: Page, saved: PageTheme): Promise<void> {
  await page.evaluate(({ className, theme }) => {
    const root = document.documentElement;
    root.className = className;
    if (theme === null) delete root.dataset.theme;
    else root.dataset.theme = theme;
  }, saved);
}
