import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input';

const meta = {
  title: 'Design System/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Email', placeholder: 'nome@escola.gov.br' },
} satisfies Meta<typeof TextInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ana@escola.gov.br');
    await expect(input).toHaveValue('ana@escola.gov.br');
  },
};
export const WithValue: Story = { args: { defaultValue: 'ana@escola.gov.br' } };
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'ana@' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, width: 280 }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <TextInput key={size} {...args} size={size} aria-label={`Tamanho ${size}`} />
      ))}
    </div>
  ),
};
