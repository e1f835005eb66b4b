import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pressWhileBusy } from '../../testing/press-while-busy';
import { Button } from '../button';
import { Deferred } from './deferred';

/** The real trigger: counts its presses (a menu would open). */
function RealCounter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0);
  return (
    <Button data-real="" onClick={() => setPresses((n) => n + 1)}>
      {label}: {presses}
    </Button>
  );
}

const load = () => new Promise<typeof RealCounter>((ok) => setTimeout(() => ok(RealCounter), 300));

const meta = {
  title: 'Design System/Deferred',
  component: Deferred,
  args: {
    load,
    props: { label: 'Contador' },
    standIn: (handlers) => <Button {...handlers}>Contador: 0</Button>,
  },
} satisfies Meta<typeof Deferred<{ label: string }>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A press on the stand-in loads the real trigger, which takes its place and gets the press. */
export const PressLoadsAndReplays: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const standIn = canvas.getByRole('button', { name: 'Contador: 0' });
    await expect(standIn).not.toHaveAttribute('data-real');
    await userEvent.click(standIn);
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'Contador: 1' })).toHaveAttribute('data-real'),
      { timeout: 5000 },
    );
  },
};

// Its own loader, so that no other story has loaded the code before this one's stand-ins mount.
const loadForRows = () =>
  new Promise<typeof RealCounter>((ok) => setTimeout(() => ok(RealCounter), 300));

/**
 * Two rows' triggers, stand-ins until the code arrives. Once the first has loaded it, a press on
 * the second that begins as the pointer arrives and is released after a busy moment still counts
 * once (issue 26: the row's ⋮ ignored its first click — its stand-in was replaced between
 * pointerdown and pointerup, and the browser sent the click to no button).
 */
export const PressAsThePointerArrives: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {['Primeiro', 'Segundo'].map((label) => (
        <Deferred
          key={label}
          load={loadForRows}
          props={{ label }}
          standIn={(handlers) => <Button {...handlers}>{label}: 0</Button>}
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Primeiro: 0' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Primeiro: 1' })).toBeVisible(), {
      timeout: 5000,
    });
    const second = () => canvas.getByRole('button', { name: /^Segundo/ });
    await expect(second()).not.toHaveAttribute('data-real');
    await pressWhileBusy(second);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Segundo: 1' })).toHaveAttribute('data-real'),
      { timeout: 5000 },
    );
  },
};
