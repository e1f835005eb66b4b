/** Replaces `window.print` for a story (the browser's dialog would stop it); undoes it after. */
export function stubPrint(print: () => void): () => void {
  const original = window.print;
  window.print = print;
  return () => {
    window.print = original;
  };
}
