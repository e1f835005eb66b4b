import {
  badRequest,
  conflict,
  createFixtureDb,
  createHandlers,
  mockUrl,
} from '@lousa/api-client/mocks';
import { inUseMessages, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
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
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import CalendariosAcademicosScreen from './calendarios-academicos-screen';

const PATH = '/academic-calendars';
const ITEM_PATH = '/academic-calendars/:id';
const DIALOG = 'Adicionar Calendário Acadêmico';
const EDIT_DIALOG = 'Editar Calendário Acadêmico';
const IN_USE = inUseMessages.academicCalendarTerms(4);

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Telas/Cadastros/Calendários Acadêmicos',
  component: CalendariosAcademicosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/calendarios-academicos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CalendariosAcademicosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const statusBadge = (canvasElement: HTMLElement, rowIndex: number) =>
  within(bodyRows(canvasElement)[rowIndex] as HTMLElement).getAllByRole('cell')[2]
    ?.firstElementChild as HTMLElement;
/** The shown cells of each row (without the actions cell). */
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((cells) => cells.slice(0, 3));
const firstTitle = 'Calendário Acadêmico 2025';

/** The fixture's two calendars, then ten of 2025 ('Calendário Escola 1' to 10): two pages. */
const twelveCalendars = ({ msw }: StoryContext) => {
  const db = createFixtureDb();
  const [year] = db.academicYears;
  const statuses = ['COMPLETED', 'INACTIVE', 'IN_ACTIVITY'] as const;
  for (let index = 1; index <= 10; index++) {
    db.academicCalendars.push({
      id: db.faker.uuid(),
      title: `Calendário Escola ${index}`,
      status: statuses[index % 3] ?? 'INACTIVE',
      academicYear: { id: year?.id ?? '', year: year?.year ?? '' },
      createdAt: '2025-01-15T12:00:00.000Z',
      updatedAt: '2025-01-15T12:00:00.000Z',
    });
  }
  msw.use(...createHandlers(db));
};

const listStates = listStateStories(PATH);

/** Twelve calendars: title, year and the status badge (INATIVO secondary), two pages. */
export const Populated: Story = {
  beforeEach: twelveCalendars,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Calendários Acadêmicos' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Gerencie os calendários acadêmicos de cada ano letivo.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Título', 'Ano Letivo', 'Status', 'Ações']);
    await expect(rows(canvasElement).slice(0, 4)).toEqual([
      [firstTitle, '2025', 'EM ATIVIDADE'],
      ['Calendário Acadêmico 2026', '2026', 'INATIVO'],
      ['Calendário Escola 1', '2025', 'INATIVO'],
      ['Calendário Escola 2', '2025', 'EM ATIVIDADE'],
    ]);
    await expect(rows(canvasElement)[4]?.[2]).toBe('CONCLUÍDO');
    await expect(statusBadge(canvasElement, 1).className).toContain('secondary');
    await expect(statusBadge(canvasElement, 0).className).not.toContain('secondary');
    await expect(statusBadge(canvasElement, 4).className).not.toContain('secondary');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(['Calendário Escola 9', 'Calendário Escola 10']),
    );
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'escola 1' narrows the rows to 1 and 10; a title nobody has shows the empty state. */
export const Search: Story = {
  beforeEach: twelveCalendars,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD);
    await search(canvasElement, 'escola 1');
    await expect(await canvas.findByText('Mostrando 2 de 2 itens', {}, LOAD)).toBeVisible();
    await expect(firstCells(canvasElement)).toEqual([
      'Calendário Escola 1',
      'Calendário Escola 10',
    ]);
    await search(canvasElement, 'municipal');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Título' sorts ascending then descending; 'Ano Letivo' descending puts 2026 first. */
export const Sort: Story = {
  beforeEach: twelveCalendars,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD);
    const title = sortHeader(canvasElement, 'Título');
    await expect(title.cell).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(title.button);
    await waitFor(() => expect(title.cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 4)).toEqual([
        firstTitle,
        'Calendário Acadêmico 2026',
        'Calendário Escola 1',
        'Calendário Escola 10',
      ]),
    );
    await userEvent.click(title.button);
    await waitFor(() => expect(title.cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(firstCells(canvasElement).slice(0, 2)).toEqual([
        'Calendário Escola 9',
        'Calendário Escola 8',
      ]),
    );
    const year = sortHeader(canvasElement, 'Ano Letivo');
    await userEvent.click(year.button);
    await userEvent.click(year.button);
    await waitFor(() => expect(year.cell).toHaveAttribute('aria-sort', 'descending'));
    await expect(title.cell).toHaveAttribute('aria-sort', 'none');
    await waitFor(() =>
      expect(rows(canvasElement)[0]).toEqual(['Calendário Acadêmico 2026', '2026', 'INATIVO']),
    );
  },
};

/** 'Salvar' on the empty form: a title and a year are needed. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await save(dialog);
    await expect(await dialog.findByText(messages.titleRequired)).toBeVisible();
    await expect(dialog.getByText(messages.academicYearRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveFocus();
  },
};

/** The years come from the list of academic years; the fixtures list a new calendar as INATIVO. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: firstTitle }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário Rural 2026');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Ano Letivo' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['2025', '2026']);
    await userEvent.click(screen.getByRole('option', { name: '2026' }));
    await save(dialog);
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await canvas.findByText('Mostrando 3 de 3 itens', {}, LOAD)).toBeVisible();
    await expect(rows(canvasElement).at(-1)).toEqual(['Calendário Rural 2026', '2026', 'INATIVO']);
  },
};

/** The year disappeared meanwhile (422): error toast with the server's words; the dialog stays. */
export const ServerRejects: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.academicYearNotFound }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário Rural 2026');
    await chooseOption(dialog, 'Ano Letivo', '2026');
    await save(dialog);
    await findToast(serverMessages.academicYearNotFound, 'error');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Calendário Rural 2026',
    );
  },
};

/**
 * 'Editar' on the 2026 calendar: the form titled 'Editar Calendário Acadêmico' shows its title
 * and year; a new title and year are saved, the row shows them and the focus is back on it.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Calendário Acadêmico 2026', EDIT_DIALOG);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue('Calendário Acadêmico 2026');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Ano Letivo' })).toHaveTextContent('2026'),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Calendário Complementar 2025');
    await chooseOption(dialog, 'Ano Letivo', '2025');
    await save(dialog);
    await findToast(toasts.academicCalendarUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() =>
      expect(rows(canvasElement)[1]).toEqual(['Calendário Complementar 2025', '2025', 'INATIVO']),
    );
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', {
          name: 'Ações para Calendário Complementar 2025',
        }),
      ).toHaveFocus(),
    );
  },
};

/** Editing to an empty title: the field's message, nothing sent; the server's 400 lands there too. */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    msw.use(badRequest('patch', ITEM_PATH, [{ path: 'title', message: messages.maxLength(255) }]));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Calendário Acadêmico 2026', EDIT_DIALOG);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await save(dialog);
    await waitFor(() => expect(title).toHaveAccessibleDescription(messages.titleRequired));
    await userEvent.type(title, 'Calendário 2026');
    await save(dialog);
    await waitFor(() => expect(title).toHaveAccessibleDescription(messages.maxLength(255)));
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
  },
};

/** 'Excluir Calendário Acadêmico 2026?' confirmed: the toast, and the row is gone. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Calendário Acadêmico 2026');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(toasts.academicCalendarDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(firstCells(canvasElement)).toEqual([firstTitle]));
    await expect(within(canvasElement).getByText('Mostrando 1 de 1 itens')).toBeVisible();
  },
};

/** A calendar with terms: the server's 409 message in an error toast; the row stays. */
export const DeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', ITEM_PATH, IN_USE));
  },
  play: async ({ canvasElement }) => {
    const confirmation = await openDeleteConfirmation(canvasElement, 'Calendário Acadêmico 2026');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir' }));
    await findToast(IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(await findCell(canvasElement, 'Calendário Acadêmico 2026')).toBeVisible();
    await expect(within(canvasElement).getByText('Mostrando 2 de 2 itens')).toBeVisible();
  },
};
