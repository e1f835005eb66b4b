import { mockUrl } from '@lousa/api-client/mocks';
import { academicTermsResource, calendarDateToIso, messages, serverMessages } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import {
  bodyRows,
  findCell,
  openEditDialog,
  TYPING,
} from '../../components/registry/story-helpers';
import { periodosLetivosLabels as labels } from './labels';
import PeriodosLetivosScreen from './periodos-letivos-screen';

const DIALOG = labels.addTitle;
const EDIT_DIALOG = labels.editTitle;

/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

/** The shown cells of a row (the actions cell is left out). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
    .slice(0, 5);
const textbox = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));

async function chooseCalendar(dialog: Scope, name: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico')));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** The shared registry stories: the fixture's eight terms, then four complementary ones of 2026 (twelve, two pages); '1º Bimestre 2026' edited and deleted. */
const stories = registryStories(academicTermsResource, {
  seed(db) {
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
  },
  loaded: '1º Bimestre 2025',
  row: '1º Bimestre 2026',
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Título', 'Data de Início', 'Data de Fim', 'Calendário Acadêmico', 'Status', 'Ações'],
    total: 12,
    /** Dates as DD/MM/YYYY and status badges. */
    async firstPage(canvasElement) {
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
    },
    nextPage: ['3º Período Complementar 2026', '4º Período Complementar 2026'],
  },
  required: {
    /** Title, both dates and the calendar each say they are required. */
    async check(dialog) {
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
  },
  create: {
    async fill(dialog) {
      await userEvent.type(textbox(dialog, 'Título'), 'Recuperação 2026');
      await userEvent.type(textbox(dialog, 'Data de Início'), '01122026', TYPING);
      await userEvent.type(textbox(dialog, 'Data de Fim'), '18122026', TYPING);
      await chooseCalendar(dialog, 'Calendário Acadêmico 2026');
    },
    /** The new term with its dates, PENDENTE. */
    async check(canvasElement) {
      const cell = await within(canvasElement).findByRole(
        'cell',
        { name: 'Recuperação 2026' },
        LOAD,
      );
      await expect(cellsOf(cell.closest('tr') as HTMLElement)).toEqual([
        'Recuperação 2026',
        '01/12/2026',
        '18/12/2026',
        'Calendário Acadêmico 2026',
        'PENDENTE',
      ]);
    },
  },
  edit: {
    /** Its title, its stored dates as DD/MM/AAAA and its calendar; a new end date. */
    async change(dialog) {
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
    },
    async check(canvasElement) {
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
  },
});

const meta = {
  title: 'Telas/Cadastros/Períodos Letivos',
  component: PeriodosLetivosScreen,
  ...stories.meta,
} satisfies Meta<typeof PeriodosLetivosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = stories.Populated;
export const RequiredFields: Story = stories.RequiredFields;

/** An end typed before the start is refused on the end date. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await stories.openAdd(canvasElement);
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

export const Success: Story = stories.Success;

/** The server's answer to a term over '1º Bimestre 2026' of the same calendar (a 409 on both dates). */
const overlap = serverMessages.termOverlaps('1º Bimestre 2026', '03/02/2026', '17/04/2026');

/**
 * A term overlapping another of its calendar: the server's message stands beside both dates (not
 * in a toast); the dialog keeps what was typed.
 */
export const OverlapRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(academicTermsResource.path), () =>
        HttpResponse.json(
          {
            message: overlap,
            issues: [
              { path: 'startDate', message: overlap },
              { path: 'endDate', message: overlap },
            ],
          },
          { status: 409 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await stories.openAdd(canvasElement);
    await userEvent.type(textbox(dialog, 'Título'), 'Semana de Provas 2026');
    await userEvent.type(textbox(dialog, 'Data de Início'), '06042026', TYPING);
    await userEvent.type(textbox(dialog, 'Data de Fim'), '10042026', TYPING);
    await chooseCalendar(dialog, 'Calendário Acadêmico 2026');
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Data de Início')).toHaveAccessibleDescription(overlap),
    );
    await expect(textbox(dialog, 'Data de Fim')).toHaveAccessibleDescription(overlap);
    await expect(screen.queryByRole('status', { name: overlap })).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(textbox(dialog, 'Título')).toHaveValue('Semana de Provas 2026');
  },
};

export const Edit: Story = stories.Edit;

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
