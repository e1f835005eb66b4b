// The story runner's jest environment: @storybook/test-runner's own (one browser connection,
// context and page per stories file, the preview loaded anew for each), except that a jest worker
// keeps its page from one stories file to the next. The runner already renders a file's stories
// one after another in one page (./test-runner.ts puts back what a story changes); a new file's
// first story is one more story in that page. Loading the preview (several megabytes of script)
// and connecting again cost each of the ~95 files about 2 s of a busy 2-core machine.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's page once its first stories file has set it up (jest reuses its workers). */
let kept;
/** Pages this environment set up, with what the loaded preview started from: only those are kept. */
const ready = new WeakMap();

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    if (kept && !kept.page.isClosed() && kept.browser.isConnected()) {
      // The runner's globals (browserName, jestPlaywright…) without a new connection and page.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
      await super.setup();
      const { browser, context, page, boot } = kept;
      Object.assign(this.global, { browser, context, page });
      // What a new page would start from: the configured size (a story may have set its own),
      // and the cookies and storage the preview had once loaded (stories write to them).
      const viewport = options['jest-playwright'].contextOptions?.viewport;
      if (viewport) await page.setViewportSize(viewport);
      await context.clearCookies();
      if (boot.cookies.length) await context.addCookies(boot.cookies);
      await page.evaluate(({ local, session }) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value);
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value);
      }, boot);
      return;
    }
    await super.setup();
    const { context, page } = this.global;
    await setupPage(page, context);
    ready.set(page, {
      cookies: await context.cookies(),
      ...(await page.evaluate(() => ({
        local: { ...localStorage },
        session: { ...sessionStorage },
      }))),
    });
  }

  async teardown() {
    const { browser, context, page } = this.global;
    kept =
      page && ready.has(page) && !page.isClosed()
        ? { browser, context, page, boot: ready.get(page) }
        : undefined;
    // The parent closes the connection: this worker's next file goes on using the one it keeps.
    if (kept) this.global.browser = undefined;
    await super.teardown();
  }
}
