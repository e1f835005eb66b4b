/**
 * `client:interaction`: the island is rendered on the server and its JavaScript loads and
 * hydrates on the visitor's first interaction with it (pointer, focus, key, touch), or at once
 * when something on the page dispatches `hydrate-now` at the island. Until then the page carries
 * no framework code, and a form inside never submits natively: a submit waits for hydration and
 * is replayed then (the island marks itself ready with a `data-hydrated` element).
 */
import type { ClientDirective } from 'astro';

const TRIGGERS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

const interaction: ClientDirective = (load, _options, el) => {
  let started = false;
  let pending: HTMLFormElement | null = null;

  const hydrated = () => el.querySelector('[data-hydrated]') !== null;

  const replayWhenReady = () => {
    if (!pending) return;
    const form = pending;
    const replay = () => {
      pending = null;
      form.requestSubmit();
    };
    if (hydrated()) {
      replay();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!hydrated()) return;
      observer.disconnect();
      replay();
    });
    observer.observe(el, { subtree: true, childList: true, attributes: true });
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of TRIGGERS) el.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    replayWhenReady();
  };

  // A form in the island never submits natively (that would put its fields in the URL):
  // before hydration the submit is kept and replayed; after it, the island handles it.
  el.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      if (hydrated()) return;
      pending = event.target instanceof HTMLFormElement ? event.target : null;
      if (started) replayWhenReady();
      else start();
    },
    true,
  );
  for (const type of TRIGGERS) el.addEventListener(type, start, { passive: true });
  el.addEventListener('hydrate-now', start, { once: true });
};

export default interaction;
