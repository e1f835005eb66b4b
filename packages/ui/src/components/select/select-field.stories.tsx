import { DROPDOWN_MAX_HEIGHT_PX, emptyStates } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Field } from '../field';
import { SelectField, type SelectFieldProps } from './select-field';

const shifts = [
  { value: 'MORNING', label: 'Matutino' },
  { value: 'AFTERNOON', label: 'Vespertino' },
  { value: 'EVENING', label: 'Noturno' },
  { value: 'FULL_TIME', label: 'Integral' },
];

const manyUnits = Array.from({ length: 40 }, (_, index) => ({
  value: `unit-${index + 1}`,
  label: `Escola Municipal ${index + 1}`,
}));

function Controlled(props: SelectFieldProps) {
  const [value, setValue] = useState(props.value ?? '');
  return (
    <div style={{ width: 320 }}>
      <SelectField
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <p>
        Valor: <output aria-label="Valor do formulário">{value}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Design System/Select',
  component: Controlled,
  args: {
    label: 'Turno',
    items: shifts,
    placeholder: 'Selecione o turno',
    name: 'shift',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvasElement: HTMLElement, name = 'Turno') =>
  within(canvasElement).getByRole('combobox', { name });

export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Selecione o turno');
  },
};

/** Opens with a click and picks an option. */
export const OpensAndPicks: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vespertino' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AFTERNOON');
    await expect(trigger(canvasElement)).toHaveTextContent('Vespertino');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

/** Keyboard: focus, open with Enter, move with the arrows, choose with Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    trigger(canvasElement).focus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    const option = (name: string) => within(listbox).getByRole('option', { name });
    // Home goes to the first option whatever the list highlighted on opening.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(option('Matutino')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Vespertino')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('AFTERNOON');
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

export const Chosen: Story = {
  args: { value: 'EVENING' },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toHaveTextContent('Noturno');
  },
};

/** A long list scrolls inside a 300 px high dropdown. */
export const LongList: Story = {
  args: { label: 'Unidade Escolar', items: manyUnits, placeholder: 'Selecione a unidade' },
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement, 'Unidade Escolar'));
    const listbox = await screen.findByRole('listbox');
    await expect(getComputedStyle(listbox).maxHeight).toBe(`${DROPDOWN_MAX_HEIGHT_PX}px`);
    await expect(listbox.getBoundingClientRect().height).toBeLessThanOrEqual(
      DROPDOWN_MAX_HEIGHT_PX,
    );
    await expect(listbox.scrollHeight).toBeGreaterThan(listbox.clientHeight);
  },
};

/** The class form with no course for the chosen unit: a disabled option says so. */
export const DisabledOption: Story = {
  args: {
    label: 'Curso',
    placeholder: 'Selecione o curso',
    items: [{ value: 'none', label: emptyStates.courses, disabled: true }],
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(trigger(canvasElement, 'Curso'));
    const option = await screen.findByRole('option', { name: emptyStates.courses });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(option, { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(trigger(canvasElement)).toBeDisabled();
  },
};

/** Inside a Field: the field's error describes the select. */
export const WithFieldError: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Field errorText="O turno é obrigatório">
        <SelectField {...args} />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const select = trigger(canvasElement);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('O turno é obrigatório')).toBeVisible();
  },
};
