import { recordedAnswer } from '@lousa/api-client/mocks';
import {
  type AcademicCalendar,
  type AcademicYear,
  academicCalendarsResource,
  academicYearsResource,
  calendarStatusLabels,
  labelOf,
  messages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  completedWrites,
  findToast,
  firstCells,
  openAddDialog,
  openEditDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import CalendariosAcademicosScreen from './calendarios-academicos-screen';

const DIALOG = 'Adicionar Calendário Acadêmico';
const EDIT_DIALOG = 'Editar Calendário Acadêmico';

/** Lists load from the recorded answers; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
const PATH = academicCalendarsResource.path;

/** The demo network's calendars and years, as recorded. */
const recorded = recordedAnswer<AcademicCalendar[]>('administrador', `GET ${PATH}`);
const years = recordedAnswer<AcademicYear[]>('administrador', `GET ${academicYearsResource.path}`);
const [first] = recorded;
/** The calendar the stories edit: the first in activity, moved to another year. */
const edited = recorded.find((calendar) => calendar.status === 'IN_ACTIVITY');
const otherYear = years.find((year) => year.id !== edited?.academicYear.id);
if (!first || !edited || !otherYear) throw new Error('The recorded calendars lack a state');

/** A calendar as its row shows it: title, year, status. */
const shown = (calendar: AcademicCalendar) => [
  calendar.title,
  calendar.academicYear.year,
  labelOf(calendarStatusLabels, calendar.status),
];

/**
 * A calendar as the server keeps it after the story's create or edit: the recording echoes a
 * body as sent (the year as an id, no status), so `completedWrites` answers both with the
 * calendar whole — its year, and the status the server gives a calendar of that year (as the
 * recorded ones of that year have it) — and lists it: created first, edited in place.
 */
const completeCalendar = (
  body: Record<string, unknown>,
  before: AcademicCalendar | undefined,
): AcademicCalendar => {
  const year = years.find((item) => item.id === body.academicYearId) ?? otherYear;
  const status = recorded.find((item) => item.academicYear.id === year?.id)?.status ?? 'INACTIVE';
  return {
    ...(before ?? first),
    title: body.title,
    status,
    academicYear: { id: year?.id ?? '', year: year?.year ?? '' },
  } as AcademicCalendar;
};

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
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    recordedStory().beforeEach(context);
    completedWrites(context, PATH, completeCalendar);
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

/**
 * Rows Populated adds before the recorded calendars (listed first), so that the list has two
 * pages and an INATIVO calendar: 'Calendário Escola 1' to 8 of the first recorded year.
 */
const statuses = ['INACTIVE', 'IN_ACTIVITY', 'COMPLETED'] as const;
const added: AcademicCalendar[] = Array.from({ length: 8 }, (_, index) => ({
  ...first,
  id: `00000000-0000-7000-9000-${String(index + 100).padStart(12, '0')}`,
  title: `Calendário Escola ${index + 1}`,
  status: statuses[index % 3] ?? 'INACTIVE',
}));
const all = [...added, ...recorded];

/** The added and recorded calendars: title, year and the status badge (INATIVO secondary), two pages. */
export const Populated: Story = {
  beforeEach(context) {
    recordedStory('administrador', { added: { [PATH]: added } }).beforeEach(
      context as StoryContext,
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Calendários Acadêmicos' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Gerencie os calendários acadêmicos de cada ano letivo.'),
    ).toBeVisible();
    await expect(
      await canvas.findByText(`Mostrando 10 de ${all.length} itens`, {}, LOAD),
    ).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Título', 'Ano Letivo', 'Status', 'Ações']);
    await expect(rows(canvasElement)).toEqual(all.slice(0, 10).map(shown));
    for (const [index, calendar] of all.slice(0, 10).entries()) {
      const badge = statusBadge(canvasElement, index).className;
      if (calendar.status === 'INACTIVE') await expect(badge).toContain('secondary');
      else await expect(badge).not.toContain('secondary');
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(all.slice(10).map((calendar) => calendar.title)),
    );
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
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

/**
 * The years come from the list of academic years; the new calendar is listed first with its year
 * and the status of that year's calendars.
 */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: first.title }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário Rural 2026');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Ano Letivo' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      years.map((year) => year.year),
    );
    const year = years.at(-1) as AcademicYear;
    await userEvent.click(screen.getByRole('option', { name: year.year }));
    await save(dialog);
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const total = recorded.length + 1;
    await expect(
      await canvas.findByText(`Mostrando ${total} de ${total} itens`, {}, LOAD),
    ).toBeVisible();
    const status = recorded.find((item) => item.academicYear.id === year.id)?.status;
    await expect(rows(canvasElement)[0]).toEqual([
      'Calendário Rural 2026',
      year.year,
      labelOf(calendarStatusLabels, status ?? 'INACTIVE'),
    ]);
  },
};

/**
 * 'Editar' on a calendar in activity: the form titled 'Editar Calendário Acadêmico' shows its
 * title and year; a new title and year are saved, the row shows them and the focus is back on it.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, edited.title, EDIT_DIALOG);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue(edited.title);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Ano Letivo' })).toHaveTextContent(
        edited.academicYear.year,
      ),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Calendário Complementar');
    await chooseOption(dialog, 'Ano Letivo', otherYear.year);
    await save(dialog);
    await findToast(toasts.academicCalendarUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const status = recorded.find((item) => item.academicYear.id === otherYear.id)?.status;
    await waitFor(() =>
      expect(rows(canvasElement)[recorded.indexOf(edited)]).toEqual([
        'Calendário Complementar',
        otherYear.year,
        labelOf(calendarStatusLabels, status ?? 'INACTIVE'),
      ]),
    );
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Ações para Calendário Complementar' }),
      ).toHaveFocus(),
    );
  },
};
