import { createFixtureDb, createHandlers, serverError } from '@lousa/api-client/mocks';
import { calendarDateToIso, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findCell,
  findToast,
  firstCells,
  listStateStories,
  openDeleteConfirmation,
  openEditDialog,
  search,
  sortHeader,
  TYPING,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import PeriodosLetivosScreen from './periodos-letivos-screen';

const PATH = '/academic-terms';
const ITEM_PATH = '/academic-terms/:id';
const DIALOG = 'Adicionar Período Letivo';
const EDIT_DIALOG = 'Editar Período Letivo';

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

const meta = {
  title: 'Telas/Cadastros/Períodos Letivos',
  component: PeriodosLetivosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/periodos-letivos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof PeriodosLetivosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** The shown cells of a row (the actions cell is left out). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
    .slice(0, 5);
const textbox = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: '1º Bimestre 2025' }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

async function chooseCalendar(dialog: Scope, name: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico')));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The fixture's eight terms, then four complementary ones of 2026: twelve, two pages. */
const twelveTerms = ({ msw }: StoryContext) => {
  const db = createFixtureDb();
  const calendar = db.academicCalendars[1];
  if (calendar) {
    for (const [index, month] of [2, 5, 8, 10].entries()) {
      db.academicTerms.push({
        id: db.faker.uuid(),
        title: `${index + 1}º Período Complementar 2026`,
        startDate: calendarDateToIso({ year: 2026, month, day: 1 }),
        endDate: calendarDateToIso({ year: 2026, month, day: 20 }),
        status: 'PENDING',
        academicCalendar: { id: calendar.id, title: calendar.title, status: calendar.status },
      });
    }
  }
  msw.use(...createHandlers(db));
};

/** Twelve terms: the five columns, dates as DD/MM/YYYY and status badges; two pages. */
export const Populated: Story = {
  beforeEach: twelveTerms,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Períodos Letivos' })).toBeVisible();
    await canvas.findByRole('cell', { name: '1º Bimestre 2025' }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Título',
      'Data de Início',
      'Data de Fim',
      'Calendário Acadêmico',
      'Status',
      'Ações',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 12 itens')).toBeVisible();
    const [first, , third, fourth] = bodyRows(canvasElement) as HTMLElement[];
    await expect(cellsOf(first as HTMLElement)).toEqual([
      '1º Bimestre 2025',
      '03/02/2025',
      '17/04/2025',
      'Calendário Acadêmico 2025',
      'CONCLUÍDO',
    ]);
    await expect(within(third as HTMLElement).getByText('EM ATIVIDADE')).toHaveClass(
      'badge--variant_default',
    );
    await expect(within(fourth as HTMLElement).getByText('PENDENTE')).toHaveClass(
      'badge--variant_secondary',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual([
        '3º Período Complementar 2026',
        '4º Período Complementar 2026',
      ]),
    );
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'bimestre 2026' narrows the rows to that year's four; a title nobody has shows the empty state. */
export const Search: Story = {
  beforeEach: twelveTerms,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD);
    await search(canvasElement, 'bimestre 2026');
    await expect(await canvas.findByText('Mostrando 4 de 4 itens', {}, LOAD)).toBeVisible();
    for (const title of firstCells(canvasElement)) await expect(title).toMatch(/Bimestre 2026$/);
    await search(canvasElement, 'trimestre');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Data de Início' sorts ascending; 'Data de Fim' then descending (the start's order is cleared). */
export const SortByDates: Story = {
  beforeEach: twelveTerms,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD);
    const start = sortHeader(canvasElement, 'Data de Início');
    await expect(start.cell).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(start.button);
    await waitFor(() => expect(start.cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual([
        '1º Bimestre 2025',
        '2º Bimestre 2025',
        '3º Bimestre 2025',
      ]),
    );
    const end = sortHeader(canvasElement, 'Data de Fim');
    await userEvent.click(end.button);
    await waitFor(() => expect(end.cell).toHaveAttribute('aria-sort', 'ascending'));
    await userEvent.click(end.button);
    await waitFor(() => expect(end.cell).toHaveAttribute('aria-sort', 'descending'));
    await expect(start.cell).toHaveAttribute('aria-sort', 'none');
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual([
        '4º Bimestre 2026',
        '4º Período Complementar 2026',
        '3º Bimestre 2026',
      ]),
    );
  },
};

/** 'Salvar' on the empty form: title, both dates and the calendar each say they are required. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Título')).toHaveAccessibleDescription(messages.titleRequired),
    );
    await expect(textbox(dialog, 'Data de Início')).toHaveAccessibleDescription(
      messages.startDateRequired,
    );
    await expect(textbox(dialog, 'Data de Fim')).toHaveAccessibleDescription(
      messages.endDateRequired,
    );
    await expect(dialog.getByText(messages.academicCalendarRequired)).toBeVisible();
  },
};

/** An end typed before the start is refused on the end date. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(textbox(dialog, 'Título'), '1º Bimestre 2026');
    await userEvent.type(textbox(dialog, 'Data de Início'), '20042026', TYPING);
    await userEvent.type(textbox(dialog, 'Data de Fim'), '02022026', TYPING);
    await chooseCalendar(dialog, 'Calendário Acadêmico 2026');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Data de Fim')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/** Saved: the toast, the dialog closes and the new term is listed with its dates, PENDENTE. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(textbox(dialog, 'Título'), 'Recuperação 2026');
    await userEvent.type(textbox(dialog, 'Data de Início'), '01122026', TYPING);
    await userEvent.type(textbox(dialog, 'Data de Fim'), '18122026', TYPING);
    await chooseCalendar(dialog, 'Calendário Acadêmico 2026');
    await save(dialog);
    await findToast(toasts.academicTermCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const cell = await within(canvasElement).findByRole('cell', { name: 'Recuperação 2026' }, LOAD);
    await expect(cellsOf(cell.closest('tr') as HTMLElement)).toEqual([
      'Recuperação 2026',
      '01/12/2026',
      '18/12/2026',
      'Calendário Acadêmico 2026',
      'PENDENTE',
    ]);
  },
};

/**
 * 'Editar' on '1º Bimestre 2026': the form titled 'Editar Período Letivo' shows its title, its
 * stored dates as DD/MM/AAAA and its calendar; a new end date is saved and listed.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, '1º Bimestre 2026', EDIT_DIALOG);
    await expect(textbox(dialog, 'Título')).toHaveValue('1º Bimestre 2026');
    await expect(textbox(dialog, 'Data de Início')).toHaveValue('03/02/2026');
    await expect(textbox(dialog, 'Data de Fim')).toHaveValue('17/04/2026');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico'))).toHaveTextContent(
        'Calendário Acadêmico 2026',
      ),
    );
    await userEvent.clear(textbox(dialog, 'Data de Fim'));
    await userEvent.type(textbox(dialog, 'Data de Fim'), '24042026', TYPING);
    await save(dialog);
    await findToast(toasts.academicTermUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const cell = await findCell(canvasElement, '1º Bimestre 2026');
    await waitFor(() =>
      expect(cellsOf(cell.closest('tr') as HTMLElement)).toEqual([
        '1º Bimestre 2026',
        '03/02/2026',
        '24/04/2026',
        'Calendário Acadêmico 2026',
        'PENDENTE',
      ]),
    );
  },
};

/** Editing the end to a day before the start: the end date's message; the row is unchanged. */
export const EditEndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, '1º Bimestre 2026', EDIT_DIALOG);
    await userEvent.clear(textbox(dialog, 'Data de Fim'));
    await userEvent.type(textbox(dialog, 'Data de Fim'), '01022026', TYPING);
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Data de Fim')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const cell = await findCell(canvasElement, '1º Bimestre 2026');
    await expect(cellsOf(cell.closest('tr') as HTMLElement)[2]).toBe('17/04/2026');
  },
};

/** 'Excluir 1º Bimestre 2026?' confirmed: the toast, and the row is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, '1º Bimestre 2026');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(toasts.academicTermDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(canvasElement).queryByRole('cell', { name: '1º Bimestre 2026' }),
      ).not.toBeInTheDocument(),
    );
    await expect(within(canvasElement).getByText('Mostrando 7 de 7 itens')).toBeVisible();
  },
};

/** The server fails the delete: its message in an error toast; the row stays. */
export const DeleteFails: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('delete', ITEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, '1º Bimestre 2026');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(serverMessages.internalError, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, '1º Bimestre 2026')).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 8 de 8 itens')).toBeVisible();
  },
};
