import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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
