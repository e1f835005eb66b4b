import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Page } from '@playwright/test';
import { type PageTheme, readTheme, restoreTheme, setTheme } from './page-theme.ts';

/**
 * The visual review of every story, inside the story runner's pass (decision 0017): after a
 * story's play function, once the page is still, the runner shoots it in the light and the dark
 * theme and compares each shot with its baseline in packages/ui/visual/__screenshots__. A change
 * that alters a screen fails until its baselines are updated on purpose:
 * `npm run test:stories -- -u` (LOUSA_VISUAL_UPDATE=1) rewrites the ones that differ.
 */
const BASELINE_DIR = resolve(process.cwd(), 'packages/ui/visual/__screenshots__');
const RESULTS_DIR = resolve(process.cwd(), 'test-results/visual');
const UPDATE = process.env.LOUSA_VISUAL_UPDATE === '1';

// The same instant at the start of every story, so calendars and "today" never move the baselines.
const FIXED_NOW = new Date('2025-03-14T12:00:00-03:00');

// Two shots are the same screen when at most 0.2 % of their pixels differ by more than
// pixelmatch's colour threshold (anti-aliased edges ignored): a font's hinting, not a change.
const THRESHOLD = 0.2;
const MAX_DIFF_RATIO = 0.002;

// A story is shot once its page has been still this long (no DOM change, none of its requests
// under way); a request still under way after PENDING_MS of stillness is one that never ends (a
// Loading story), and MAX_SETTLE_MS bounds the wait. The first shot comes after a short
// stillness: equal to its baseline (shot after a long one) it is the settled screen, which most
// stories show by then. A shot that differs is taken again after longer stillnesses before it
// counts as a change (measured: 316 ms of waiting per story with 250 ms first, ~60 ms now).
const QUIET_MS = [50, 250, 1000];
const PENDING_MS = 1500;
const MAX_SETTLE_MS = 4000;

type Root = {
  __visualPending?: number;
  __visualStory?: number;
  __visualSetNow?: (time: number) => void;
};

/**
 * Before the preview loads: requests under way are counted per story (a shot waits for the answer
 * a story's last click asked; a Loading story's request never ends and must not hold the next),
 * and `Date` reads a clock that is set back to FIXED_NOW before every story and runs on from
 * there. Only `Date`: timers, animation frames and `performance.now()` stay the browser's own (a
 * faked timer queue changed when focus moved and typed text landed, and failed play functions).
 */
export async function prepareVisualPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const root = window as unknown as Root & { Date: DateConstructor };
    root.__visualPending = 0;
    root.__visualStory = 0;
    const original = window.fetch.bind(window);
    window.fetch = async (...args: Parameters<typeof fetch>) => {
      const story = root.__visualStory;
      root.__visualPending = (root.__visualPending ?? 0) + 1;
      try {
        return await original(...args);
      } finally {
        if (story === root.__visualStory) root.__visualPending = (root.__visualPending ?? 1) - 1;
      }
    };
    const RealDate = Date;
    let offset = 0;
    class StoryDate extends RealDate {
      constructor(...args: unknown[]) {
        if (args.length === 0) super(RealDate.now() + offset);
        else super(...(args as [string | number | Date]));
      }
      static override now() {
        return RealDate.now() + offset;
      }
    }
    root.Date = StoryDate as DateConstructor;
    root.__visualSetNow = (time) => {
      offset = time - RealDate.now();
    };
  });
}

/**
 * Before a story: put back what the last one changed that would alter how this one looks — the
 * focus, the browser's memory of a keyboard (which draws focus rings on focus a script moves; a
 * trusted press on a sheet over everything forgets it), the pointer (rested on the right edge,
 * over nothing a story hovers) and the date: FIXED_NOW, or the story's `parameters.now` (a screen
 * on the recorded answers runs at the recording's instant, `RECORDED_NOW`).
 */
export async function startStory(page: Page, now?: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 800;
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    const sheet = document.createElement('div');
    sheet.id = 'visual-input-reset';
    sheet.style.cssText = 'position:fixed;inset:0;z-index:2147483647';
    document.body.append(sheet);
  });
  await page.mouse.click(2, 2);
  await page.evaluate(() => document.getElementById('visual-input-reset')?.remove());
  await page.mouse.move(width - 1, 300);
  await page.evaluate((now) => {
    const root = window as Root;
    root.__visualSetNow?.(now);
    root.__visualStory = (root.__visualStory ?? 0) + 1;
    root.__visualPending = 0;
  }, (now ? new Date(now) : FIXED_NOW).getTime());
}

/** Resolves once the page has been still for `quietMs` (see PENDING_MS and MAX_SETTLE_MS). */
function settle(page: Page, quietMs: number) {
  return page.evaluate(
    ({ quietMs, pendingMs, maxMs }) =>
      new Promise<void>((done) => {
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
          const quiet = now - last;
          const still =
            quiet >= quietMs && ((root.__visualPending ?? 0) === 0 || quiet >= pendingMs);
          if (still || now - start >= maxMs) {
            observer.disconnect();
            done();
          } else setTimeout(check, 50);
        };
        check();
      }),
    { quietMs, pendingMs: Math.max(quietMs, PENDING_MS), maxMs: MAX_SETTLE_MS },
  );
}

interface Comparison {
  name: string;
  shot: Buffer;
  /** Why the shot is not its baseline, or undefined when it is. */
  problem?: string;
  diff?: Buffer;
}

type WorkerAnswer = {
  id: number;
  pixels?: number;
  total?: number;
  diff?: Uint8Array;
  size?: { width: number; height: number };
  expectedSize?: { width: number; height: number };
};

let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<
  number,
  { done: (answer: WorkerAnswer) => void; fail: (error: Error) => void }
>();

/** Decodes both images and counts the pixels that differ, in ./visual-compare.mjs's thread. */
function pixelDiff(baseline: Buffer, shot: Buffer): Promise<WorkerAnswer> {
  if (!worker) {
    worker = new Worker(resolve(process.cwd(), '.storybook/visual-compare.mjs'));
    worker.unref();
    worker.on('message', (answer: WorkerAnswer) => {
      waiting.get(answer.id)?.done(answer);
      waiting.delete(answer.id);
    });
    const stopped = (error: Error) => {
      for (const { fail } of waiting.values()) fail(error);
      waiting.clear();
      worker = undefined;
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`visual-compare.mjs saiu (${code})`)));
  }
  const id = ++lastId;
  const answered = new Promise<WorkerAnswer>((done, fail) => waiting.set(id, { done, fail }));
  worker.postMessage({ id, baseline, shot, threshold: THRESHOLD });
  return answered;
}

async function compare(name: string, shot: Buffer): Promise<Comparison> {
  const file = resolve(BASELINE_DIR, name);
  if (!existsSync(file)) return { name, shot, problem: 'não há imagem de referência' };
  const baseline = readFileSync(file);
  // Chromium encodes the same pixels into the same bytes: the common case costs no decoding.
  if (baseline.equals(shot)) return { name, shot };
  const answer = await pixelDiff(baseline, shot);
  if (answer.size && answer.expectedSize) {
    const { size, expectedSize } = answer;
    return {
      name,
      shot,
      problem: `tamanho ${size.width}×${size.height}, referência ${expectedSize.width}×${expectedSize.height}`,
    };
  }
  const pixels = answer.pixels ?? 0;
  const ratio = pixels / (answer.total ?? 1);
  if (ratio <= MAX_DIFF_RATIO) return { name, shot };
  return {
    name,
    shot,
    diff: answer.diff && Buffer.from(answer.diff),
    problem: `${pixels} pixels diferentes (${(ratio * 100).toFixed(2)} %)`,
  };
}

/**
 * After a story's play function: once the page is still, it is shot in the light and the dark
 * theme. The page is left in the dark theme (the caller checks it there next) and the theme the
 * story rendered with is returned, for the caller to put back; a failure puts it back itself.
 * Throws when a shot is not its baseline (the shot and a diff are left in test-results/visual).
 */
export async function reviewLooks(page: Page, storyId: string): Promise<PageTheme> {
  const before = await readTheme(page);
  try {
    await shootAndCompare(page, storyId, before);
  } catch (error) {
    await restoreTheme(page, before);
    throw error;
  }
  return before;
}

async function shootAndCompare(page: Page, storyId: string, before: PageTheme): Promise<void> {
  let results: Comparison[] = [];
  for (const quietMs of QUIET_MS) {
    await settle(page, quietMs);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => document.fonts.ready);
    const shots: Array<{ name: string; shot: Buffer }> = [];
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      shots.push({ name: `${storyId}-${theme}.png`, shot });
    }
    results = await Promise.all(shots.map(({ name, shot }) => compare(name, shot)));
    if (results.every((result) => !result.problem)) return;
    // Not yet the baseline: the page waits to be still again in the story's own theme.
    await restoreTheme(page, before);
  }
  const changed = results.filter((result) => result.problem);
  if (UPDATE) {
    for (const { name, shot } of changed) writeFileSync(resolve(BASELINE_DIR, name), shot);
    return;
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const { name, shot, diff } of changed) {
    writeFileSync(resolve(RESULTS_DIR, name.replace(/\.png$/, '-atual.png')), shot);
    if (diff) writeFileSync(resolve(RESULTS_DIR, name.replace(/\.png$/, '-diff.png')), diff);
  }
  throw new Error(
    `A tela mudou: ${changed.map((result) => `${result.name} (${result.problem})`).join('; ')}. ` +
      `Veja test-results/visual/; se a mudança é intencional, "npm run test:stories -- -u" atualiza as referências.`,
  );
}
