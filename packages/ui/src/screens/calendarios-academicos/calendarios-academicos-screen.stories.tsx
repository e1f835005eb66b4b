import { conflictOnField, mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type AcademicCalendar,
  type AcademicYear,
  academicCalendarsResource,
  academicYearsResource,
  calendarStatusLabels,
  labelOf,
  messages,
  type SchoolUnit,
  schoolUnitsResource,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
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
const WHOLE_NETWORK = 'Toda a rede';
const HEADERS = ['Título', 'Ano Letivo', 'Unidades Escolares', 'Status', 'Ações'];

/** Lists load from the recorded answers; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
const PATH = academicCalendarsResource.path;
const YEARS_PATH = academicYearsResource.path;

/** The demo network's calendars, years and units, as recorded (one network calendar a year). */
const recorded = recordedAnswer<AcademicCalendar[]>('administrador', `GET ${PATH}`);
const years = recordedAnswer<AcademicYear[]>('administrador', `GET ${YEARS_PATH}`);
const units = recordedAnswer<SchoolUnit[]>('administrador', `GET ${schoolUnitsResource.path}`);
const [first] = recorded;
/** The calendar the stories edit: the first in activity. */
const edited = recorded.find((calendar) => calendar.status === 'IN_ACTIVITY');
const [unitA, unitB] = units;
if (!first || !edited || !unitA || !unitB) throw new Error('The recorded calendars lack a state');

/**
 * A year the demo does not have yet (after the recorded ones, no calendar): Success creates the
 * network calendar of it, which the server takes (each recorded year has its network calendar).
 */
const lastYear = Math.max(...years.map((year) => Number(year.year)));
const nextYear: AcademicYear = {
  ...(years.at(-1) as AcademicYear),
  id: '00000000-0000-7000-9000-0000000000f0',
  year: String(lastYear + 1),
  startDate: `${lastYear + 1}-02-01T00:00:00.000Z`,
  endDate: `${lastYear + 1}-12-17T00:00:00.000Z`,
};
const allYears = [...years, nextYear];

/** The units of `ids` as a calendar lists them: `{ id, name }`, by name (as the server sorts). */
const unitsOf = (ids: readonly string[]) =>
  ids
    .map((id) => units.find((unit) => unit.id === id) as SchoolUnit)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR', { sensitivity: 'base' }));

/** How the 'Unidades Escolares' cell reads a calendar's units. */
const unitsText = (calendar: AcademicCalendar) =>
  calendar.schoolUnits.length === 0
    ? WHOLE_NETWORK
    : calendar.schoolUnits.map((unit) => unit.name).join(', ');

/** A calendar as its row shows it: title, year, units, status. */
const shown = (calendar: AcademicCalendar) => [
  calendar.title,
  calendar.academicYear.year,
  unitsText(calendar),
  labelOf(calendarStatusLabels, calendar.status),
];

/**
 * A calendar of two units of the year in activity, beside that year's network calendar (a unit's
 * calendar wins over the network's for its classes): what WithUnits lists and the stories edit.
 */
const unitCalendar: AcademicCalendar = {
  ...edited,
  id: '00000000-0000-7000-9000-0000000000f1',
  title: `Calendário das Escolas do Campo ${edited.academicYear.year}`,
  schoolUnits: unitsOf([unitA.id, unitB.id]),
};

/**
 * A calendar as the server keeps it after the story's create or edit: the recording echoes a
 * body as sent (the year and the units as ids, no status), so `completedWrites` answers both with
 * the calendar whole — its year, its units by name and the status the server gives a calendar of
 * that year (as the recorded ones of that year have it; a year without any: INATIVO) — and lists
 * it: created first, edited in place.
 */
const completeCalendar = (
  body: Record<string, unknown>,
  before: AcademicCalendar | undefined,
): AcademicCalendar => {
  const year = allYears.find((item) => item.id === body.academicYearId) ?? nextYear;
  const status = recorded.find((item) => item.academicYear.id === year.id)?.status ?? 'INACTIVE';
  return {
    ...(before ?? first),
    title: body.title,
    status,
    academicYear: { id: year.id, year: year.year },
    schoolUnits: unitsOf((body.schoolUnitIds as string[] | undefined) ?? []),
  } as AcademicCalendar;
};

/** Rows a story lists first, by list path (recordedStory's `added`). */
type RecordedAdded = NonNullable<NonNullable<Parameters<typeof recordedStory>[1]>['added']>;

/**
 * The recorded answers with the story's own rows (`added`, listed first), then the complete
 * answers to writes (recordedStory's handlers, made again, would answer them before).
 */
const withAdded =
  (added: RecordedAdded, completeWrites = true) =>
  // Any context (a story's `beforeEach` gets one typed without the MSW addon's `msw`).
  (context: unknown) => {
    recordedStory('administrador', { added }).beforeEach(context);
    if (completeWrites) completedWrites(context, PATH, completeCalendar);
  };

/** The body of the story's last POST or PATCH to the calendars, as sent. */
let sentBody: unknown;
/** Keeps the body of each write (before the answer: this handler comes first and passes on). */
const spyOnWrites = (context: unknown) => {
  const { msw } = context as StoryContext;
  sentBody = undefined;
  const keep = async ({ request }: { request: Request }) => {
    sentBody = await request.clone().json();
  };
  msw.use(http.post(mockUrl(PATH), keep), http.patch(mockUrl(`${PATH}/:id`), keep));
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
/** The cells of row `rowIndex` (the actions cell last). */
const cellsOf = (canvasElement: HTMLElement, rowIndex: number) =>
  within(bodyRows(canvasElement)[rowIndex] as HTMLElement).getAllByRole('cell');
const statusBadge = (canvasElement: HTMLElement, rowIndex: number) =>
  cellsOf(canvasElement, rowIndex)[3]?.firstElementChild as HTMLElement;
/** The shown cells of each row (without the actions cell). */
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((cells) => cells.slice(0, 4));
/** The 'Unidades Escolares' field of a calendar's form. */
const unitsField = (dialog: Scope) => dialog.getByRole('combobox', { name: 'Unidades Escolares' });
/** Toggles the units named in the open form's 'Unidades Escolares', then closes its list. */
async function chooseUnits(dialog: Scope, names: readonly string[]) {
  await userEvent.click(unitsField(dialog));
  for (const name of names) await userEvent.click(await screen.findByRole('option', { name }));
  // The list stays open while choosing; Escape closes it, not the dialog.
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}
/** Types the title and picks the year of the open add form. */
async function fillCalendar(dialog: Scope, title: string, year: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), title);
  await userEvent.click(dialog.getByRole('combobox', { name: 'Ano Letivo' }));
  await userEvent.click(await screen.findByRole('option', { name: year }));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

/**
 * Rows Populated adds before the recorded calendars (listed first), so that the list has two
 * pages and an INATIVO calendar: 'Calendário Escola 1' to 10 of the first recorded year, all of
 * the whole network as the recorded ones.
 */
const statuses = ['INACTIVE', 'IN_ACTIVITY', 'COMPLETED'] as const;
const added: AcademicCalendar[] = Array.from({ length: 10 }, (_, index) => ({
  ...first,
  id: `00000000-0000-7000-9000-${String(index + 100).padStart(12, '0')}`,
  title: `Calendário Escola ${index + 1}`,
  status: statuses[index % 3] ?? 'INACTIVE',
}));
const all = [...added, ...recorded];

/**
 * The added and recorded calendars: title, year, 'Toda a rede' (no unit: the whole network) and
 * the status badge (INATIVO secondary), two pages.
 */
export const Populated: Story = {
  beforeEach: withAdded({ [PATH]: added }, false),
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
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
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
    await expect(rows(canvasElement)).toEqual(all.slice(10).map(shown));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
  },
};

/**
 * A calendar of two units beside the network's of its year: its row names the units (by name,
 * comma-separated), the whole list also in the cell's title; the others read 'Toda a rede'.
 */
export const WithUnits: Story = {
  beforeEach: withAdded({ [PATH]: [unitCalendar] }, false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const names = unitsText(unitCalendar);
    await canvas.findByRole('cell', { name: unitCalendar.title }, LOAD);
    await expect(rows(canvasElement)).toEqual([unitCalendar, ...recorded].map(shown));
    await expect(rows(canvasElement)[0]?.[2]).toBe(names);
    await expect(
      within(cellsOf(canvasElement, 0)[2] as HTMLElement).getByText(names),
    ).toHaveAttribute('title', names);
  },
};

/** 'Salvar' on the empty form: a title and a year are needed; the units are not. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await expect(unitsField(dialog)).toHaveTextContent(WHOLE_NETWORK);
    await expect(unitsField(dialog)).toHaveAccessibleDescription('Deixe vazio para toda a rede');
    await save(dialog);
    await expect(await dialog.findByText(messages.titleRequired)).toBeVisible();
    await expect(dialog.getByText(messages.academicYearRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveFocus();
    await expect(unitsField(dialog)).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * The years come from the list of academic years; the network calendar of a year that has none
 * yet (no unit chosen: `schoolUnitIds` empty) is listed first, with its year, 'Toda a rede' and
 * the status of a year not begun.
 */
export const Success: Story = {
  beforeEach(context) {
    withAdded({ [YEARS_PATH]: [nextYear] })(context);
    spyOnWrites(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: first.title }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Título' }),
      `Calendário Escolar ${nextYear.year}`,
    );
    await userEvent.click(dialog.getByRole('combobox', { name: 'Ano Letivo' }));
    const options = await screen.findAllByRole('option');
    // The added year is listed first (a story's rows come before the recorded ones).
    await expect(options.map((option) => option.textContent)).toEqual(
      [nextYear, ...years].map((year) => year.year),
    );
    await userEvent.click(screen.getByRole('option', { name: nextYear.year }));
    await save(dialog);
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sentBody).toEqual({
      title: `Calendário Escolar ${nextYear.year}`,
      academicYearId: nextYear.id,
      schoolUnitIds: [],
    });
    const total = recorded.length + 1;
    await expect(
      await canvas.findByText(`Mostrando ${total} de ${total} itens`, {}, LOAD),
    ).toBeVisible();
    await expect(rows(canvasElement)[0]).toEqual([
      `Calendário Escolar ${nextYear.year}`,
      nextYear.year,
      WHOLE_NETWORK,
      labelOf(calendarStatusLabels, 'INACTIVE'),
    ]);
  },
};

/**
 * A calendar for two units of the year in activity: 'Unidades Escolares' lists the units, each
 * option toggling, and reads the chosen ones; the body carries their ids; the new row names them.
 */
export const CreateForUnits: Story = {
  beforeEach: spyOnWrites,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: first.title }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    const title = `Calendário das Escolas do Campo ${edited.academicYear.year}`;
    await fillCalendar(dialog, title, edited.academicYear.year);
    await userEvent.click(unitsField(dialog));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      units.map((unit) => unit.name),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await chooseUnits(dialog, [unitA.name, unitB.name]);
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(unitsField(dialog)).toHaveTextContent(unitA.name);
    await expect(unitsField(dialog)).toHaveTextContent(unitB.name);
    await save(dialog);
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sentBody).toEqual({
      title,
      academicYearId: edited.academicYear.id,
      schoolUnitIds: [unitA.id, unitB.id],
    });
    const total = recorded.length + 1;
    await expect(
      await canvas.findByText(`Mostrando ${total} de ${total} itens`, {}, LOAD),
    ).toBeVisible();
    await expect(rows(canvasElement)[0]).toEqual([
      title,
      edited.academicYear.year,
      unitsOf([unitA.id, unitB.id])
        .map((unit) => unit.name)
        .join(', '),
      labelOf(calendarStatusLabels, edited.status),
    ]);
    // The toast was seen: gone before the screenshot, which a toast on its way out would blur.
    toaster.remove();
    await waitFor(() => expect(screen.queryByText(toasts.academicCalendarCreated)).toBeNull());
  },
};

/** The 409 of a unit another calendar of the year already covers, naming both calendars. */
const TAKEN = serverMessages.calendarUnitTaken(
  unitCalendar.title,
  `Calendário Complementar ${edited.academicYear.year}`,
  [unitA.name],
);

/**
 * A calendar for a unit the year's calendar of units already covers: the server's 409 shows
 * beside 'Unidades Escolares', not in a toast; the dialog stays open with what was chosen and
 * nothing is listed.
 */
export const UnitTaken: Story = {
  beforeEach(context) {
    withAdded({ [PATH]: [unitCalendar] }, false)(context);
    context.msw.use(conflictOnField('post', PATH, 'schoolUnitIds', TAKEN));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: unitCalendar.title }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    const title = `Calendário Complementar ${edited.academicYear.year}`;
    await fillCalendar(dialog, title, edited.academicYear.year);
    await chooseUnits(dialog, [unitA.name]);
    await save(dialog);
    await waitFor(() => expect(unitsField(dialog)).toHaveAttribute('aria-invalid', 'true'), LOAD);
    await expect(unitsField(dialog)).toHaveAccessibleDescription(expect.stringContaining(TAKEN));
    await expect(dialog.getByText(TAKEN)).toBeVisible();
    await expect(screen.queryByRole('status', { name: TAKEN })).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue(title);
    await expect(unitsField(dialog)).toHaveTextContent(unitA.name);
    await expect(
      canvas.getByText(`Mostrando ${recorded.length + 1} de ${recorded.length + 1} itens`),
    ).toBeVisible();
  },
};

/**
 * 'Editar' on the network calendar in activity: the form titled 'Editar Calendário Acadêmico'
 * shows its title, year and no unit ('Toda a rede'); a new title is saved with the year and the
 * (no) units as they were, the row shows it and the focus is back on it. (Its year stays: each
 * year has its network calendar, and a second one would be refused.)
 */
export const Edit: Story = {
  beforeEach: spyOnWrites,
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, edited.title, EDIT_DIALOG);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue(edited.title);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Ano Letivo' })).toHaveTextContent(
        edited.academicYear.year,
      ),
    );
    await expect(unitsField(dialog)).toHaveTextContent(WHOLE_NETWORK);
    await userEvent.clear(title);
    await userEvent.type(title, 'Calendário Complementar');
    await save(dialog);
    await findToast(toasts.academicCalendarUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sentBody).toEqual({
      title: 'Calendário Complementar',
      academicYearId: edited.academicYear.id,
      schoolUnitIds: [],
    });
    await waitFor(() =>
      expect(rows(canvasElement)[recorded.indexOf(edited)]).toEqual(
        shown({ ...edited, title: 'Calendário Complementar' }),
      ),
    );
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: 'Ações para Calendário Complementar' }),
      ).toHaveFocus(),
    );
  },
};

/**
 * Editing a calendar of units keeps them: the form shows the units chosen, a new title is saved
 * with the same `schoolUnitIds`, and the row still names the units.
 */
export const EditKeepsUnits: Story = {
  beforeEach(context) {
    withAdded({ [PATH]: [unitCalendar] }, false)(context);
    spyOnWrites(context);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, unitCalendar.title, EDIT_DIALOG);
    await waitFor(() => expect(unitsField(dialog)).toHaveTextContent(unitA.name), LOAD);
    await expect(unitsField(dialog)).toHaveTextContent(unitB.name);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Calendário do Campo');
    await save(dialog);
    await findToast(toasts.academicCalendarUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sentBody).toEqual({
      title: 'Calendário do Campo',
      academicYearId: unitCalendar.academicYear.id,
      schoolUnitIds: unitCalendar.schoolUnits.map((unit) => unit.id),
    });
    await waitFor(() =>
      expect(rows(canvasElement)[0]).toEqual(
        shown({ ...unitCalendar, title: 'Calendário do Campo' }),
      ),
    );
  },
};

/** A calendar of every unit of the demo: the long list of names its row shows on a phone. */
const everyUnitCalendar: AcademicCalendar = {
  ...unitCalendar,
  title: `Calendário das Escolas ${edited.academicYear.year}`,
  schoolUnits: unitsOf(units.map((unit) => unit.id)),
};

/**
 * On a phone (375 px): a calendar of many units takes two lines of its cell at most — the names
 * cut with an ellipsis, the whole list in the cell's title and text — the table scrolls inside its
 * frame (scrolled here to the units) and the page does not scroll sideways.
 */
export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  beforeEach: withAdded({ [PATH]: [everyUnitCalendar] }, false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: everyUnitCalendar.title }, LOAD);
    const names = unitsText(everyUnitCalendar);
    const line = within(cellsOf(canvasElement, 0)[2] as HTMLElement).getByText(names);
    await expect(line).toHaveAttribute('title', names);
    await expect(line.scrollHeight).toBeGreaterThan(line.clientHeight);
    await expect(line.getBoundingClientRect().width).toBeLessThanOrEqual(192);
    // As tall as two lines of 'Toda a rede' at most.
    const oneLine = within(cellsOf(canvasElement, 1)[2] as HTMLElement)
      .getByText(WHOLE_NETWORK)
      .getBoundingClientRect().height;
    await expect(line.getBoundingClientRect().height).toBeLessThanOrEqual(2 * oneLine + 1);
    line.scrollIntoView({ block: 'nearest', inline: 'center' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
