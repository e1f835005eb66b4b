// The benchmark page: DataTable with 10,000 rows, measured inside Chromium (see run.mjs).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { DataTable } from '../../packages/ui/src/components/data-table/data-table';
import {
  makeSampleRows,
  sampleColumns,
} from '../../packages/ui/src/components/data-table/fixtures';
import { dataTableLabels } from '../../packages/ui/src/components/data-table/labels';

const ROWS = 10_000;

declare global {
  interface Window {
    bench: {
      warmUpShell: () => Promise<number>;
      mount: () => Promise<{ mountMs: number; paintMs: number }>;
      flip: () => Promise<number>;
      unmount: () => void;
    };
  }
}

const rows = makeSampleRows(ROWS);
const container = document.getElementById('root') as HTMLElement;
let root: ReturnType<typeof createRoot> | null = null;

/** Resolves after the browser has painted the current frame. */
const afterPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

const pageText = () =>
  [...container.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Página '))
    ?.textContent;

/**
 * What the app has done before any list mounts: React is running and the document's styles
 * (Panda's tokens, thousands of custom properties) have been resolved once for the shell.
 */
async function warmUpShell() {
  const start = performance.now();
  const shell = document.createElement('header');
  document.body.prepend(shell);
  flushSync(() => createRoot(shell).render(<h1>Lousa</h1>));
  void document.body.offsetHeight;
  await afterPaint();
  return performance.now() - start;
}

window.bench = {
  warmUpShell,
  /** Render + commit + style and layout of the first paint's content, synchronously. */
  async mount() {
    const start = performance.now();
    root = createRoot(container);
    flushSync(() =>
      root?.render(<DataTable columns={sampleColumns} data={rows} aria-label="Bench" />),
    );
    void container.offsetHeight; // style + layout
    const mountMs = performance.now() - start;
    await afterPaint();
    return { mountMs, paintMs: performance.now() - start };
  },
  /** Clicks 'Próxima página' (or 'Primeira página' at the end) until the page text changes. */
  async flip() {
    const before = pageText();
    const name =
      before === `Página ${ROWS / 10} de ${ROWS / 10}`
        ? dataTableLabels.firstPage
        : dataTableLabels.nextPage;
    const button = container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
    if (!button) throw new Error(`no button ${name}`);
    const start = performance.now();
    button.click();
    while (pageText() === before) await Promise.resolve();
    void container.offsetHeight;
    return performance.now() - start;
  },
  unmount() {
    root?.unmount();
    root = null;
  },
};
