import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Lines: Story = {
  render: () => (
    <div
      role="status"
      aria-label="Carregando"
      className={css({ display: 'grid', gap: '2', w: '80' })}
    >
      <Skeleton className={css({ h: '4', w: '3/4' })} />
      <Skeleton className={css({ h: '4', w: 'full' })} />
      <Skeleton className={css({ h: '4', w: '1/2' })} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Carregando' });
    const items = status.querySelectorAll('[data-skeleton]');
    await expect(items).toHaveLength(3);
    // Pulsing: the recipe animates it (animations are switched off only in test runs).
    await expect(items[0]).toHaveClass('skeleton');
    await expect(items[0]).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The home page's nine pulsing tiles. */
export const Tiles: Story = {
  render: () => (
    <div
      role="status"
      aria-label="Carregando"
      className={css({
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: '4',
        w: '2xl',
      })}
    >
      {Array.from({ length: 9 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={index} className={css({ h: '24' })} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Carregando' });
    await expect(status.querySelectorAll('[data-skeleton]')).toHaveLength(9);
  },
};
