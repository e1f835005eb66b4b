import { masks } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { MaskInput, type MaskInputProps } from './mask-input';

/** A labelled, controlled mask input that shows the value the form receives. */
function Controlled({ label, ...props }: MaskInputProps & { label: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: 320 }}>
      <Field label={label}>
        <MaskInput
          {...props}
          value={value}
          onChange={(next) => {
            setValue(next);
            props.onChange?.(next);
          }}
        />
      </Field>
      <p>
        Valor: <output aria-label="Valor do formulário">{value}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Design System/MaskInput',
  component: Controlled,
  args: { label: 'CPF', mask: masks.cpf, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const input = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('textbox', { name }) as HTMLInputElement;

export const Cpf: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement, 'CPF');
    await userEvent.type(field, '12345678901');
    await expect(field).toHaveValue('123.456.789-01');
    await expect(args.onChange).toHaveBeenLastCalledWith('123.456.789-01');
    await expect(within(canvasElement).getByLabelText('Valor do formulário')).toHaveTextContent(
      '123.456.789-01',
    );
  },
};

export const TypingIgnoresLetters: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CPF');
    await userEvent.type(field, '12a3b45');
    await expect(field).toHaveValue('123.45');
  },
};

/** Deleting a digit in the middle keeps the caret right where the digit was. */
export const DeleteInTheMiddle: Story = {
  args: { value: '123.456.789-01' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CPF');
    await expect(field).toHaveValue('123.456.789-01');
    // Caret after the "5": 123.45|6.789-01
    await userEvent.click(field);
    field.setSelectionRange(6, 6);
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('123.467.890-1');
    await expect(field.selectionStart).toBe(5);
    await expect(field.selectionEnd).toBe(5);
    // Typing there puts the digit back where it was.
    await userEvent.keyboard('5');
    await expect(field).toHaveValue('123.456.789-01');
    await expect(field.selectionStart).toBe(6);
  },
};

/** Backspace right after a literal steps over it; the next one deletes the digit before it. */
export const DeleteAcrossALiteral: Story = {
  args: { value: '123.456.789-01' },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CPF');
    await userEvent.click(field);
    // Caret after the first dot: 123.|456.789-01
    field.setSelectionRange(4, 4);
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('123.456.789-01');
    await expect(field.selectionStart).toBe(3);
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('124.567.890-1');
    await expect(field.selectionStart).toBe(2);
  },
};

export const PasteBareDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const field = input(canvasElement, 'CPF');
    await userEvent.click(field);
    await userEvent.paste('12345678901');
    await expect(field).toHaveValue('123.456.789-01');
    await expect(field.selectionStart).toBe('123.456.789-01'.length);
    await expect(args.onChange).toHaveBeenLastCalledWith('123.456.789-01');
  },
};

export const PasteFormatted: Story = {
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CPF');
    await userEvent.click(field);
    await userEvent.paste('123.456.789-01');
    await expect(field).toHaveValue('123.456.789-01');
  },
};

/** A bare value from the server is shown formatted. */
export const BareValueShownFormatted: Story = {
  args: { value: '12345678901' },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement, 'CPF')).toHaveValue('123.456.789-01');
  },
};

/** Alphanumeric CNPJ: letters are accepted in the first twelve places and upper-cased. */
export const CnpjAlphanumeric: Story = {
  args: { label: 'CNPJ', mask: masks.cnpj },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CNPJ');
    await expect(field).toHaveAttribute('inputmode', 'text');
    await userEvent.type(field, '12abc34501de35');
    await expect(field).toHaveValue('12.ABC.345/01DE-35');
  },
};

export const CnpjNumeric: Story = {
  args: { label: 'CNPJ', mask: masks.cnpj },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CNPJ');
    await userEvent.click(field);
    await userEvent.paste('11222333000181');
    await expect(field).toHaveValue('11.222.333/0001-81');
  },
};

export const Cep: Story = {
  args: { label: 'CEP', mask: masks.cep },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CEP');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(field, '01310100');
    await expect(field).toHaveValue('01.310-100');
  },
};

export const Phone: Story = {
  args: { label: 'Contato', mask: masks.phone },
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'Contato');
    await userEvent.type(field, '11987654321');
    await expect(field).toHaveValue('(11) 98765-4321');
    // Delete the area code's last digit: the caret stays inside the parentheses.
    field.setSelectionRange(3, 3);
    await userEvent.keyboard('{Backspace}');
    await waitFor(() => expect(field).toHaveValue('(19) 87654-321'));
    await expect(field.selectionStart).toBe(2);
  },
};

export const Invalid: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label="CPF" errorText="CPF inválido!">
        <MaskInput mask={args.mask} defaultValue="111.111.111-11" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CPF');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('CPF inválido!');
  },
};

export const Disabled: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field label="CPF" disabled>
        <MaskInput mask={args.mask} defaultValue="12345678901" />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = input(canvasElement, 'CPF');
    await expect(field).toBeDisabled();
    await expect(field).toHaveValue('123.456.789-01');
  },
};
