import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Field, RequiredLabel } from '../field';
import { MultiCombobox, type MultiComboboxProps } from './multi-combobox';

const components = [
  'Língua Portuguesa',
  'Matemática',
  'Arte',
  'Educação Física',
  'Língua Inglesa',
  'Ciências',
  'Geografia',
  'História',
  'Ensino Religioso',
].map((label, index) => ({ value: `c${index + 1}`, label }));

function Controlled(props: MultiComboboxProps) {
  const [value, setValue] = useState<string[]>(props.value ?? []);
  return (
    <div style={{ width: '100%', maxWidth: 360, minHeight: 420 }}>
      <MultiCombobox
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
  title: 'Design System/Combobox (multi)',
  component: Controlled,
  args: {
    label: 'Componentes Curriculares',
    items: components,
    placeholder: 'Buscar componente',
    onValueChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Componentes Curriculares' });

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar componente');
    await expect(searchBox(canvasElement)).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Typing filters ignoring case and accents; picking adds a chip. */
export const FiltersAndPicks: Story = {
  play: async ({ canvasElement, args }) => {
    // A person's pace: Ark updates the input between keystrokes.
    await userEvent.type(searchBox(canvasElement), 'lingua', { delay: 20 });
    await expect(searchBox(canvasElement)).toHaveValue('lingua');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Língua Inglesa' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c5']);
    const chips = within(canvasElement).getByRole('list', { name: '1 selecionado' });
    await expect(within(chips).getByText('Língua Inglesa')).toBeVisible();
  },
};

/** Several choices; choosing one again toggles it off. */
export const TogglesOnAndOff: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(searchBox(canvasElement));
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Arte' }));
    await userEvent.click(within(listbox).getByRole('option', { name: 'Geografia' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c3', 'c7']);
    await expect(within(listbox).getByRole('option', { name: 'Arte' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Arte' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c7']);
    await expect(within(canvasElement).getByLabelText('Valor do formulário')).toHaveTextContent(
      'c7',
    );
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'xyz', { delay: 20 });
    const empty = await screen.findByRole('option', { name: 'Nenhum resultado encontrado' });
    await expect(empty).toBeVisible();
    await expect(empty).toHaveAttribute('aria-disabled', 'true');
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    // Clearing the search brings every choice back.
    await userEvent.clear(searchBox(canvasElement));
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(9));
  },
};

/**
 * Chips can be removed with their own button; the focus moves to the next chip's button, the
 * previous one's after the last, and to the field once no chip is left.
 */
export const WithChosenValues: Story = {
  args: { value: ['c1', 'c2', 'c6'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = (name: string) => canvas.getByRole('button', { name: `Remover ${name}` });
    await userEvent.click(button('Matemática'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c1', 'c6']);
    await expect(canvas.getByRole('list', { name: '2 selecionados' })).toBeVisible();
    await expect(button('Ciências')).toHaveFocus();
    await userEvent.click(button('Ciências'));
    await expect(button('Língua Portuguesa')).toHaveFocus();
    await userEvent.click(button('Língua Portuguesa'));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(searchBox(canvasElement)).toHaveFocus();
  },
};

/** Keyboard: arrows move, Enter toggles, Escape closes. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = searchBox(canvasElement);
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await waitFor(() => expect(option('Língua Portuguesa')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(option('Matemática')).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['c2']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const WithFieldError: Story = {
  render: (args) => (
    <div style={{ width: 360 }}>
      <Field required errorText="Selecione ao menos uma norma BNCC">
        <MultiCombobox {...args} label={<RequiredLabel>Normas BNCC</RequiredLabel>} />
      </Field>
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The field's required marker is drawn, not read: the name stays 'Normas BNCC'.
    const box = within(canvasElement).getByRole('combobox', { name: 'Normas BNCC' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(
      within(canvasElement).getByText('Selecione ao menos uma norma BNCC'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: ['c2'] },
  play: async ({ canvasElement }) => {
    await expect(searchBox(canvasElement)).toBeDisabled();
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remover Matemática' }),
    ).toBeDisabled();
  },
};

const standards = [
  'Reconhecer que textos são lidos e escritos da esquerda para a direita e de cima para baixo da página.',
  'Escrever, espontaneamente ou por ditado, palavras e frases de forma alfabética – usando letras/grafemas que representem fonemas.',
  'Observar escritas convencionais, comparando-as às suas produções escritas, percebendo semelhanças e diferenças.',
  'Distinguir as letras do alfabeto de outros sinais gráficos.',
].map((label, index) => ({ value: `EF01LP0${index + 1}`, label }));

/**
 * Options of several lines (BNCC standards on a phone): each option is as tall as its text, none
 * over the next, and the list scrolls to the last one, which is chosen; the list then closes on
 * its chip (the list's scroll while the chip arrives varies from run to run, the chip does not).
 */
export const LongOptionsOnPhone: Story = {
  args: { label: 'Normas BNCC', items: standards, placeholder: 'Buscar norma BNCC' },
  parameters: { testViewport: { width: 375, height: 700 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Normas BNCC' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(standards.length);
    const boxes = options.map((option) => option.getBoundingClientRect());
    options.forEach((option, index) => {
      const text = (option.firstElementChild as HTMLElement).getBoundingClientRect();
      // The text wraps (the field is narrow) and stays inside its option.
      expect(text.height).toBeLessThanOrEqual((boxes[index] as DOMRect).height);
      const next = boxes[index + 1];
      if (next) expect((boxes[index] as DOMRect).bottom).toBeLessThanOrEqual(next.top + 0.5);
    });
    await expect(options[0]?.getBoundingClientRect().height).toBeGreaterThan(48);
    const last = options[options.length - 1] as HTMLElement;
    last.scrollIntoView({ block: 'nearest' });
    await userEvent.click(last);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    const chips = within(canvasElement).getByRole('list', { name: '1 selecionado' });
    await expect(within(chips).getByText(standards[3]?.label ?? '')).toBeVisible();
  },
};
