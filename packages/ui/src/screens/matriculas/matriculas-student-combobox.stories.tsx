import { recordedAnswer } from '@lousa/api-client/mocks';
import { formatCpf, formatDate, type StudentListItem } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { recordedStory } from '../../testing/story-recorded';
import type { StudentChoice } from './matriculas-form-values';
import {
  MatriculasStudentCombobox,
  type MatriculasStudentComboboxProps,
} from './matriculas-student-combobox';

/**
 * Two students of the demo network as a search finds them; the second as one registered by
 * birth certificate alone (no CPF), which the demo does not have.
 */
const [first, second] = recordedAnswer<StudentListItem[]>('administrador', 'GET /students').map(
  ({ id, name, cpf, birthDate }): StudentChoice => ({ id, name, cpf, birthDate }),
) as [StudentChoice, StudentChoice];
const found: StudentChoice[] = [first, { ...second, cpf: null }];

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
  parameters: recordedStory().parameters,
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
    const option = await screen.findByRole('option', { name: new RegExp(`^${first.name}`) });
    await expect(option).toHaveTextContent(
      `CPF ${formatCpf(first.cpf)} · Nascimento ${formatDate(first.birthDate)}`,
    );
    await expect(
      screen.getByRole('option', { name: new RegExp(`^${second.name}`) }),
    ).toHaveTextContent(`Sem CPF · Nascimento ${formatDate(second.birthDate)}`);
    await userEvent.click(option);
    await expect(args.onValueChange).toHaveBeenCalledWith(first);
    await waitFor(() => expect(box(canvasElement)).toHaveValue(first.name));
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
  args: { value: first, status: 'done', students: found },
  play: async ({ canvasElement, args }) => {
    await expect(box(canvasElement)).toHaveValue(first.name);
    await userEvent.type(box(canvasElement), ' X');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(box(canvasElement)).toHaveValue(first.name));
    await userEvent.clear(box(canvasElement));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};
