import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { DatePickerInput, type DatePickerInputProps } from './date-picker-input';

function Controlled({ errorText, ...props }: DatePickerInputProps & { errorText?: string }) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: 320, minHeight: 460 }}>
      <Field label="Data" errorText={errorText}>
        <DatePickerInput
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
    </div>
  );
}

const meta = {
  title: 'Design System/DatePicker',
  component: Controlled,
  args: { onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const dateBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Data' });
const openButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Abrir calendário' });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(dateBox(canvasElement)).toHaveValue('');
    await expect(openButton(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Opens the calendar with the button and picks a day; the input shows it as DD/MM/AAAA. */
export const PicksFromTheCalendar: Story = {
  args: { value: '2025-06-02T00:00:00.000Z' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(openButton(canvasElement));
    const calendar = await screen.findByRole('application', { name: 'Calendário' });
    await waitFor(() => expect(calendar).toBeVisible());
    await userEvent.click(
      within(calendar).getByRole('button', { name: /^segunda-feira, 16 de junho de 2025/ }),
    );
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-16T00:00:00.000Z');
    await expect(dateBox(canvasElement)).toHaveValue('16/06/2025');
    await waitFor(() => expect(calendar).not.toBeVisible());
  },
};

/** Typing a date moves the calendar to it. */
export const TypingMovesTheCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(dateBox(canvasElement), '25122026');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-12-25T00:00:00.000Z');
    await userEvent.click(openButton(canvasElement));
    const selected = await screen.findByRole('button', {
      name: /^Data selecionada, .*25 de dezembro de 2026/,
    });
    await waitFor(() => expect(selected).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const WithMarkedDays: Story = {
  args: {
    value: '2025-06-02T00:00:00.000Z',
    markedDates: ['2025-06-12T00:00:00.000Z'],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(openButton(canvasElement));
    const marked = await screen.findByRole('button', { name: /12 de junho de 2025, com eventos$/ });
    await waitFor(() => expect(marked).toBeVisible());
  },
};

export const WithError: Story = {
  args: { errorText: 'Data inválida' },
  play: async ({ canvasElement }) => {
    await expect(dateBox(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(dateBox(canvasElement)).toHaveAccessibleDescription('Data inválida');
  },
};
