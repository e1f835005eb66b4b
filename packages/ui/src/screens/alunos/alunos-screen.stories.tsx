import { createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
import { foldText, formatCpf, formatDate, type StudentRecord } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  listStateStories,
  rowTexts,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import AlunosScreen from './alunos-screen';

const HEADERS = ['CPF', 'Nome', 'Sexo', 'Data de Nascimento'];

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

// Every story gets its own fixture database (32 students), kept here so the play functions can
// read its names.
let db: FixtureDb = createFixtureDb();
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
  db = createFixtureDb();
  msw.use(...createHandlers(db));
};

const meta = {
  title: 'Telas/Cadastros/Alunos',
  component: AlunosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/alunos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => withFreshDb({ msw }),
} satisfies Meta<typeof AlunosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listStates = listStateStories('/students');

/** The texts of one column (0: CPF, 1: Nome, 2: Sexo, 3: Data de Nascimento) on screen. */
const column = (canvasElement: HTMLElement, index: number) =>
  rowTexts(canvasElement).map((row) => row[index]);
const names = (students: readonly StudentRecord[]) =>
  students.map((student) => student.person.name);

/**
 * 32 students over four pages, paged on the server: formatted CPF, name, MASCULINO/FEMININO,
 * DD/MM/YYYY; every column sortable; read-only (no add, no row actions).
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
    await expect(canvas.getByText('Consulte os alunos da rede e seus responsáveis.')).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 32 itens', {}, LOAD)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    for (const header of HEADERS) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    for (const [cpf, name, gender, birthDate] of rowTexts(canvasElement)) {
      await expect(cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
      await expect(name?.length).toBeGreaterThan(2);
      await expect(['MASCULINO', 'FEMININO']).toContain(gender);
      await expect(birthDate).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    await expect(column(canvasElement, 1)).toEqual(names(db.students.slice(0, 10)));
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(column(canvasElement, 1)).toEqual(names(db.students.slice(10, 20))));
    await expect(canvas.getByText('Página 2 de 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(canvas.getByText('Página 4 de 4')).toBeVisible());
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(2));
    await expect(column(canvasElement, 1)).toEqual(names(db.students.slice(30)));
    await expect(canvas.getByText('Mostrando 2 de 32 itens')).toBeVisible();
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/**
 * A student is found by name (accents and case aside) or by CPF, masked or bare; a search with
 * no match shows the empty state.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = db.students[3] as StudentRecord;
    const { cpf, name } = student.person;
    await canvas.findByText('Mostrando 10 de 32 itens', {}, LOAD);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    await search(canvasElement, foldText(name).toUpperCase());
    await waitFor(() => expect(column(canvasElement, 1)).toEqual([name]), LOAD);
    await expect(canvas.getByText('Mostrando 1 de 1 itens')).toBeVisible();
    await search(canvasElement, formatCpf(cpf));
    await waitFor(() => expect(column(canvasElement, 0)).toEqual([formatCpf(cpf)]), LOAD);
    await search(canvasElement, cpf);
    await waitFor(() => expect(column(canvasElement, 1)).toEqual([name]), LOAD);
    await search(canvasElement, 'Zuleica Inexistente');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/**
 * 'Nome' sorts the whole list on the server (the first page is the first names of all 32), then
 * 'Data de Nascimento' sorts by date, oldest first, then youngest first.
 */
export const Sort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 32 itens', {}, LOAD);
    const byName = [...db.students].sort((a, b) =>
      foldText(a.person.name) < foldText(b.person.name) ? -1 : 1,
    );
    const name = sortHeader(canvasElement, 'Nome');
    await userEvent.click(name.button);
    await waitFor(() => expect(name.cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(column(canvasElement, 1)).toEqual(names(byName.slice(0, 10))));
    await userEvent.click(name.button);
    await waitFor(() => expect(name.cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(column(canvasElement, 1)).toEqual(names([...byName].reverse().slice(0, 10))),
    );

    const byBirth = [...db.students].sort((a, b) =>
      a.person.birthDate < b.person.birthDate ? -1 : 1,
    );
    const birthDate = sortHeader(canvasElement, 'Data de Nascimento');
    await userEvent.click(birthDate.button);
    await waitFor(() => expect(birthDate.cell).toHaveAttribute('aria-sort', 'ascending'));
    await expect(name.cell).toHaveAttribute('aria-sort', 'none');
    await waitFor(() =>
      expect(column(canvasElement, 3)).toEqual(
        byBirth.slice(0, 10).map((student) => formatDate(student.person.birthDate)),
      ),
    );
    await userEvent.click(birthDate.button);
    await waitFor(() => expect(birthDate.cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(column(canvasElement, 1)[0]).toBe(byBirth.at(-1)?.person.name));
  },
};
