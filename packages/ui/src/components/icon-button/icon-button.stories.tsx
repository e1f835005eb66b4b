import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Design System/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Editar', children: <Pencil />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Solid: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};
export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} aria-label="Adicionar" variant="solid">
        <Plus />
      </IconButton>
      <IconButton {...args} aria-label="Editar" variant="outline" />
      <IconButton {...args} aria-label="Editar (fantasma)" variant="ghost" />
      <IconButton {...args} aria-label="Editar (sutil)" variant="subtle" />
      <IconButton {...args} aria-label="Excluir" variant="destructive">
        <Trash2 />
      </IconButton>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Adicionar', 'Editar', 'Excluir']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};
export const Small: Story = { args: { size: 'sm', variant: 'outline' } };
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Editar' })).toBeDisabled();
  },
};
export const Loading: Story = {
  args: { loading: true, children: null },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Editar' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
