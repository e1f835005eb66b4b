import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field } from '../field';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Design System/PasswordInput',
  component: PasswordInput,
  render: (args) => (
    <Field label="Senha" required style={{ width: 320 }}>
      <PasswordInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha', { exact: false, selector: 'input' });
    await userEvent.type(input, 'segredo1');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeVisible();
  },
};

export const ToggleVisibility: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha', { exact: false, selector: 'input' });
    await userEvent.type(input, 'segredo1');
    await userEvent.click(canvas.getByRole('button', { name: 'Mostrar senha' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Senha' })).toHaveValue('segredo1');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocultar senha' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field
      label="Confirmar senha"
      required
      errorText="As senhas devem ser iguais!"
      style={{ width: 320 }}
    >
      <PasswordInput {...args} defaultValue="outra" />
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Confirmar senha', { exact: false, selector: 'input' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('As senhas devem ser iguais!');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Senha', {
      exact: false,
      selector: 'input',
    });
    await expect(input).toBeDisabled();
  },
};
