import { conflict, mockUrl, recordedAnswer, unprocessable } from '@lousa/api-client/mocks';
import {
  type AcademicCalendar,
  type AcademicCalendarSummary,
  academicCalendarSummaryPath,
  academicCalendarsResource,
  annualHours,
  calendarEventTypes,
  formatDate,
  inUseMessages,
  LDB_MIN_ANNUAL_HOURS,
  LDB_MIN_LESSON_DAYS,
  messages,
  type SchoolDay,
  type SchoolDayCreateBody,
  type SchoolDayType,
  schoolDaysBatchPath,
  schoolDaysResource,
  schoolDayTypesResource,
  serverMessages,
  shifts,
  TOTAL_COUNT_HEADER,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { dayKindColor } from '../../components/day-kind';
import {
  bodyRows,
  columnHeaders,
  completedWrites,
  findToast,
  firstCells,
  openEditDialog,
  rowTexts,
  search,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import DiasEscolaresScreen from './dias-escolares-screen';
import { diasEscolaresLabels as labels } from './labels';

const TYPE_ITEM_PATH = '/school-day-types/:id';
const DAY_DIALOG = 'Adicionar Dia Escolar';
const DAY_EDIT_DIALOG = 'Editar Dia Escolar';
const TYPE_DIALOG = 'Adicionar Tipo de Dia Escolar';
const TYPE_EDIT_DIALOG = 'Editar Tipo de Dia Escolar';
const MANAGE_TYPES = 'Gerenciar tipos de dias escolares';
/** Lists load from the recorded answers; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
const PATH = schoolDaysResource.path;

/** The demo network's school days, their types and calendars, as recorded. */
const days = recordedAnswer<SchoolDay[]>('administrador', `GET ${PATH}`);
const types = recordedAnswer<SchoolDayType[]>(
  'administrador',
  `GET ${schoolDayTypesResource.path}`,
);
const calendars = recordedAnswer<AcademicCalendar[]>(
  'administrador',
  `GET ${academicCalendarsResource.path}`,
);
const PAGES = Math.ceil(days.length / 10);
const [firstDay] = days;
const holiday = types.find((type) => type.kind === 'FERIADO');
/** A recess type (in the demo 'Recesso Escolar'), deleted, and marked to review. */
const plainType = types.findLast((type) => type.kind === 'RECESSO');
const openCalendar = calendars.find((calendar) => calendar.status === 'IN_ACTIVITY');
if (!firstDay || !holiday || !plainType || !openCalendar) {
  throw new Error('The recorded school days lack a type or a calendar');
}
const TYPE_IN_USE = inUseMessages.schoolDayType(
  days.filter((day) => day.type.id === holiday.id).length,
);
/** A school day as its row shows it: date, calendar, type. */
const shown = (day: SchoolDay) => [
  formatDate(day.date),
  day.academicCalendar.title,
  day.type.description,
];

/**
 * A school day as the server keeps it after the story's create or edit: the recording echoes a
 * body as sent (the calendar and type as ids), so `completedWrites` answers both with the day
 * whole and lists it (created first, edited in place).
 */
const completeDay = (sent: Record<string, unknown>, before: SchoolDay | undefined): SchoolDay => {
  const body = sent as Partial<SchoolDayCreateBody>;
  const calendar = calendars.find((item) => item.id === body.academicCalendarId);
  const type = types.find((item) => item.id === body.typeId);
  return {
    id: before?.id ?? '',
    date: body.date ?? before?.date ?? '',
    academicCalendar: calendar
      ? { id: calendar.id, title: calendar.title }
      : (before?.academicCalendar ?? { id: '', title: '' }),
    type: type
      ? { id: type.id, description: type.description, kind: type.kind }
      : (before?.type ?? { id: '', description: '', kind: 'RECESSO' }),
  } as SchoolDay;
};
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

const meta = {
  title: 'Telas/Cadastros/Dias Escolares',
  component: DiasEscolaresScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/dias-escolares'),
  ],
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    recordedStory().beforeEach(context);
    completedWrites(context, PATH, completeDay);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof DiasEscolaresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

/** The shown cells of a row (the actions cell is left out). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
    .slice(0, 3);
const dateBox = (scope: Scope) => scope.getByRole('textbox', { name: 'Data' });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));

async function whenListed(canvasElement: HTMLElement) {
  await within(canvasElement).findByText(`Mostrando 10 de ${days.length} itens`, {}, LOAD);
}

async function openDayDialog(canvasElement: HTMLElement) {
  await whenListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DAY_DIALOG }));
}

async function openTypeDialog(canvasElement: HTMLElement) {
  await whenListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: MANAGE_TYPES }));
  return within(await screen.findByRole('dialog', { name: TYPE_DIALOG }));
}

/** The list of types inside the manage dialog. */
const typeList = (dialog: Scope) => dialog.getByRole('list', { name: 'Tipos cadastrados' });

/** Opens the types dialog and waits for its list of types. */
async function openTypeList(canvasElement: HTMLElement) {
  const dialog = await openTypeDialog(canvasElement);
  await dialog.findByRole('list', { name: 'Tipos cadastrados' }, LOAD);
  return dialog;
}

/** 'Editar <type>' in the types dialog: the edit dialog over it, its field focused. */
async function openTypeEdit(dialog: Scope, type: string) {
  await userEvent.click(within(typeList(dialog)).getByRole('button', { name: `Editar ${type}` }));
  const edit = within(await screen.findByRole('dialog', { name: TYPE_EDIT_DIALOG }));
  // The form mounts with the dialog: on a busy machine it can come a moment after its title.
  const description = await edit.findByRole('textbox', { name: 'Descrição' }, { timeout: 5000 });
  await waitFor(() => expect(description).toHaveFocus(), { timeout: 5000 });
  return { edit, description };
}

/**
 * 'Excluir <type>' in the types dialog: the confirmation 'Excluir <type>?' over it, once it has
 * taken the focus ('Cancelar', the safe choice), as a person would see it ready.
 */
async function openTypeDelete(dialog: Scope, type: string) {
  const name = `Excluir ${type}?`;
  const press = () =>
    userEvent.click(within(typeList(dialog)).getByRole('button', { name: `Excluir ${type}` }));
  await press();
  // Two clean-clone runs on a busy machine found no confirmation after the press (while the
  // types dialog, modal, hid the rest of the page): it is looked up also under aria-hidden, and,
  // as a person would, pressed again when nothing opened after a while. The dialog's own stories
  // check its roles; this one checks the deletion.
  const opened = await screen
    .findByRole('alertdialog', { name, hidden: true }, { timeout: 2500 })
    .catch(async () => {
      await press();
      return screen.findByRole('alertdialog', { name, hidden: true }, LOAD);
    });
  const confirmation = within(opened);
  await waitFor(() =>
    expect(confirmation.getByRole('button', { name: 'Cancelar', hidden: true })).toHaveFocus(),
  );
  return confirmation;
}

async function choose(dialog: Scope, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed(label)));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/**
 * The recorded school days: Data (DD/MM/YYYY), Calendário Acadêmico and the type as a badge, ten
 * a page.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dias Escolares' })).toBeVisible();
    await whenListed(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Data',
      'Calendário Acadêmico',
      'Tipo',
      'Ações',
    ]);
    await expect(bodyRows(canvasElement).map(cellsOf)).toEqual(days.slice(0, 10).map(shown));
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(within(first).getByText(firstDay.type.description)).toHaveClass('badge');
    await expect(
      canvas.getByRole('button', { name: `Ações para ${formatDate(firstDay.date)}` }),
    ).toBeVisible();
    // The day-type manager is a button with its words on it, not an icon alone.
    const manage = canvas.getByRole('button', { name: MANAGE_TYPES });
    await expect(manage).toBeVisible();
    await expect(manage).toHaveTextContent(MANAGE_TYPES);
    await expect(canvas.getByText(`Página 1 de ${PAGES}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)[0]).toBe(formatDate((days[10] as SchoolDay).date)),
    );
    await expect(canvas.getByText(`Página 2 de ${PAGES}`)).toBeVisible();
  },
};

/** The type's badge of a row. */
const typeBadge = (row: HTMLElement) => {
  const badge = within(row).getAllByRole('cell')[2]?.querySelector('.badge');
  if (!(badge instanceof HTMLElement)) throw new Error(`no badge on ${cellsOf(row)[0]}`);
  return badge;
};

/**
 * Each type's badge has its kind's colour (spec: FERIADO red, SABADO_LETIVO yellow,
 * CONSELHO_CLASSE dark green, otherwise emerald) beside its name: 'Feriado' does not look like
 * 'Dia Letivo'. The first two pages of the demo hold every kind (the class council on the second).
 */
export const TypeColours: Story = {
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    const colours = new Set<string>();
    for (const [pageIndex, page] of [days.slice(0, 10), days.slice(10, 20)].entries()) {
      if (pageIndex > 0) {
        await userEvent.click(
          within(canvasElement).getByRole('button', { name: 'Próxima página' }),
        );
        await waitFor(() =>
          expect(firstCells(canvasElement)[0]).toBe(formatDate(page[0]?.date ?? '')),
        );
      }
      const kinds = page.map((day) => dayKindColor(day.type.kind));
      const rows = bodyRows(canvasElement) as HTMLElement[];
      for (const [index, day] of page.entries()) {
        const badge = typeBadge(rows[index] as HTMLElement);
        await expect(badge).toHaveTextContent(day.type.description);
        await expect(badge).toHaveAttribute('data-kind', kinds[index] as string);
        colours.add(kinds[index] as string);
      }
      if (pageIndex === 0) {
        const border = (kind: string) =>
          getComputedStyle(typeBadge(rows[kinds.indexOf(kind as never)] as HTMLElement))
            .borderColor;
        await expect(border('red')).not.toBe(border('emerald'));
      }
    }
    await expect(colours).toEqual(new Set(['emerald', 'yellow', 'red', 'darkGreen']));
  },
};

/** 'feriado' finds the days of that type; a word no day has shows the empty state. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenListed(canvasElement);
    const found = recordedAnswer<SchoolDay[]>('administrador', `GET ${PATH}?q=feriado`);
    await search(canvasElement, 'feriado');
    await expect(
      await canvas.findByText(
        `Mostrando ${Math.min(10, found.length)} de ${found.length} itens`,
        {},
        LOAD,
      ),
    ).toBeVisible();
    for (const cells of rowTexts(canvasElement)) await expect(cells[2]).toBe(holiday.description);
    await search(canvasElement, 'carnaval');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Salvar' on the empty day form: the date, the calendar and the type each say so. */
export const DayRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await save(dialog);
    await waitFor(() => expect(dateBox(dialog)).toHaveAccessibleDescription(messages.dateRequired));
    await expect(dialog.getByText(messages.academicCalendarRequired)).toBeVisible();
    await expect(dialog.getByText(messages.schoolDayTypeRequired)).toBeVisible();
  },
};

/** A day saved: the toast, the dialog closes and the new day is listed. */
export const DaySuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await userEvent.type(dateBox(dialog), '07092026');
    await choose(dialog, 'Calendário Acadêmico', openCalendar.title);
    await choose(dialog, 'Tipo', holiday.description);
    await save(dialog);
    await findToast(toasts.schoolDayCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`Mostrando 10 de ${days.length + 1} itens`, {}, LOAD),
    ).toBeVisible();
    // A new day is listed first (the recording lists what a story creates before its rows).
    await expect(cellsOf(bodyRows(canvasElement)[0] as HTMLElement)).toEqual([
      '07/09/2026',
      openCalendar.title,
      holiday.description,
    ]);
  },
};

/** The server's answer to a day outside its calendar's year (a 422 on the date). */
const outsideYear = serverMessages.schoolDayOutsideYear('2026', '02/02/2026', '18/12/2026');

/**
 * A date outside the calendar's academic year: the server's message stands beside 'Data' (not in
 * a toast); the dialog keeps what was typed.
 */
export const DayOutsideYear: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(schoolDaysResource.path), () =>
        HttpResponse.json(
          { message: outsideYear, issues: [{ path: 'date', message: outsideYear }] },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await userEvent.type(dateBox(dialog), '15032030');
    await choose(dialog, 'Calendário Acadêmico', openCalendar.title);
    await choose(dialog, 'Tipo', holiday.description);
    await save(dialog);
    await waitFor(() => expect(dateBox(dialog)).toHaveAccessibleDescription(outsideYear));
    await expect(screen.queryByRole('status', { name: outsideYear })).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: DAY_DIALOG })).toBeVisible();
    await expect(dateBox(dialog)).toHaveValue('15/03/2030');
  },
};

/**
 * 'Editar' on the first day: the form titled 'Editar Dia Escolar' shows the stored date as
 * DD/MM/AAAA, its calendar and type; a new date (the day after) and type are saved and listed.
 */
export const DayEdit: Story = {
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    const date = formatDate(firstDay.date);
    const next = formatDate(new Date(Date.parse(firstDay.date) + 86_400_000).toISOString());
    const dialog = await openEditDialog(canvasElement, date, DAY_EDIT_DIALOG);
    await expect(dateBox(dialog)).toHaveValue(date);
    await waitFor(() =>
      expect(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico'))).toHaveTextContent(
        firstDay.academicCalendar.title,
      ),
    );
    await waitFor(() =>
      expect(dialog.getByRole('combobox', selectNamed('Tipo'))).toHaveTextContent(
        firstDay.type.description,
      ),
    );
    await userEvent.clear(dateBox(dialog));
    await userEvent.type(dateBox(dialog), next.replaceAll('/', ''));
    await choose(dialog, 'Tipo', holiday.description);
    await save(dialog);
    await findToast(toasts.schoolDayUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() =>
      expect(cellsOf(bodyRows(canvasElement)[0] as HTMLElement)).toEqual([
        next,
        firstDay.academicCalendar.title,
        holiday.description,
      ]),
    );
  },
};

/** Editing the date away: the date's message; the dialog stays and the row is unchanged. */
export const DayEditValidationError: Story = {
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    const date = formatDate(firstDay.date);
    const dialog = await openEditDialog(canvasElement, date, DAY_EDIT_DIALOG);
    await userEvent.clear(dateBox(dialog));
    await save(dialog);
    await waitFor(() => expect(dateBox(dialog)).toHaveAccessibleDescription(messages.dateRequired));
    await expect(screen.getByRole('dialog', { name: DAY_EDIT_DIALOG })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(firstCells(canvasElement)[0]).toBe(date);
  },
};

/** The day-type dialog: 'Salvar' with nothing filled in says the description and the kind are required. */
export const TypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeDialog(canvasElement);
    await save(dialog);
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
        messages.descriptionRequired,
      ),
    );
    await expect(dialog.getByText(messages.schoolDayKindRequired)).toBeVisible();
  },
};

/** A description without a kind: only 'Categoria' says it is required; nothing is sent. */
export const TypeKindRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Descrição' }), 'Aula normal{Enter}');
    await expect(await dialog.findByText(messages.schoolDayKindRequired)).toBeVisible();
    await expect(dialog.queryByText(messages.descriptionRequired)).not.toBeInTheDocument();
    await expect(dialog.getByRole('combobox', selectNamed('Categoria'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(within(typeList(dialog)).queryByText('Aula normal')).not.toBeInTheDocument();
  },
};

/** The item of a type in the types dialog's list, found by its description. */
const typeItem = async (dialog: Scope, description: string) =>
  (await within(typeList(dialog)).findByText(description, {}, LOAD)).closest('li') as HTMLElement;

/**
 * Two types in a row, each with a description and a kind: after each success the toast shows,
 * the dialog stays open with an empty, focused field, and the new type is listed with its kind;
 * the add-day dialog then offers it.
 */
export const TypesInARow: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeDialog(canvasElement);
    const description = dialog.getByRole('textbox', { name: 'Descrição' });
    await choose(dialog, 'Categoria', 'Planejamento');
    await userEvent.type(description, 'Semana pedagógica{Enter}');
    await findToast(toasts.schoolDayTypeCreated);
    const first = await typeItem(dialog, 'Semana pedagógica');
    await expect(within(first).getByText(labels.kindOf('Planejamento'))).toBeVisible();
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await waitFor(() => expect(description).toHaveValue(''));
    await waitFor(() => expect(description).toHaveFocus());
    await choose(dialog, 'Categoria', 'Dia Letivo');
    await userEvent.type(description, 'Reunião de pais{Enter}');
    const second = await typeItem(dialog, 'Reunião de pais');
    await expect(within(second).getByText(labels.kindOf('Dia Letivo'))).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(toasts.schoolDayTypeCreated)).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const day = await openDayDialog(canvasElement);
    await userEvent.click(day.getByRole('combobox', selectNamed('Tipo')));
    await expect(await screen.findByRole('option', { name: 'Reunião de pais' })).toBeVisible();
  },
};

/**
 * 'Editar' on the holiday type in the types dialog: 'Editar Tipo de Dia Escolar' opens over it, filled in;
 * saving closes only that dialog, the list shows the new description and the focus is back on
 * the type's 'Editar' button.
 */
export const TypeEdit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const { edit, description } = await openTypeEdit(dialog, holiday.description);
    await expect(description).toHaveValue(holiday.description);
    await userEvent.clear(description);
    await userEvent.type(description, 'Feriado nacional');
    await save(edit);
    await findToast(toasts.schoolDayTypeUpdated);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TYPE_EDIT_DIALOG })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await expect(
      await within(typeList(dialog)).findByText('Feriado nacional', {}, LOAD),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(typeList(dialog)).getByRole('button', { name: 'Editar Feriado nacional' }),
      ).toHaveFocus(),
    );
  },
};

/** Editing a type to an empty description: the field's message; the edit dialog stays. */
export const TypeEditValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const { edit, description } = await openTypeEdit(dialog, holiday.description);
    await userEvent.clear(description);
    await save(edit);
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(messages.descriptionRequired),
    );
    await expect(screen.getByRole('dialog', { name: TYPE_EDIT_DIALOG })).toBeVisible();
  },
};

/**
 * 'Excluir' on a type (of no kind of its own) asks 'Excluir <type>?' over the types dialog;
 * confirming removes it from the list and the types dialog stays.
 */
export const TypeDelete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const confirmation = await openTypeDelete(dialog, plainType.description);
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir', hidden: true }));
    await findToast(toasts.schoolDayTypeDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(typeList(dialog)).queryByText(plainType.description)).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    // The deleted type's button is gone: the focus goes back to the dialog's field.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveFocus());
  },
};

/** A type some days use: the server's 409 message in an error toast; the type stays listed. */
export const TypeDeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', TYPE_ITEM_PATH, TYPE_IN_USE));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const confirmation = await openTypeDelete(dialog, holiday.description);
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir', hidden: true }));
    await findToast(TYPE_IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(typeList(dialog)).getByText(holiday.description)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await waitFor(() =>
      expect(
        within(typeList(dialog)).getByRole('button', { name: `Excluir ${holiday.description}` }),
      ).toHaveFocus(),
    );
  },
};

/**
 * The recorded types with the demo's recess marked as the system update leaves a type whose kind
 * it guessed (RECESSO, `kindToReview`); saving a type clears its mark, as the server does.
 */
function withTypeToReview(context: unknown) {
  const { msw } = context as StoryContext;
  const reviewId = (plainType as SchoolDayType).id;
  let rows: SchoolDayType[] = types.map((type) =>
    type.id === reviewId ? { ...type, kindToReview: true } : type,
  );
  msw.use(
    http.get(mockUrl(schoolDayTypesResource.path), () =>
      HttpResponse.json(rows, { headers: { [TOTAL_COUNT_HEADER]: String(rows.length) } }),
    ),
    http.patch(mockUrl(TYPE_ITEM_PATH), async ({ request, params }) => {
      const sent = (await request.json()) as Partial<SchoolDayType>;
      rows = rows.map((row) =>
        row.id === params.id ? { ...row, ...sent, kindToReview: false } : row,
      );
      return HttpResponse.json(rows.find((row) => row.id === params.id));
    }),
  );
}

/**
 * A type the system update gave a kind by guess: the dialog says what to do above the list and
 * marks it 'A revisar', with the kind it got (Recesso).
 */
export const TypeToReview: Story = {
  beforeEach: withTypeToReview,
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    await expect(dialog.getByText(labels.kindToReviewNote)).toBeVisible();
    const item = await typeItem(dialog, plainType.description);
    await expect(within(item).getByText(labels.kindToReview)).toBeVisible();
    await expect(within(item).getByText(labels.kindOf('Recesso'))).toBeVisible();
    await expect(dialog.getAllByText(labels.kindToReview)).toHaveLength(1);
    item.scrollIntoView({ block: 'nearest' });
  },
};

/** The type to review edited, its kind chosen and saved: the mark and the note go. */
export const TypeReviewed: Story = {
  beforeEach: withTypeToReview,
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    await typeItem(dialog, plainType.description);
    const { edit } = await openTypeEdit(dialog, plainType.description);
    await waitFor(() =>
      expect(edit.getByRole('combobox', selectNamed('Categoria'))).toHaveTextContent('Recesso'),
    );
    await choose(edit, 'Categoria', 'Planejamento');
    await save(edit);
    await findToast(toasts.schoolDayTypeUpdated);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TYPE_EDIT_DIALOG })).not.toBeInTheDocument(),
    );
    await waitFor(
      () => expect(dialog.queryByText(labels.kindToReview)).not.toBeInTheDocument(),
      LOAD,
    );
    await expect(dialog.queryByText(labels.kindToReviewNote)).not.toBeInTheDocument();
    await expect(
      within(await typeItem(dialog, plainType.description)).getByText(
        labels.kindOf('Planejamento'),
      ),
    ).toBeVisible();
  },
};

// 'Adicionar período' and the calendar's totals (issue 27).

const RANGE_DIALOG = 'Adicionar período';
/** A lesson-day type of the demo ('Dia Letivo'), as the range's type select shows it. */
const lessonType = types.find((type) => type.kind === 'DIA_LETIVO') as SchoolDayType;
const typeChoice = (type: SchoolDayType) =>
  labels.typeWithKind(type.description, calendarEventTypes[type.kind].label);
/** The recorded totals of a calendar. */
const summaryOf = (calendar: AcademicCalendar) =>
  recordedAnswer<AcademicCalendarSummary>(
    'administrador',
    `GET ${academicCalendarSummaryPath(calendar.id)}`,
  );
/** Another demo calendar than the year in progress' (the year before's). */
const otherCalendar = calendars.find((calendar) => calendar.id !== openCalendar?.id);
if (!lessonType || !otherCalendar) {
  throw new Error('The recording lacks a lesson-day type or a second calendar');
}
/**
 * The demo's calendars all reach the law's 200 days: a calendar short of them is the other
 * calendar's recorded totals with 20 fewer lesson days than the law asks (180: the partial
 * shifts' 720 h fall short of 800 h, the full-time shift's 1260 h do not).
 */
const SHORT_LESSON_DAYS = LDB_MIN_LESSON_DAYS - 20;
const shortSummary = (() => {
  const recorded = summaryOf(otherCalendar);
  const missing = recorded.lessonDays - SHORT_LESSON_DAYS;
  return {
    lessonDays: SHORT_LESSON_DAYS,
    schoolDays: recorded.schoolDays - missing,
    byKind: { ...recorded.byKind, DIA_LETIVO: recorded.byKind.DIA_LETIVO - missing },
  } satisfies AcademicCalendarSummary;
})();

/**
 * The POST /school-days/batch bodies a story sent (answered with `answer`) and how many times
 * the list was read after the first send (the reads pass on to the recorded answers).
 */
function batchSpy(context: StoryContext, answer = { created: 8, skipped: 2 }) {
  const spy = { sent: [] as unknown[], listReadsAfter: 0 };
  context.msw.use(
    http.post(mockUrl(schoolDaysBatchPath), async ({ request }) => {
      spy.sent.push(await request.json());
      return HttpResponse.json(answer, { status: 201 });
    }),
    http.get(mockUrl(PATH), () => {
      if (spy.sent.length > 0) spy.listReadsAfter += 1;
      return undefined;
    }),
  );
  return spy;
}
let batches = { sent: [] as unknown[], listReadsAfter: 0 };

async function openRangeDialog(canvasElement: HTMLElement) {
  await whenListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: labels.addRange }));
  const dialog = within(await screen.findByRole('dialog', { name: RANGE_DIALOG }));
  // The form starts on the calendar whose totals the screen shows.
  await waitFor(
    () =>
      expect(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico'))).toHaveTextContent(
        openCalendar?.title ?? '',
      ),
    LOAD,
  );
  return dialog;
}

const dayBox = (dialog: Scope, label: 'De' | 'Até') =>
  dialog.getByRole('textbox', { name: new RegExp(`^${label}\\*?$`) });
const weekday = (dialog: Scope, name: string) => dialog.getByRole('checkbox', { name });
const ticked = (dialog: Scope) =>
  labels.weekdayShort.filter((name) => (weekday(dialog, name) as HTMLInputElement).checked);

/**
 * 'Adicionar período': the year in progress' calendar chosen, Seg to Sex ticked; a type (shown
 * with its kind), De 03/08/2026, Até 14/08/2026 and Sáb ticked too are sent as one POST
 * /school-days/batch; the toast says how many days were added and how many were there, the
 * dialog closes and the list is read again.
 */
export const BatchAdd: Story = {
  beforeEach(context) {
    batches = batchSpy(context as StoryContext);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRangeDialog(canvasElement);
    await expect(ticked(dialog)).toEqual(['Seg', 'Ter', 'Qua', 'Qui', 'Sex']);
    await choose(dialog, 'Tipo', typeChoice(lessonType));
    await userEvent.type(dayBox(dialog, 'De'), '03082026');
    await userEvent.type(dayBox(dialog, 'Até'), '14082026');
    await userEvent.click(weekday(dialog, 'Sáb'));
    await userEvent.click(dialog.getByRole('button', { name: labels.rangeSubmit }));
    await findToast(toasts.schoolDaysAdded(8, 2));
    await expect(screen.getByText('8 dias adicionados; 2 já existiam')).toBeVisible();
    await expect(batches.sent).toEqual([
      {
        academicCalendarId: openCalendar.id,
        typeId: lessonType.id,
        from: '2026-08-03T00:00:00.000Z',
        to: '2026-08-14T00:00:00.000Z',
        weekdays: [1, 2, 3, 4, 5, 6],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(batches.listReadsAfter).toBeGreaterThan(0), LOAD);
  },
};

/**
 * Até before De, and no day of the week: each message beside its field ('Até', 'Dias da
 * semana'), the type's too; nothing is sent and the dialog stays.
 */
export const BatchErrors: Story = {
  beforeEach(context) {
    batches = batchSpy(context as StoryContext);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRangeDialog(canvasElement);
    await userEvent.type(dayBox(dialog, 'De'), '14082026');
    await userEvent.type(dayBox(dialog, 'Até'), '03082026');
    for (const name of ['Seg', 'Ter', 'Qua', 'Qui', 'Sex']) {
      await userEvent.click(weekday(dialog, name));
    }
    await expect(ticked(dialog)).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: labels.rangeSubmit }));
    await waitFor(() =>
      expect(dayBox(dialog, 'Até')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    const days = dialog.getByRole('group', { name: labels.weekdays });
    await expect(days).toHaveAccessibleDescription(messages.weekdaysRequired);
    await expect(dialog.getByText(messages.weekdaysRequired)).toBeVisible();
    await expect(dialog.getByText(messages.schoolDayTypeRequired)).toBeVisible();
    await expect(batches.sent).toEqual([]);
    await expect(screen.getByRole('dialog', { name: RANGE_DIALOG })).toBeVisible();
    // The days' message in view (the dialog's body scrolls), for the screenshot.
    days.scrollIntoView({ block: 'nearest' });
  },
};

/**
 * The server refuses (a type deleted meanwhile: 422 with the type's message): the message in an
 * error toast, the dialog stays with what was chosen.
 */
export const BatchRefused: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('post', schoolDaysBatchPath, serverMessages.schoolDayTypeNotFound));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRangeDialog(canvasElement);
    await choose(dialog, 'Tipo', typeChoice(lessonType));
    await userEvent.type(dayBox(dialog, 'De'), '03082026');
    await userEvent.type(dayBox(dialog, 'Até'), '14082026');
    await userEvent.click(dialog.getByRole('button', { name: labels.rangeSubmit }));
    await findToast(serverMessages.schoolDayTypeNotFound, 'error');
    await expect(screen.getByRole('dialog', { name: RANGE_DIALOG })).toBeVisible();
    await expect(dayBox(dialog, 'De')).toHaveValue('03/08/2026');
    await expect(dialog.getByRole('combobox', selectNamed('Tipo'))).toHaveTextContent(
      typeChoice(lessonType),
    );
    await expect(dialog.getByRole('button', { name: labels.rangeSubmit })).toBeEnabled();
  },
};

/** The totals region above the list. */
const totals = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: labels.summaryTitle }));

/** The figures a calendar's totals show: lesson days, then each shift's hours. */
async function expectTotals(canvasElement: HTMLElement, { lessonDays }: AcademicCalendarSummary) {
  const region = totals(canvasElement);
  const figure = await region.findByText(labels.lessonDays(lessonDays), {}, LOAD);
  const box = figure.parentElement as HTMLElement;
  await expect(within(box).getByText(labels.lessonDaysMinimum)).toBeVisible();
  await expect(box.hasAttribute('data-below')).toBe(lessonDays < LDB_MIN_LESSON_DAYS);
  await expect(region.getByRole('heading', { name: labels.annualHours })).toBeVisible();
  const items = within(region.getByRole('list')).getAllByRole('listitem');
  await expect(items.map((item) => item.firstChild?.textContent)).toEqual(
    shifts.map((shift) => labels.shiftHours(shift, annualHours(lessonDays, shift))),
  );
  for (const [index, shift] of shifts.entries()) {
    const item = items[index] as HTMLElement;
    await expect(within(item).getByText(labels.hoursMinimum)).toBeVisible();
    const below = annualHours(lessonDays, shift) < LDB_MIN_ANNUAL_HOURS;
    await expect(item.hasAttribute('data-below')).toBe(below);
    await expect(within(item).queryByText(labels.belowMinimum) !== null).toBe(below);
  }
}

/** Waits for a calendar's lesson days in the totals. */
const findSummary = (canvasElement: HTMLElement, calendar: AcademicCalendar) =>
  totals(canvasElement).findByText(labels.lessonDays(summaryOf(calendar).lessonDays), {}, LOAD);

/**
 * Above the list, the totals of the year in progress' calendar (chosen to start with): its
 * recorded lesson days against the LDB's 200, each shift's annual hours against 800 h.
 */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    // The calendars' list may answer after the days'.
    await waitFor(
      () =>
        expect(
          totals(canvasElement).getByRole('combobox', { name: labels.summaryCalendar }),
        ).toHaveTextContent(openCalendar.title),
      LOAD,
    );
    await expectTotals(canvasElement, summaryOf(openCalendar));
  },
};

/**
 * A calendar short of the law's figures chosen (the other calendar, answered with 180 lesson
 * days): 'Dias letivos' and the partial shifts' hours have the warning look and say 'Abaixo do
 * mínimo'; the full-time shift's 1260 h do not.
 */
export const SummaryBelowMinimum: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(mockUrl(academicCalendarSummaryPath(otherCalendar.id)), () =>
        HttpResponse.json(shortSummary),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    const region = totals(canvasElement);
    await findSummary(canvasElement, openCalendar);
    await userEvent.click(region.getByRole('combobox', { name: labels.summaryCalendar }));
    await userEvent.click(await screen.findByRole('option', { name: otherCalendar.title }));
    await region.findByText(labels.lessonDays(SHORT_LESSON_DAYS), {}, LOAD);
    await expectTotals(canvasElement, shortSummary);
    await expect(region.getAllByText(labels.belowMinimum)).toHaveLength(4);
  },
};

/** On a phone (375 px): the range dialog open, every field inside it, De above Até. */
export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    const dialog = await openRangeDialog(canvasElement);
    const element = screen.getByRole('dialog', { name: RANGE_DIALOG });
    const bounds = element.getBoundingClientRect();
    await expect(bounds.width).toBeLessThanOrEqual(375);
    const from = dayBox(dialog, 'De').getBoundingClientRect();
    const to = dayBox(dialog, 'Até').getBoundingClientRect();
    await expect(to.top).toBeGreaterThan(from.bottom);
    for (const control of [
      dialog.getByRole('combobox', selectNamed('Calendário Acadêmico')),
      dialog.getByRole('combobox', selectNamed('Tipo')),
      dayBox(dialog, 'Até'),
      dialog.getByRole('button', { name: labels.rangeSubmit }),
    ]) {
      const box = control.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(bounds.left);
      await expect(box.right).toBeLessThanOrEqual(bounds.right);
    }
  },
};
