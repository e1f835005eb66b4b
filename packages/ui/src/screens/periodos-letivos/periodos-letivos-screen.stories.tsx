import { mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type AcademicTerm,
  academicTermsResource,
  formatDate,
  labelOf,
  messages,
  serverMessages,
  termStatusLabels,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import {
  bodyRows,
  completedWrites,
  findCell,
  openEditDialog,
  TYPING,
} from '../../components/registry/story-helpers';
import { periodosLetivosLabels as labels } from './labels';
import PeriodosLetivosScreen from './periodos-letivos-screen';

const DIALOG = labels.addTitle;
const EDIT_DIALOG = labels.editTitle;
const PATH = academicTermsResource.path;

/** The demo network's terms, as recorded (twelve: two pages without rows of the stories'). */
const recorded = recordedAnswer<AcademicTerm[]>('administrador', `GET ${PATH}`);
const [first] = recorded;
/** The term the stories edit (and overlap): the first one in activity. */
const inActivity = recorded.find((term) => term.status === 'IN_ACTIVITY');
const pending = recorded.slice(0, 10).findIndex((term) => term.status === 'PENDING');
if (!first || !inActivity || pending < 0) throw new Error('The recorded terms lack a state');
const edited: AcademicTerm = inActivity;
const CALENDAR = edited.academicCalendar.title;

/** A term as its row shows it (the actions cell left out). */
const shown = (term: AcademicTerm) => [
  term.title,
  formatDate(term.startDate),
  formatDate(term.endDate),
  term.academicCalendar.title,
  labelOf(termStatusLabels, term.status),
];

/**
 * The term the server answers to a create (the recording's echo would carry the calendar as an
 * id): its calendar by name, PENDENTE.
 */
const completeTerm = (body: Record<string, unknown>, before: AcademicTerm | undefined) =>
  ({
    id: before?.id ?? '',
    title: String(body.title),
    startDate: String(body.startDate),
    endDate: String(body.endDate),
    status: before?.status ?? 'PENDING',
    academicCalendar:
      recorded.find((term) => term.academicCalendar.id === body.academicCalendarId)
        ?.academicCalendar ?? edited.academicCalendar,
  }) satisfies AcademicTerm;

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

/** The shared registry stories: the twelve recorded terms (two pages); the first term in activity edited. */
const stories = registryStories(academicTermsResource, {
  loaded: first.title,
  row: edited.title,
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Título', 'Data de Início', 'Data de Fim', 'Calendário Acadêmico', 'Status', 'Ações'],
    /** Dates as DD/MM/YYYY and status badges. */
    async firstPage(canvasElement) {
      const rows = bodyRows(canvasElement) as HTMLElement[];
      await expect(cellsOf(rows[0] as HTMLElement)).toEqual(shown(first));
      const inActivity = rows[recorded.indexOf(edited)] as HTMLElement;
      await expect(within(inActivity).getByText('EM ATIVIDADE')).toHaveClass(
        'badge--variant_default',
      );
      await expect(within(rows[pending] as HTMLElement).getByText('PENDENTE')).toHaveClass(
        'badge--variant_secondary',
      );
    },
    firstCell: (row) => String(row.title),
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
      await chooseCalendar(dialog, CALENDAR);
    },
    answer: (context) => completedWrites(context, PATH, completeTerm),
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
        CALENDAR,
        'PENDENTE',
      ]);
    },
  },
  edit: {
    /** Its title, its stored dates as DD/MM/AAAA and its calendar; a new end date. */
    async change(dialog) {
      await expect(textbox(dialog, 'Título')).toHaveValue(edited.title);
      await expect(textbox(dialog, 'Data de Início')).toHaveValue(formatDate(edited.startDate));
      await expect(textbox(dialog, 'Data de Fim')).toHaveValue(formatDate(edited.endDate));
      await waitFor(() =>
        expect(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico'))).toHaveTextContent(
          CALENDAR,
        ),
      );
      await userEvent.clear(textbox(dialog, 'Data de Fim'));
      await userEvent.type(textbox(dialog, 'Data de Fim'), '24042026', TYPING);
    },
    async check(canvasElement) {
      const cell = await findCell(canvasElement, edited.title);
      const [title, start, , calendar, status] = shown(edited);
      await waitFor(() =>
        expect(cellsOf(cell.closest('tr') as HTMLElement)).toEqual([
          title,
          start,
          '24/04/2026',
          calendar,
          status,
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
    await chooseCalendar(dialog, CALENDAR);
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Data de Fim')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

export const Success: Story = stories.Success;

/** The server's answer to a term over the edited one of the same calendar (a 409 on both dates). */
const overlap = serverMessages.termOverlaps(
  edited.title,
  formatDate(edited.startDate),
  formatDate(edited.endDate),
);

/**
 * A term overlapping another of its calendar: the server's message stands beside both dates (not
 * in a toast); the dialog keeps what was typed.
 */
export const OverlapRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
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
    await chooseCalendar(dialog, CALENDAR);
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
    const dialog = await openEditDialog(canvasElement, edited.title, EDIT_DIALOG);
    await userEvent.clear(textbox(dialog, 'Data de Fim'));
    await userEvent.type(textbox(dialog, 'Data de Fim'), '01022026', TYPING);
    await save(dialog);
    await waitFor(() =>
      expect(textbox(dialog, 'Data de Fim')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const cell = await findCell(canvasElement, edited.title);
    await expect(cellsOf(cell.closest('tr') as HTMLElement)[2]).toBe(formatDate(edited.endDate));
  },
};
