import { userEvent } from 'storybook/test';

/**
 * A person's click on a page that is busy: the pointer arrives on the button and presses at
 * once, the page then works for a moment (a dialog closing, a list refetching) before the
 * release. `find` is asked for the button at each step, as the browser hit-tests the point under
 * the pointer; the click goes, as in the browser, to what the press and the release share — no
 * button if the one pressed was replaced meanwhile.
 */
export async function pressWhileBusy(find: () => HTMLElement, busyMs = 200) {
  // No pause between the steps, so nothing React scheduled can run before the press.
  const user = userEvent.setup({ delay: null });
  await user.pointer({ target: find() });
  await user.pointer({ keys: '[MouseLeft>]', target: find() });
  await new Promise((done) => setTimeout(done, busyMs));
  await user.pointer({ keys: '[/MouseLeft]', target: find() });
}
