import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextInput } from '../text-input';
import { Textarea } from '../textarea';
import { Field } from './field';

const meta = {
  title: 'Design System/Field',
  component: Field,
  args: { label: 'Nome' },
  render: (args) => (
    <Field {...args} style={{ width: 320 }}>
      <TextInput placeholder="Digite o nome" />
    </Field>
  ),
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await userEvent.type(input, 'Maria');
    await expect(input).toHaveValue('Maria');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(input).toBeRequired();
    // The label reads 'Nome*': the label plus the required marker.
    await expect(canvas.getByText('Nome').textContent).toBe('Nome*');
  },
};

export const WithHelperText: Story = {
  args: { helperText: 'Como aparece nos documentos.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nome' });
    await expect(input).toHaveAccessibleDescription('Como aparece nos documentos.');
  },
};

export const WithError: Story = {
  args: { required: true, errorText: 'O nome é obrigatório', helperText: 'Nome completo.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nome' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/O nome é obrigatório/);
    await expect(canvas.getByText('O nome é obrigatório')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Nome' })).toBeDisabled();
  },
};

export const WithTextarea: Story = {
  args: { label: 'Justificativa', required: true },
  render: (args) => (
    <Field {...args} style={{ width: 320 }}>
      <Textarea rows={4} />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Justificativa' });
    await expect(textarea).toBeRequired();
    await userEvent.type(textarea, 'Atestado médico');
    await expect(textarea).toHaveValue('Atestado médico');
  },
};
