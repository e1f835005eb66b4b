import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Design System/Checkbox',
  component: Checkbox,
  args: { children: 'Lembrar de mim', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(
      expect.objectContaining({ checked: true }),
    );
  },
};
export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim' });
    await expect(box).toBeChecked();
    await userEvent.click(within(canvasElement).getByText('Lembrar de mim'));
    await expect(box).not.toBeChecked();
  },
};
export const Indeterminate: Story = {
  args: { checked: 'indeterminate', children: 'Selecionar todos' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Selecionar todos' });
    await expect(box).toBePartiallyChecked();
  },
};
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('checkbox', { name: 'Lembrar de mim' }),
    ).toBeDisabled();
  },
};
export const WithoutVisibleLabel: Story = {
  args: { children: undefined, 'aria-label': 'Selecionar linha' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Selecionar linha' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
