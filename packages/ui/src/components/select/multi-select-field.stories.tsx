import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelectField, type MultiSelectFieldProps } from './multi-select-field';

const units = [
  { value: 'u1', label: 'Escola Municipal Cora Coralina' },
  { value: 'u2', label: 'Escola Municipal Paulo Freire' },
  { value: 'u3', label: 'Escola Municipal Cecília Meireles' },
];

function Controlled(props: MultiSelectFieldProps) {
  const [value, setValue] = useState(props.value ?? []);
  return (
    <div style={{ width: 360 }}>
      <MultiSelectField
        {...props}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <p>
        Valor: <output aria-label="Valor do formulário">{value.join(',')}</output>
      </p>
    </div>
  );
}

const meta = {
  title: 'Design System/Multi Select',
  component: Controlled,
  args: {
    label: 'Unidades Escolares',
    items: units,
    placeholder: 'Nenhuma unidade',
    name: 'schoolUnitIds',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Options toggle; the list stays open while choosing and Escape closes it; the trigger reads the
 * chosen labels, and the value is the chosen values.
 */
export const ChooseSeveral: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Unidades Escolares' });
    await expect(trigger).toHaveTextContent('Nenhuma unidade');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: units[0]?.label }));
    await userEvent.click(screen.getByRole('option', { name: units[2]?.label }));
    await expect(screen.getByRole('option', { name: units[0]?.label })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent(`${units[0]?.label}, ${units[2]?.label}`);
    await expect(canvas.getByRole('status', { name: 'Valor do formulário' })).toHaveTextContent(
      'u1,u3',
    );
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: units[0]?.label }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['u3']);
    await expect(trigger).toHaveTextContent(units[2]?.label ?? '');
  },
};

/** Chosen at first: the trigger reads them. */
export const Preselected: Story = {
  args: { value: ['u2'] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Unidades Escolares' }),
    ).toHaveTextContent(units[1]?.label ?? '');
  },
};
