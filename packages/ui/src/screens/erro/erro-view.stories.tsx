import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorView } from './erro-view';

const meta = {
  title: 'Telas/Error Screen',
  component: ErrorView,
  args: {
    error: new Error('Falha ao carregar a tela: o servidor respondeu 500.'),
    onReload: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Something went wrong!' with the error hidden behind 'Show Error'. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Something went wrong!' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByText(/o servidor respondeu 500/)).not.toBeVisible();
  },
};

/** 'Show Error' shows the error's text; 'Hide Error' hides it again. */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText(/o servidor respondeu 500/)).toBeVisible();
    const hide = canvas.getByRole('button', { name: 'Hide Error' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Recarregar página' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(hide);
    await expect(canvas.getByRole('button', { name: 'Show Error' })).toBeVisible();
  },
};

/** Anything thrown, not only an Error, is shown as text. */
export const NonErrorValue: Story = {
  args: { error: { status: 404, statusText: 'Not Found' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText('404 Not Found')).toBeVisible();
  },
};
