import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './textarea';

const meta = {
  title: 'Design System/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Objetivos', rows: 4, style: { width: 320 } },
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Objetivos' });
    await userEvent.type(textarea, 'Ler e escrever{enter}Contar até 100');
    await expect(textarea).toHaveValue('Ler e escrever\nContar até 100');
  },
};
export const WithPlaceholder: Story = { args: { placeholder: 'Descreva os objetivos da aula' } };
export const Invalid: Story = {
  args: { 'aria-invalid': true },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Objetivos' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Somente leitura' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Objetivos' })).toBeDisabled();
  },
};
