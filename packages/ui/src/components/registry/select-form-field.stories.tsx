import { valibotResolver } from '@hookform/resolvers/valibot';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import * as v from 'valibot';
import { Button } from '../button';
import { SelectFormField } from './select-form-field';

const shifts = [
  { value: 'MORNING', label: 'Matutino' },
  { value: 'AFTERNOON', label: 'Vespertino' },
  { value: 'EVENING', label: 'Noturno' },
];
const REQUIRED = 'O turno é obrigatório';
const schema = v.object({ shift: v.pipe(v.string(), v.minLength(1, REQUIRED)) });

/** A form with one required select, as the registries' forms use it. */
function ShiftForm() {
  const { control, handleSubmit } = useForm({
    defaultValues: { shift: '' },
    resolver: valibotResolver(schema),
  });
  const [saved, setSaved] = useState('');
  return (
    <form
      noValidate
      style={{ width: 320, display: 'grid', gap: 16 }}
      onSubmit={handleSubmit((values) => setSaved(values.shift))}
    >
      <SelectFormField
        control={control}
        name="shift"
        label="Turno"
        items={shifts}
        placeholder="Selecione o turno"
        required
      />
      <Button type="submit">Salvar</Button>
      <p>
        Salvo: <output aria-label="Turno salvo">{saved}</output>
      </p>
    </form>
  );
}

const meta = {
  title: 'Design System/Select em formulário',
  component: ShiftForm,
} satisfies Meta<typeof ShiftForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The trigger is looked up again each time: the real one replaces the first when it loads. */
const trigger = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: /Turno/ });

/** Before anyone uses it: the label with its required marker, the placeholder, closed. */
export const BeforeFirstUse: Story = {
  play: async ({ canvasElement }) => {
    const select = trigger(canvasElement);
    await expect(select).toHaveTextContent('Selecione o turno');
    await expect(select).toHaveAttribute('aria-expanded', 'false');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(within(canvasElement).getByText('*')).toBeVisible();
  },
};

/** The first press opens the list (once its code has arrived) and an option is chosen. */
export const FirstPressOpensTheList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(trigger(canvasElement));
    const listbox = await screen.findByRole('listbox', undefined, { timeout: 5000 });
    await userEvent.click(within(listbox).getByRole('option', { name: 'Vespertino' }));
    await waitFor(() => expect(trigger(canvasElement)).toHaveTextContent('Vespertino'));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(within(canvasElement).getByLabelText('Turno salvo')).toHaveTextContent('AFTERNOON'),
    );
  },
};

/** Reached with Tab: the real trigger keeps the focus; Enter opens, the arrows move, Enter picks. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('aria-controls'), {
      timeout: 5000,
    });
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    // As a person does: each key once the last one's highlight shows (keys pressed while the
    // list was still opening chose nothing on a busy machine).
    for (const [key, option] of [
      ['{Home}', 'Matutino'],
      ['{ArrowDown}', 'Vespertino'],
      ['{ArrowDown}', 'Noturno'],
    ] as const) {
      await userEvent.keyboard(key);
      await waitFor(() =>
        expect(within(listbox).getByRole('option', { name: option })).toHaveAttribute(
          'data-highlighted',
        ),
      );
    }
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(trigger(canvasElement)).toHaveTextContent('Noturno'));
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus());
  },
};

/** Saving with nothing chosen: the error describes the select, which takes the focus. */
export const RequiredError: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    await expect(await within(canvasElement).findByText(REQUIRED)).toBeVisible();
    await waitFor(() => expect(trigger(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(trigger(canvasElement)).toHaveFocus(), { timeout: 5000 });
    await expect(within(canvasElement).getByLabelText('Turno salvo')).toHaveTextContent('');
  },
};
