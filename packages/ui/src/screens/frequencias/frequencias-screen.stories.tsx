import { type RecordedRole, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type AttendanceSheet,
  attendanceSheetsResource,
  attendanceStatusLabels,
  foldText,
  formatDate,
  formatInstantDate,
  type MyClass,
  myClassesPath,
  unitClassesPath,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  listStateStories,
  rowTexts,
  search,
  sortHeader,
} from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import FrequenciasScreen from './frequencias-screen';

const PATH = attendanceSheetsResource.path;
const HEADERS = ['Turma', 'Componente Curricular', 'Data da Aula', 'Data de Lançamento', 'Status'];

/** Lists load from the mocks; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/**
 * The days the server answered `role` (the teacher unless said) for `query` (the list's filters,
 * search and sort, without paging), recorded on the demo network at 2026-03-27 15:00.
 */
const sheetsOf = (query = '', role: RecordedRole = 'professor') =>
  recordedAnswer<AttendanceSheet[]>(role, `GET ${PATH}${query}`);
/** The teacher's first class and component (GET /me/classes), as 'Minhas Turmas' links it. */
const teaching = recordedAnswer<MyClass[]>('professor', `GET ${myClassesPath}`)[0] as MyClass;
const queryOf = (item: Pick<MyClass, 'classroom' | 'curricularComponent'>) =>
  `classroomId=${item.classroom.id}&curricularComponentId=${item.curricularComponent.id}`;
const classQuery = queryOf(teaching);
const classLabel = (item: Pick<MyClass, 'classroom' | 'curricularComponent'>) =>
  `${item.classroom.name} — ${item.curricularComponent.name}`;

/** A row as the list shows it (without the link). */
const rowOf = (sheet: AttendanceSheet) => [
  sheet.classroom.name,
  sheet.curricularComponent.name,
  formatDate(sheet.date),
  formatInstantDate(sheet.launchDate) || '-',
  attendanceStatusLabels[sheet.status],
];
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((row) => row.slice(0, HEADERS.length));
const showing = (shown: number, total: number) => `Mostrando ${shown} de ${total} itens`;
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });
/** The address of a day's entry. */
const launchHref = (sheet: AttendanceSheet) =>
  `/frequencias/lancamento?classroomId=${sheet.classroom.id}&curricularComponentId=${sheet.curricularComponent.id}&date=${sheet.date.slice(0, 10)}`;
/** A row's link: 'Realizar Lançamento' or 'Ver lançamento', named with its class and day. */
const linkName = (sheet: AttendanceSheet) =>
  `${sheet.status === 'PENDING' ? 'Realizar Lançamento' : 'Ver lançamento'} de ${sheet.classroom.name}, ${sheet.curricularComponent.name}, ${formatDate(sheet.date)}`;

/**
 * The rows of the default list, the to-do ('A fazer (últimos 30 dias)': the pending days of the
 * last 30 days and the recorded days still in their correction window, the server's `todo=1`),
 * latest first.
 */
const todoSheets = (role: RecordedRole = 'professor') => sheetsOf('?todo=1', role);
/** Every day ('Todas'). */
const allSheets = () => sheetsOf();
/** What 'Mostrar' shows. */
const shownDays = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Mostrar' });

/**
 * The recorded answers to `role` (recordedStory's handlers; its context type is the strict-args
 * one, a screen without props has `unknown` args).
 */
const onRecording = (context: unknown, role: RecordedRole) =>
  recordedStory(role).beforeEach(context);

/** The first page is on screen (of the to-do unless said). */
async function loaded(canvasElement: HTMLElement, total = todoSheets().length) {
  await within(canvasElement).findByText(showing(Math.min(10, total), total), {}, LOAD);
}

const meta = {
  title: 'Telas/Pedagógico/Frequências',
  component: FrequenciasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/frequencias', { showLocation: true }),
  ],
  parameters: { ...recordedStory('professor').parameters, layout: 'fullscreen' },
  beforeEach: (context) => onRecording(context, 'professor'),
} satisfies Meta<typeof FrequenciasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listStates = listStateStories(PATH);

/**
 * The to-do by default ('Mostrar': 'A fazer (últimos 30 dias)' — the pending days of the last 30
 * days and the recorded days still in their correction window), latest first, ten a page:
 * Turma, Componente Curricular, Data da Aula, Data de Lançamento ('-' while pending), the Status
 * badge and the day's link. The next page comes from the server.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Frequências' })).toBeVisible();
    await loaded(canvasElement);
    await expect(shownDays(canvasElement)).toHaveTextContent('A fazer (últimos 30 dias)');
    // Older recorded days are left out; a few recorded ones are still correctable.
    await expect(todoSheets().length).toBeLessThan(allSheets().length);
    await expect(todoSheets().some((sheet) => sheet.status === 'RECORDED')).toBe(true);
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    const firstPage = todoSheets().slice(0, 10);
    await expect(rows(canvasElement)).toEqual(firstPage.map(rowOf));
    for (const sheet of firstPage) {
      await expect(canvas.getByRole('link', { name: linkName(sheet) })).toHaveAttribute(
        'href',
        launchHref(sheet),
      );
    }
    const badge = (status: AttendanceSheet['status']) => {
      const index = firstPage.findIndex((sheet) => sheet.status === status);
      return within(bodyRows(canvasElement)[index] as HTMLElement).getByText(
        attendanceStatusLabels[status],
      );
    };
    await expect(badge('PENDING')).toHaveClass('badge--variant_secondary');
    await expect(badge('RECORDED')).toHaveClass('badge--variant_default');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(
      () => expect(rows(canvasElement)).toEqual(todoSheets().slice(10, 20).map(rowOf)),
      LOAD,
    );
    await expect(canvas.getByText(/^Página 2 de/)).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/frequencias\?page=2$/);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** The page of the address is the one shown; the pager goes on from it and writes it back. */
export const Paging: Story = {
  parameters: { route: '/frequencias?page=3&pageSize=20' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const total = todoSheets().length;
    await canvas.findByText(/^Página 3 de/, {}, LOAD);
    await expect(canvas.getByText(showing(20, total))).toBeVisible();
    await expect(rows(canvasElement)).toEqual(todoSheets().slice(40, 60).map(rowOf));
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(
      () => expect(rows(canvasElement)).toEqual(todoSheets().slice(60, 80).map(rowOf)),
      LOAD,
    );
    await expect(location(canvasElement)).toHaveTextContent(/^\/frequencias\?page=4&pageSize=20$/);
  },
};

/** The search looks in the class and component names (case and accents aside); no match is empty. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const matching = sheetsOf('?todo=1&q=MATEMATICA');
    await expect(matching.length).toBeGreaterThan(10);
    for (const sheet of matching) {
      await expect(foldText(`${sheet.classroom.name} ${sheet.curricularComponent.name}`)).toContain(
        foldText('Matemática'),
      );
    }
    await search(canvasElement, 'MATEMATICA');
    await waitFor(
      () => expect(rows(canvasElement)).toEqual(matching.slice(0, 10).map(rowOf)),
      LOAD,
    );
    await expect(canvas.getByText(showing(10, matching.length))).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('q=MATEMATICA');
    await search(canvasElement, 'nenhuma turma assim');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
  },
};

/**
 * Every day ('Todas'): 'Data da Aula' sorts by the day, oldest first (recorded days, with their
 * launch dates), then newest first; 'Status' puts PENDENTE first.
 */
export const Sort: Story = {
  parameters: { route: '/frequencias?todo=0' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement, allSheets().length);
    const date = sortHeader(canvasElement, 'Data da Aula');
    await userEvent.click(date.button);
    await waitFor(() => expect(date.cell).toHaveAttribute('aria-sort', 'ascending'));
    const byDay = sheetsOf('?sort=date');
    const days = byDay.map((sheet) => sheet.date);
    await expect(days).toEqual([...days].sort());
    await waitFor(() => expect(rows(canvasElement)).toEqual(byDay.slice(0, 10).map(rowOf)), LOAD);
    await expect(location(canvasElement)).toHaveTextContent(/^\/frequencias\?todo=0&sort=date$/);
    await userEvent.click(date.button);
    await waitFor(() => expect(date.cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(
      () => expect(rows(canvasElement)).toEqual(sheetsOf('?sort=-date').slice(0, 10).map(rowOf)),
      LOAD,
    );
    await expect(rows(canvasElement)[0]?.[2]).toBe(formatDate(days.at(-1)));
    const status = sortHeader(canvasElement, 'Status');
    await userEvent.click(status.button);
    await waitFor(() => expect(status.cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(rows(canvasElement)[0]?.[4]).toBe('PENDENTE'), LOAD);
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText('PENDENTE'),
    ).toHaveClass('badge--variant_secondary');
    await userEvent.click(status.button);
    await waitFor(() => expect(rows(canvasElement)[0]?.[4]).toBe('REGISTRADA'), LOAD);
    // A recorded day shows when it was recorded.
    await expect(rows(canvasElement)[0]?.[3]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expect(
      within(bodyRows(canvasElement)[0] as HTMLElement).getByText('REGISTRADA'),
    ).toHaveClass('badge--variant_default');
  },
};

/**
 * From a card of 'Minhas Turmas' (`?classroomId=&curricularComponentId=`): only that class and
 * component's days, its name in a chip; removing the chip shows every class again.
 */
export const FilteredFromMinhasTurmas: Story = {
  parameters: { route: `/frequencias?${classQuery}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ofClass = sheetsOf(`?todo=1&${classQuery}`);
    await loaded(canvasElement, ofClass.length);
    await expect(rows(canvasElement)).toEqual(ofClass.slice(0, 10).map(rowOf));
    const name = classLabel(teaching);
    const chip = await canvas.findByRole('group', { name: 'Turma e componente' });
    await waitFor(() => expect(chip).toHaveTextContent(name), LOAD);
    await userEvent.click(within(chip).getByRole('button', { name: `Remover o filtro ${name}` }));
    await loaded(canvasElement);
    await expect(location(canvasElement)).toHaveTextContent(/^\/frequencias$/);
    await expect(canvas.queryByRole('group', { name: 'Turma e componente' })).toBeNull();
    // The chip's button is gone with it: the focus goes on to the next filter.
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Status' })).toHaveFocus());
  },
};

/**
 * A unit's secretary, who teaches no class, narrows the list to one of her unit's classes:
 * 'Turma e componente' lists each class of the unit with its matrix's components; the class
 * chosen shows only its days, its name in a chip that takes the focus.
 */
export const SecretaryOfUnit: Story = {
  beforeEach: (context) => onRecording(context, 'secretaria'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement, todoSheets('secretaria').length);
    const offered = recordedAnswer<MyClass[]>('secretaria', `GET ${unitClassesPath}`);
    await userEvent.click(
      await canvas.findByRole('combobox', { name: 'Turma e componente' }, LOAD),
    );
    const options = await screen.findAllByRole('option', {}, LOAD);
    await expect(offered.length).toBeGreaterThan(1);
    await expect(options).toHaveLength(offered.length);
    for (const item of offered) {
      await expect(screen.getByRole('option', { name: classLabel(item) })).toBeInTheDocument();
    }
    // The class of the first day on her to-do.
    const chosen = todoSheets('secretaria')[0] as AttendanceSheet;
    const name = classLabel(chosen);
    await userEvent.click(screen.getByRole('option', { name }));
    const ofClass = sheetsOf(`?todo=1&${queryOf(chosen)}`, 'secretaria');
    await loaded(canvasElement, ofClass.length);
    await expect(rows(canvasElement)).toEqual(ofClass.slice(0, 10).map(rowOf));
    await expect(location(canvasElement)).toHaveTextContent(`/frequencias?${queryOf(chosen)}`);
    const chip = await canvas.findByRole('group', { name: 'Turma e componente' });
    await expect(chip).toHaveTextContent(name);
    await waitFor(() =>
      expect(within(chip).getByRole('button', { name: `Remover o filtro ${name}` })).toHaveFocus(),
    );
    await expect(canvas.queryByRole('combobox', { name: 'Turma e componente' })).toBeNull();
  },
};

/**
 * 'Status' narrows the list ('Todas' here) to REGISTRADA days (each with its launch date and 'Ver
 * lançamento'), from page 1, and the address keeps it; 'Todos os status' lifts it. A class from
 * the address stays narrowed meanwhile.
 */
export const FilterByStatus: Story = {
  parameters: { route: `/frequencias?${classQuery}&todo=0&page=2` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Página 2 de/, {}, LOAD);
    await chooseOption(canvas, 'Status', 'REGISTRADA');
    const recorded = sheetsOf(`?${classQuery}&status=RECORDED`);
    await expect(recorded.length).toBeGreaterThan(0);
    for (const sheet of recorded) await expect(sheet.status).toBe('RECORDED');
    await waitFor(
      () => expect(rows(canvasElement)).toEqual(recorded.slice(0, 10).map(rowOf)),
      LOAD,
    );
    await expect(
      canvas.getByText(showing(Math.min(10, recorded.length), recorded.length)),
    ).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(
      new RegExp(`^/frequencias\\?${classQuery}&todo=0&status=RECORDED$`),
    );
    const first = recorded[0] as AttendanceSheet;
    await expect(canvas.getByRole('link', { name: linkName(first) })).toHaveAttribute(
      'href',
      launchHref(first),
    );
    await expect(canvas.queryByRole('link', { name: /^Realizar Lançamento/ })).toBeNull();
    await chooseOption(canvas, 'Status', 'Todos os status');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(
        new RegExp(`^/frequencias\\?${classQuery}&todo=0$`),
      ),
    );
  },
};

/** 'Realizar Lançamento' leads to the day's entry, with its class, component and date. */
export const LaunchLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // The first day of the page still to be taken.
    const sheet = todoSheets()
      .slice(0, 10)
      .find((day) => day.status === 'PENDING') as AttendanceSheet;
    await expect(sheet).toBeDefined();
    await userEvent.click(canvas.getByRole('link', { name: linkName(sheet) }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(launchHref(sheet)));
  },
};

/**
 * The to-do cleared: 'Mostrar' → 'Todas' shows every lesson day (`?todo=0` in the address, from
 * page 1), the older recorded ones too; 'A fazer (últimos 30 dias)' brings the to-do back.
 */
export const AllDays: Story = {
  parameters: { route: '/frequencias?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Página 2 de/, {}, LOAD);
    await chooseOption(canvas, 'Mostrar', 'Todas');
    await loaded(canvasElement, allSheets().length);
    await expect(rows(canvasElement)).toEqual(allSheets().slice(0, 10).map(rowOf));
    await expect(location(canvasElement)).toHaveTextContent(/^\/frequencias\?todo=0$/);
    await expect(shownDays(canvasElement)).toHaveTextContent('Todas');
    // The oldest days, older than the to-do's 30 days, are only in 'Todas'.
    const oldest = allSheets().at(-1) as AttendanceSheet;
    await expect(todoSheets().some((sheet) => sheet.id === oldest.id)).toBe(false);
    await chooseOption(canvas, 'Mostrar', 'A fazer (últimos 30 dias)');
    await loaded(canvasElement);
    await expect(location(canvasElement)).toHaveTextContent(/^\/frequencias$/);
    await expect(rows(canvasElement)).toEqual(todoSheets().slice(0, 10).map(rowOf));
  },
};
