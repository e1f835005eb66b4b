import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Field } from '../field';
import { DateInput, type DateInputProps } from './date-input';

/** A labelled date input that shows the ISO value the form receives. */
function Controlled({ errorText, ...props }: DateInputProps & { errorText?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: 320 }}>
      <Field label="Data de Início" errorText={errorText}>
        <DateInput
          {...props}
          value={value}
          onChange={(iso) => {
            setValue(iso);
            props.onChange?.(iso);
          }}
        />
      </Field>
      <p>
        ISO: <output aria-label="Valor do formulário">{value}</output>
      </p>
      <Button variant="outline" size="sm" onClick={() => setValue('')}>
        Limpar
      </Button>
    </div>
  );
}

const meta = {
  title: 'Design System/DateInput',
  component: Controlled,
  args: { onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Data de Início' }) as HTMLInputElement;
const output = (canvasElement: HTMLElement) =>
  within(canvasElement).getByLabelText('Valor do formulário');

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(dateBox(canvasElement)).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await expect(dateBox(canvasElement)).toHaveValue('');
  },
};

/** Complete and valid: the form receives the ISO date. */
export const TypesAValidDate: Story = {
  play: async ({ canvasElement, args }) => {
    const field = dateBox(canvasElement);
    await userEvent.type(field, '0103');
    await expect(field).toHaveValue('01/03');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.type(field, '2026', { skipClick: true });
    await expect(field).toHaveValue('01/03/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-03-01T00:00:00.000Z');
    await expect(output(canvasElement)).toHaveTextContent('2026-03-01T00:00:00.000Z');
  },
};

/** Not a real date (31/02): nothing is converted; the form's schema says 'Data inválida'. */
export const ImpossibleDate: Story = {
  play: async ({ canvasElement, args }) => {
    const field = dateBox(canvasElement);
    await userEvent.type(field, '31022026');
    await expect(field).toHaveValue('31/02/2026');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(output(canvasElement)).toHaveTextContent('');
  },
};

/** An ISO value is shown by its calendar day, in any time zone (no day-before shift). */
export const ShowsAnExistingValue: Story = {
  args: { value: '2025-02-01T00:00:00.000Z' },
  play: async ({ canvasElement }) => {
    await expect(dateBox(canvasElement)).toHaveValue('01/02/2025');
  },
};

/** Editing a complete date back to incomplete clears the form value; a reset clears the text. */
export const EditAndReset: Story = {
  args: { value: '2025-02-01T00:00:00.000Z' },
  play: async ({ canvasElement, args }) => {
    const field = dateBox(canvasElement);
    await userEvent.click(field);
    field.setSelectionRange(10, 10);
    await userEvent.keyboard('{Backspace}');
    await expect(field).toHaveValue('01/02/202');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await userEvent.keyboard('6');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-02-01T00:00:00.000Z');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Limpar' }));
    await expect(field).toHaveValue('');
  },
};

export const PasteADate: Story = {
  play: async ({ canvasElement, args }) => {
    const field = dateBox(canvasElement);
    await userEvent.click(field);
    await userEvent.paste('15082025');
    await expect(field).toHaveValue('15/08/2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-08-15T00:00:00.000Z');
  },
};

export const WithError: Story = {
  args: { errorText: 'Data inválida' },
  play: async ({ canvasElement }) => {
    const field = dateBox(canvasElement);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Data inválida');
  },
};
