import { meAs } from '@lousa/api-client/mocks';
import { foldText, formatCpf, formatDate, type StudentListItem } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findCell,
  rowTexts,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import AlunosScreen from './alunos-screen';
import { knownStudent, recordedStudents, withRecordedStudents } from './alunos-story-data';

const HEADERS = ['CPF', 'Nome', 'Sexo', 'Data de Nascimento', 'Turma'];
const CPF = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;

/** Lists load from the recorded API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/** The administrator's students as the server answered them (the demo network's 220). */
const students = recordedStudents();
const total = students.length;
const pages = Math.ceil(total / 10);
const showingFirst = `Mostrando 10 de ${total} itens`;

/** A placeholder for the pages the row actions and 'Adicionar Aluno' lead to. */
const Elsewhere = () => <p>Outra página</p>;

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
    withRoutes(
      '/alunos',
      {
        '/alunos/adicionar': Elsewhere,
        '/alunos/ficha': Elsewhere,
        '/alunos/editar': Elsewhere,
      },
      { showLocation: true },
    ),
  ],
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => withRecordedStudents(context),
} satisfies Meta<typeof AlunosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The texts of one column (0: CPF, 1: Nome, 2: Sexo, 3: Data de Nascimento, 4: Turma). */
const column = (canvasElement: HTMLElement, index: number) =>
  rowTexts(canvasElement).map((row) => row[index]);
const names = (rows: StudentListItem[]) => rows.map((student) => student.name);
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** The class the list shows for a student: its current one, or '-'. */
const classOf = (student: StudentListItem) => student.classroom?.name ?? '-';

/**
 * The demo's students, ten a page, paged on the server: formatted CPF ('-' for a child registered
 * by birth certificate alone), name, MASCULINO/FEMININO, DD/MM/YYYY and the current class ('-'
 * without one). 'Adicionar Aluno' leads to the add page; each row has its actions.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alunos' })).toBeVisible();
    await expect(canvas.getByText('Consulte os alunos da rede e seus responsáveis.')).toBeVisible();
    await expect(await canvas.findByText(showingFirst, {}, LOAD)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS.slice(0, 4)) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    // 'Turma' is not a sort of the list.
    await expect(canvas.queryByRole('button', { name: 'Turma' })).not.toBeInTheDocument();
    const page = students.slice(0, 10);
    rowTexts(canvasElement).forEach((row, index) => {
      const student = page[index];
      if (!student) throw new Error('more rows than students');
      const [cpf, name, gender, birthDate, classroom] = row;
      expect(cpf).toBe(student.cpf ? formatCpf(student.cpf) : '-');
      expect(name).toBe(student.name);
      expect(['MASCULINO', 'FEMININO']).toContain(gender);
      expect(birthDate).toBe(formatDate(student.birthDate));
      expect(classroom).toBe(classOf(student));
    });
    await expect(column(canvasElement, 0).filter((cpf) => cpf !== '-').length).toBeGreaterThan(5);
    for (const cpf of column(canvasElement, 0).filter((text) => text !== '-')) {
      await expect(cpf).toMatch(CPF);
    }
    await expect(column(canvasElement, 4)).toContain('-');
    await expect(column(canvasElement, 4)).toEqual(page.map(classOf));
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(column(canvasElement, 1)).toEqual(names(students.slice(10, 20))));
    await expect(canvas.getByText(`Página 2 de ${pages}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await waitFor(() => expect(canvas.getByText(`Página ${pages} de ${pages}`)).toBeVisible());
    const last = students.slice((pages - 1) * 10);
    await waitFor(() => expect(column(canvasElement, 1)).toEqual(names(last)), LOAD);
    await expect(bodyRows(canvasElement)).toHaveLength(last.length);
  },
};

/**
 * A student is found by name (accents and case aside) or by CPF, masked or bare; a search with
 * no match shows the empty state.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The student whose searches are recorded: the first after the first two named with an accent.
    const student = students
      .slice(2)
      .find(
        (candidate) => candidate.cpf && foldText(candidate.name) !== candidate.name.toLowerCase(),
      );
    if (!student?.cpf) throw new Error('no recorded student named with an accent');
    const { cpf, name } = student;
    await canvas.findByText(showingFirst, {}, LOAD);
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

/** Opens the row's menu and returns its entries' names. */
async function openRowMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Ações para ${name}` }, LOAD),
  );
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  return menu;
}

/** 'Ver ficha' leads to the record page of that student: `/alunos/ficha?id=<id>`. */
export const ViewRecord: Story = {
  play: async ({ canvasElement }) => {
    await findCell(canvasElement, knownStudent.person.name);
    const menu = await openRowMenu(canvasElement, knownStudent.person.name);
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
    await expect(entries).toEqual(['Ver ficha', 'Editar']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Ver ficha' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(`/alunos/ficha?id=${knownStudent.id}`),
    );
  },
};

/** 'Editar' leads to the edit page of that student: `/alunos/editar?id=<id>`. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await findCell(canvasElement, knownStudent.person.name);
    const menu = await openRowMenu(canvasElement, knownStudent.person.name);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Editar' }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(`/alunos/editar?id=${knownStudent.id}`),
    );
  },
};

/** 'Adicionar Aluno' is a link to the add page; no row offers 'Excluir' (a student stays). */
export const Add: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('link', { name: 'Adicionar Aluno' }, LOAD);
    await expect(add).toHaveAttribute('href', '/alunos/adicionar');
    const menu = await openRowMenu(canvasElement, knownStudent.person.name);
    await expect(within(menu).queryByRole('menuitem', { name: 'Excluir' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(add);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/alunos\/adicionar$/));
  },
};

/** A teacher ('students.read' only) sees the list: no 'Adicionar Aluno', no row actions. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ role: 'Professor(a)' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(showingFirst, {}, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(canvas.queryByRole('link', { name: 'Adicionar Aluno' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).not.toBeInTheDocument();
  },
};

/** Who may read the record but not write ('students.read-sensitive'): 'Ver ficha' only. */
export const RecordReaderOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ permissions: ['students.read', 'students.read-sensitive'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(showingFirst, {}, LOAD);
    await expect(canvas.queryByRole('link', { name: 'Adicionar Aluno' })).not.toBeInTheDocument();
    const menu = await openRowMenu(canvasElement, knownStudent.person.name);
    const entries = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent?.trim());
    await expect(entries).toEqual(['Ver ficha']);
  },
};
