import { conflict, createFixtureDb, createHandlers, mockUrl } from '@lousa/api-client/mocks';
import { calendarDateToIso, inUseMessages, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findCell,
  findToast,
  firstCells,
  listStateStories,
  openAddDialog,
  openDeleteConfirmation,
  openEditDialog,
  rowTexts,
  search,
  sortHeader,
  TYPING,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import AnosLetivosScreen from './anos-letivos-screen';

const PATH = '/academic-calendars/years';
const ITEM_PATH = '/academic-calendars/years/:id';
const DIALOG = 'Adicionar Ano Letivo';
const EDIT_DIALOG = 'Editar Ano Letivo';
const IN_USE = inUseMessages.academicYear(1);

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Telas/Cadastros/Anos Letivos',
  component: AnosLetivosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/anos-letivos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof AnosLetivosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const input = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
/** The shown cells of each row (without the actions cell). */
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((cells) => cells.slice(0, 3));

async function fillYear(dialog: Scope, year: string, start: string, end: string) {
  if (year) await userEvent.type(input(dialog, 'Ano'), year);
  if (start) await userEvent.type(input(dialog, 'Data de Início'), start, TYPING);
  if (end) await userEvent.type(input(dialog, 'Data de Fim'), end, TYPING);
}

/** The fixture's two years (2025, 2026), then 2015 to 2024: twelve, two pages. */
const twelveYears = ({ msw }: StoryContext) => {
  const db = createFixtureDb();
  for (let year = 2015; year <= 2024; year++) {
    db.academicYears.push({
      id: db.faker.uuid(),
      year: String(year),
      startDate: calendarDateToIso({ year, month: 2, day: 1 }),
      endDate: calendarDateToIso({ year, month: 12, day: 20 }),
    });
  }
  msw.use(...createHandlers(db));
};

const listStates = listStateStories(PATH);

/** Twelve years: year and DD/MM/YYYY dates, a first page of ten, then the next. */
export const Populated: Story = {
  beforeEach: twelveYears,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anos Letivos' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os anos letivos da rede.')).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual([
      'Ano',
      'Data de Início',
      'Data de Fim',
      'Ações',
    ]);
    await expect(rows(canvasElement).slice(0, 3)).toEqual([
      ['2025', '03/02/2025', '18/12/2025'],
      ['2026', '03/02/2026', '18/12/2026'],
      ['2015', '01/02/2015', '20/12/2015'],
    ]);
    await expect(canvas.getByRole('button', { name: 'Ações para 2025' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['2023', '2024']));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** Typing '2019' narrows the list to that year; a year not registered shows the empty state. */
export const Search: Story = {
  beforeEach: twelveYears,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD);
    await search(canvasElement, '2019');
    await expect(await canvas.findByText('Mostrando 1 de 1 itens', {}, LOAD)).toBeVisible();
    await expect(rows(canvasElement)).toEqual([['2019', '01/02/2019', '20/12/2019']]);
    await search(canvasElement, '1999');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Ano' sorts ascending then descending; 'Data de Início' sorts too. */
export const SortByYear: Story = {
  beforeEach: twelveYears,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD);
    const year = sortHeader(canvasElement, 'Ano');
    await expect(year.cell).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(year.button);
    await waitFor(() => expect(year.cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual(['2015', '2016', '2017']),
    );
    await userEvent.click(year.button);
    await waitFor(() => expect(year.cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 3)).toEqual(['2026', '2025', '2024']),
    );
    const start = sortHeader(canvasElement, 'Data de Início');
    await userEvent.click(start.button);
    await waitFor(() => expect(start.cell).toHaveAttribute('aria-sort', 'ascending'));
    await expect(year.cell).toHaveAttribute('aria-sort', 'none');
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('2015'));
  },
};

/** 'Salvar' on the empty form: the year needs 4 digits and both dates are invalid. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await save(dialog);
    await expect(await dialog.findByText(messages.yearLength)).toBeVisible();
    await expect(dialog.getAllByText(messages.dateInvalid)).toHaveLength(2);
  },
};

/** A year of two digits: 'O ano deve ter 4 dígitos'. */
export const YearOfTwoDigits: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '27', '01/02/2027', '17/12/2027');
    await save(dialog);
    await expect(await dialog.findByText(messages.yearLength)).toBeVisible();
    await expect(input(dialog, 'Ano')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A date that does not exist (31/02) is 'Data inválida'; the mask keeps DD/MM/AAAA. */
export const ImpossibleDate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2027', '31022027', '17/12/2027');
    await expect(input(dialog, 'Data de Início')).toHaveValue('31/02/2027');
    await save(dialog);
    await expect(await dialog.findByText(messages.dateInvalid)).toBeVisible();
    await expect(input(dialog, 'Data de Início')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The end cannot come before the start. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2027', '10/12/2027', '01/02/2027');
    await save(dialog);
    await expect(await dialog.findByText(messages.endBeforeStart)).toBeVisible();
    await expect(input(dialog, 'Data de Fim')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Success: toast, dialog closed, the year listed with its dates as typed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: '2025' }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2027', '01/02/2027', '17/12/2027');
    await save(dialog);
    await findToast(toasts.academicYearCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await canvas.findByText('Mostrando 3 de 3 itens', {}, LOAD)).toBeVisible();
    await expect(rows(canvasElement).at(-1)).toEqual(['2027', '01/02/2027', '17/12/2027']);
  },
};

/** A year that exists (409): the server's message in an error toast; the dialog keeps the input. */
export const ServerConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.academicYearTaken }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2025', '03/02/2025', '18/12/2025');
    await save(dialog);
    await findToast(serverMessages.academicYearTaken, 'error');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(input(dialog, 'Ano')).toHaveValue('2025');
    await expect(input(dialog, 'Data de Fim')).toHaveValue('18/12/2025');
  },
};

/**
 * 'Editar' on 2026: the form titled 'Editar Ano Letivo' shows the stored dates as DD/MM/AAAA
 * (their calendar day, whatever the browser's zone); a new end date is saved and listed.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, '2026', EDIT_DIALOG);
    await expect(input(dialog, 'Ano')).toHaveValue('2026');
    await expect(input(dialog, 'Data de Início')).toHaveValue('03/02/2026');
    await expect(input(dialog, 'Data de Fim')).toHaveValue('18/12/2026');
    await userEvent.clear(input(dialog, 'Data de Fim'));
    await userEvent.type(input(dialog, 'Data de Fim'), '11122026', TYPING);
    await save(dialog);
    await findToast(toasts.academicYearUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() =>
      expect(rows(canvasElement)).toEqual([
        ['2025', '03/02/2025', '18/12/2025'],
        ['2026', '03/02/2026', '11/12/2026'],
      ]),
    );
  },
};

/** Editing the end to a day before the start: the end date's message; nothing is saved. */
export const EditEndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, '2026', EDIT_DIALOG);
    await userEvent.clear(input(dialog, 'Data de Fim'));
    await userEvent.type(input(dialog, 'Data de Fim'), '01012026', TYPING);
    await save(dialog);
    await waitFor(() =>
      expect(input(dialog, 'Data de Fim')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(rows(canvasElement)[1]).toEqual(['2026', '03/02/2026', '18/12/2026']);
  },
};

/** 'Excluir 2026?' confirmed: the toast, and the row is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, '2026');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(toasts.academicYearDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(firstCells(canvasElement)).toEqual(['2025']));
    await expect(within(canvasElement).getByText('Mostrando 1 de 1 itens')).toBeVisible();
  },
};

/** A year with calendars: the server's 409 message in an error toast; the row stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', ITEM_PATH, IN_USE));
  },
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, '2026');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, '2026')).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 2 de 2 itens')).toBeVisible();
  },
};
