import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import type { StudentChoice } from './matriculas-form-values';
import {
  MatriculasStudentCombobox,
  type MatriculasStudentComboboxProps,
} from './matriculas-student-combobox';

const found: StudentChoice[] = [
  {
    id: '0190c1d2-7a1b-4c3d-8e4f-000000000001',
    name: 'Ana Beatriz Souza',
    cpf: '52998224725',
    birthDate: '2015-03-09T00:00:00.000Z',
  },
  {
    id: '0190c1d2-7a1b-4c3d-8e4f-000000000002',
    name: 'Ana Clara Lima',
    cpf: null,
    birthDate: '2017-11-30T00:00:00.000Z',
  },
];

/** The combobox with its choice kept, as the form's field keeps it. */
function Stateful(props: MatriculasStudentComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MatriculasStudentCombobox
      {...props}
      value={value}
      onValueChange={(student) => {
        setValue(student);
        props.onValueChange(student);
      }}
    />
  );
}

const meta = {
  title: 'Telas/Cadastros/Nova Matrícula (campo Aluno)',
  component: MatriculasStudentCombobox,
  render: (args) => (
    <div className={css({ width: '28rem', maxWidth: 'full' })}>
      <Stateful {...args} />
    </div>
  ),
  args: {
    label: 'Aluno',
    placeholder: 'Nome ou CPF do aluno',
    value: null,
    status: 'short',
    students: [],
    onSearch: fn(),
    onValueChange: fn(),
  },
} satisfies Meta<typeof MatriculasStudentCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Aluno' });
const open = (canvasElement: HTMLElement) => userEvent.click(box(canvasElement));

/** Before two characters: how to search, and nothing to choose. */
export const Hint: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.type(box(canvasElement), 'a');
    await expect(args.onSearch).toHaveBeenLastCalledWith('a');
    const hint = await screen.findByRole('option', {
      name: 'Digite ao menos 2 caracteres do nome ou do CPF.',
    });
    await expect(hint).toHaveAttribute('aria-disabled', 'true');
  },
};

/** While the server searches. */
export const Searching: Story = {
  args: { status: 'searching' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await screen.findByRole('option', { name: 'Buscando alunos…' })).toBeVisible();
  },
};

/**
 * The students found: name, then CPF (or 'Sem CPF') and birth date; choosing one puts the name
 * in the box.
 */
export const Found: Story = {
  args: { status: 'done', students: found },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const first = await screen.findByRole('option', { name: /^Ana Beatriz Souza/ });
    await expect(first).toHaveTextContent('CPF 529.982.247-25 · Nascimento 09/03/2015');
    await expect(screen.getByRole('option', { name: /^Ana Clara Lima/ })).toHaveTextContent(
      'Sem CPF · Nascimento 30/11/2017',
    );
    await userEvent.click(first);
    await expect(args.onValueChange).toHaveBeenCalledWith(found[0]);
    await waitFor(() => expect(box(canvasElement)).toHaveValue('Ana Beatriz Souza'));
  },
};

/** A search that finds no one. */
export const NoneFound: Story = {
  args: { status: 'done', students: [] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      await screen.findByRole('option', { name: 'Nenhum aluno encontrado' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The search failed. */
export const SearchError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(
      await screen.findByRole('option', { name: 'Não foi possível buscar os alunos.' }),
    ).toBeVisible();
  },
};

/**
 * A student chosen: the name in the box; leaving the box after typing puts it back; emptying
 * the box lets the student go.
 */
export const Chosen: Story = {
  args: { value: found[0], status: 'done', students: found },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toHaveValue('Ana Beatriz Souza');
    await userEvent.type(box(canvasElement), ' X');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(box(canvasElement)).toHaveValue('Ana Beatriz Souza'));
    await userEvent.clear(box(canvasElement));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};
