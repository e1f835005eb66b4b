import {
  conflict,
  meAs,
  mockUrl,
  recordedAnswer,
  recordedCall,
  unprocessable,
  unprocessableOnField,
} from '@lousa/api-client/mocks';
import {
  type AcademicYear,
  type Classroom,
  type Enrollment,
  enrollmentStatusLabels,
  foldText,
  formatDate,
  labelOf,
  messages,
  type SchoolUnit,
  serverMessages,
  shiftLabels,
  TOTAL_COUNT_HEADER,
  toasts,
  todayIso,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  chooseOption,
  columnHeaders,
  findToast,
  listStateStories,
  rowTexts,
  search,
  searchBox,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import { matriculasLabels as labels } from './labels';
import MatriculasScreen from './matriculas-screen';

const PATH = '/enrollments';
const HEADERS = ['Aluno', 'Turma', 'Unidade Escolar', 'Ano Letivo', 'Situação', 'Data'];
const TRANSFER = 'Transferir matrícula';

/** Lists load from the recorded API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

type Scope = ReturnType<typeof within>;

/** The demo network as the server answers the administrator. */
const recorded = {
  enrollments: recordedAnswer<Enrollment[]>('administrador', 'GET /enrollments'),
  classrooms: recordedAnswer<Classroom[]>('administrador', 'GET /classrooms'),
  schoolUnits: recordedAnswer<SchoolUnit[]>('administrador', 'GET /school-units'),
  academicYears: recordedAnswer<AcademicYear[]>('administrador', 'GET /academic-calendars/years'),
};
/** The classrooms of an enrolment's year: those its transfer offers (`?academicYearId=`). */
const roomsOfYear = (enrollment: Enrollment) =>
  recordedAnswer<Classroom[]>(
    'administrador',
    `GET /classrooms?academicYearId=${enrollment.academicYear.id}`,
  );
/** A recorded list call's rows (the first page, for the calls recorded by page). */
const answerOf = (request: string) => recordedAnswer<Enrollment[]>('administrador', request);

/** The number of rows a recorded list call counted (its total header: the year's enrolments). */
const totalOf = (request: string) =>
  Number(recordedCall('administrador', request).headers[TOTAL_COUNT_HEADER]);

/** A row as the list shows it. */
const rowOf = (enrollment: Enrollment) => [
  enrollment.student.name,
  enrollment.classroom.name,
  enrollment.schoolUnit.name,
  enrollment.academicYear.year,
  enrollmentStatusLabels[enrollment.status],
  formatDate(enrollment.date),
];
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((row) => row.slice(0, HEADERS.length));
const showing = (shown: number, total: number) => `Mostrando ${shown} de ${total} itens`;
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** The first page is on screen. */
async function loaded(canvasElement: HTMLElement) {
  await within(canvasElement).findByText(showing(10, recorded.enrollments.length), {}, LOAD);
}

/**
 * The enrolment the stories act on, whose searches are recorded (the rule of
 * api-client/test/recording/enrollments.ts): the first ATIVA one of a student enrolled once in
 * its year, in a classroom named once in its unit and year.
 */
const someActive = () =>
  recorded.enrollments.find(
    (enrollment) =>
      enrollment.status === 'ACTIVE' &&
      recorded.classrooms.filter(
        (room) =>
          room.schoolUnit.id === enrollment.schoolUnit.id &&
          room.academicYear.id === enrollment.academicYear.id &&
          room.name === enrollment.classroom.name,
      ).length === 1 &&
      recorded.enrollments.filter(
        (other) =>
          other.student.id === enrollment.student.id &&
          other.academicYear.id === enrollment.academicYear.id,
      ).length === 1,
  ) as Enrollment;
/** A unit no other is named like, and a classroom no other of its unit and year is named like. */
const findable = (classroom: Classroom) =>
  recorded.schoolUnits.filter((unit) => unit.name === classroom.schoolUnit.name).length === 1 &&
  recorded.classrooms.filter(
    (other) =>
      other.schoolUnit.id === classroom.schoolUnit.id &&
      other.academicYear.id === classroom.academicYear.id &&
      other.name === classroom.name,
  ).length === 1;

/** A classroom's option in the transfer and add forms: '<name> · <shift> — <seats>'. */
const roomOption = (classroom: Classroom) =>
  new RegExp(`^${classroom.name} · ${labelOf(shiftLabels, classroom.shift)} — `);
const enrollmentsOf = (studentId: string) =>
  recorded.enrollments.filter((enrollment) => enrollment.student.id === studentId);

/** Narrows the list to the student's enrolments (a person searches: it may be on another page). */
async function showStudent(canvasElement: HTMLElement, enrollment: Enrollment) {
  await loaded(canvasElement);
  await search(canvasElement, enrollment.student.name);
  const count = enrollmentsOf(enrollment.student.id).length;
  await within(canvasElement).findByText(showing(count, count), {}, LOAD);
}

/**
 * The recording holds no rule: once the story has sent `action` on `enrollment` (its body given
 * to `onBody`, then answered by the recorded handlers), the search of its student answers
 * `after()` — what the server would list then.
 */
function afterAction(
  action: 'transfer' | 'cancel' | 'complete',
  enrollment: Enrollment,
  after: () => Enrollment[],
  onBody: (body: unknown) => void = () => {},
) {
  let done = false;
  return [
    http.post(mockUrl(`/enrollments/${enrollment.id}/${action}`), async ({ request }) => {
      const text = await request.clone().text();
      onBody(text ? JSON.parse(text) : undefined);
      done = true;
    }),
    http.get(mockUrl(PATH), ({ request }) => {
      if (!done || new URL(request.url).searchParams.get('q') !== enrollment.student.name) {
        return undefined;
      }
      const list = after();
      return HttpResponse.json(list, { headers: { 'X-Total-Count': String(list.length) } });
    }),
  ];
}

/** Opens the row's 'Ações para <aluno>' menu and picks `action`. */
async function chooseAction(canvasElement: HTMLElement, name: string, action: string) {
  await userEvent.click(
    await within(canvasElement).findByRole('button', { name: `Ações para ${name}` }),
  );
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  await userEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

const meta = {
  title: 'Telas/Cadastros/Matrículas',
  component: MatriculasScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/matriculas', { showLocation: true }),
  ],
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    recordedStory().beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof MatriculasScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const listStates = listStateStories(PATH);

/**
 * The enrolments, ten a page: the student, classroom, unit, year, the status badge and the day
 * it started; 'Nova Matrícula' leads to the add page; only the ATIVA rows have actions. The
 * next page comes from the server.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Matrículas' })).toBeVisible();
    await expect(canvas.getByText('Consulte as matrículas dos alunos.')).toBeVisible();
    await loaded(canvasElement);
    await expect(recorded.enrollments.length).toBeGreaterThan(20);
    await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
    for (const header of HEADERS) {
      await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
    }
    await expect(rows(canvasElement)).toEqual(recorded.enrollments.slice(0, 10).map(rowOf));
    await expect(canvas.getByRole('link', { name: 'Nova Matrícula' })).toHaveAttribute(
      'href',
      '/matriculas/adicionar',
    );
    const badge = (text: string) => canvas.getAllByText(text, { selector: 'span' })[0]?.className;
    const active = badge('ATIVA');
    // Actions on the ATIVA rows only.
    const firstPage = recorded.enrollments.slice(0, 10);
    const actions = canvas.getAllByRole('button', { name: /^Ações para/ });
    await expect(actions).toHaveLength(
      firstPage.filter((enrollment) => enrollment.status === 'ACTIVE').length,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(rows(canvasElement)).toEqual(recorded.enrollments.slice(10, 20).map(rowOf)),
    );
    await expect(canvas.getByText(/^Página 2 de/)).toBeVisible();
    // The demo's ended enrolments, newest first: the year's cancelled and transferred ones after
    // its active ones, then last year's, all CONCLUÍDO, on the last pages. ATIVA is in the
    // default badge, the others in the secondary one, without actions.
    const firstEnded = recorded.enrollments.findIndex((item) => item.status !== 'ACTIVE');
    const endedPage = Math.floor(firstEnded / 10) + 1;
    const endedRows = recorded.enrollments.slice((endedPage - 1) * 10, endedPage * 10 + 10);
    await expect(endedRows.map((enrollment) => enrollment.status)).toContain('TRANSFERRED');
    await expect(endedRows.map((enrollment) => enrollment.status)).toContain('CANCELLED');
    for (let page = 3; page <= endedPage; page++) {
      await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
      await waitFor(() => expect(canvas.getByText(new RegExp(`^Página ${page} de`))).toBeVisible());
    }
    await waitFor(() =>
      expect(rows(canvasElement)).toEqual(
        recorded.enrollments.slice((endedPage - 1) * 10, endedPage * 10).map(rowOf),
      ),
    );
    if (!canvas.queryAllByText('TRANSFERIDA', { selector: 'span' }).length) {
      await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
      await waitFor(() =>
        expect(canvas.getByText(new RegExp(`^Página ${endedPage + 1} de`))).toBeVisible(),
      );
    }
    const transferred = badge('TRANSFERIDA');
    await expect(active).not.toEqual(transferred);
    const pages = Math.ceil(recorded.enrollments.length / 10);
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    await waitFor(() =>
      expect(rows(canvasElement)).toEqual(recorded.enrollments.slice((pages - 1) * 10).map(rowOf)),
    );
    await expect(canvas.queryAllByRole('button', { name: /^Ações para/ })).toHaveLength(0);
    await expect(badge(enrollmentStatusLabels.COMPLETED)).toEqual(transferred);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

let readCalls: string[] = [];

/**
 * A user who may see the enrolments but not change them, nor read the units and registries
 * ('students.read', a teacher): the list, without 'Nova Matrícula' and the rows' actions, and
 * only the 'Situação' filter — the others' choices are not asked for.
 */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    readCalls = [];
    msw.use(
      ...meAs({ permissions: ['students.read'] }),
      http.get(mockUrl('/*'), ({ request }) => {
        readCalls.push(new URL(request.url).pathname);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(canvas.queryByRole('link', { name: 'Nova Matrícula' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).toBeNull();
    const filters = within(canvas.getByRole('group', { name: 'Filtros' }));
    await expect(filters.getAllByRole('combobox').map((select) => select.textContent)).toEqual([
      'Todas as situações',
    ]);
    for (const path of ['/api/classrooms', '/api/school-units', '/api/academic-calendars/years']) {
      await expect(readCalls).not.toContain(path);
    }
  },
};

/** The search looks in the student's name (case and accents aside); no match is empty. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const enrollment = someActive();
    const theirs = enrollmentsOf(enrollment.student.id);
    await search(canvasElement, enrollment.student.name.toUpperCase());
    await waitFor(() => expect(rows(canvasElement)).toEqual(theirs.map(rowOf)), LOAD);
    await expect(canvas.getByText(showing(theirs.length, theirs.length))).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('q=');
    await search(canvasElement, 'ninguém com este nome');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
  },
};

/** 'Aluno' sorts by the student's name: ascending, descending, then unsorted. */
export const SortByStudent: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const names = () => rows(canvasElement).map((row) => row[0]);
    // The server's sorted first pages, checked to be in order of the folded names.
    const sorted = (sort: string) =>
      answerOf(`GET /enrollments?page=1&pageSize=10&sort=${sort}`).map(
        (enrollment) => enrollment.student.name,
      );
    const inOrder = (list: string[]) =>
      list.every((name, index) => index === 0 || foldText(list[index - 1] ?? '') <= foldText(name));
    const ascending = sorted('student');
    const descending = sorted('-student');
    await expect(inOrder(ascending)).toBe(true);
    await expect(inOrder([...descending].reverse())).toBe(true);
    const { button, cell } = sortHeader(canvasElement, 'Aluno');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'ascending'));
    await waitFor(() => expect(names()).toEqual(ascending));
    await expect(location(canvasElement)).toHaveTextContent('sort=student');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(names()).toEqual(descending));
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'none'));
  },
};

/** 'Data' sorts by the day the enrolment started, oldest first, then newest first. */
export const SortByDate: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { button, cell } = sortHeader(canvasElement, 'Data');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'ascending'));
    const oldest = [...recorded.enrollments].map((enrollment) => enrollment.date).sort()[0];
    await waitFor(() => expect(rows(canvasElement)[0]?.[5]).toBe(formatDate(oldest)));
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'descending'));
    const newest = [...recorded.enrollments]
      .map((enrollment) => enrollment.date)
      .sort()
      .at(-1);
    await waitFor(() => expect(rows(canvasElement)[0]?.[5]).toBe(formatDate(newest)));
  },
};

/**
 * The filters narrow the list from page 1 and stay in the URL: a year (only its enrolments —
 * in the demo, every one is of the current year), then a status; 'Todas as situações' lifts
 * that one again.
 */
export const FilterByYearAndStatus: Story = {
  parameters: { route: '/matriculas?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Página 2 de/, {}, LOAD);
    const year = recorded.academicYears.find((item) => item.id === someActive().academicYear.id);
    await chooseOption(canvas, 'Ano Letivo', year?.year ?? '');
    const ofYearRequest = `GET /enrollments?page=1&pageSize=10&academicYearId=${year?.id}`;
    const firstOfYear = answerOf(ofYearRequest);
    await expect(firstOfYear.map((enrollment) => enrollment.academicYear.year)).toEqual(
      firstOfYear.map(() => year?.year),
    );
    await waitFor(() => expect(rows(canvasElement)).toEqual(firstOfYear.map(rowOf)), LOAD);
    await expect(canvas.getByText(showing(10, totalOf(ofYearRequest)))).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(
      new RegExp(`^/matriculas\\?academicYearId=${year?.id}$`),
    );
    await chooseOption(canvas, 'Ano Letivo', 'Todos os anos');
    await chooseOption(canvas, 'Situação', 'TRANSFERIDA');
    const transferred = recorded.enrollments.filter(
      (enrollment) => enrollment.status === 'TRANSFERRED',
    );
    await waitFor(() => expect(rows(canvasElement)).toEqual(transferred.map(rowOf)), LOAD);
    await expect(location(canvasElement)).toHaveTextContent(/^\/matriculas\?status=TRANSFERRED$/);
    await expect(canvas.getByRole('combobox', { name: 'Situação' })).toHaveTextContent(
      'TRANSFERIDA',
    );
    await chooseOption(canvas, 'Situação', 'Todas as situações');
    await loaded(canvasElement);
    await expect(location(canvasElement)).toHaveTextContent(/^\/matriculas$/);
  },
};

/**
 * A unit narrows the list to it and the 'Turma' choices to its classrooms; a classroom narrows
 * it further; another unit drops the classroom of the first.
 */
export const FilterByUnitAndClassroom: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const enrollment = someActive();
    const unit = enrollment.schoolUnit;
    const ofUnit = answerOf(`GET /enrollments?page=1&pageSize=10&schoolUnitId=${unit.id}`);
    await expect(ofUnit.every((item) => item.schoolUnit.id === unit.id)).toBe(true);
    await chooseOption(canvas, 'Unidade Escolar', unit.name);
    await waitFor(() => expect(rows(canvasElement)).toEqual(ofUnit.map(rowOf)), LOAD);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Turma' }));
    const options = within(await screen.findByRole('listbox', { name: 'Turma' })).getAllByRole(
      'option',
    );
    const unitRooms = recorded.classrooms.filter(
      (classroom) => classroom.schoolUnit.id === unit.id,
    );
    // Every year has its classes of those names: without a year chosen, each says its year.
    const optionOf = (classroom: Pick<Classroom, 'name'>, year: string) =>
      labels.classroomOfYear(classroom.name, year);
    await expect(options.map((option) => option.textContent)).toEqual([
      'Todas as turmas',
      ...unitRooms.map((classroom) => optionOf(classroom, classroom.academicYear.year)),
    ]);
    await userEvent.click(
      screen.getByRole('option', {
        name: optionOf(enrollment.classroom, enrollment.academicYear.year),
      }),
    );
    // The choice goes through the address: on a busy machine the select shows it a moment later.
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Turma' })).toHaveTextContent(
        enrollment.classroom.name,
      ),
    );
    const ofRoom = answerOf(
      `GET /enrollments?schoolUnitId=${unit.id}&classroomId=${enrollment.classroom.id}`,
    );
    await expect(ofRoom.every((item) => item.classroom.id === enrollment.classroom.id)).toBe(true);
    await waitFor(() => expect(rows(canvasElement)).toEqual(ofRoom.slice(0, 10).map(rowOf)), LOAD);
    await expect(location(canvasElement)).toHaveTextContent(
      `classroomId=${enrollment.classroom.id}`,
    );
    const other = recorded.schoolUnits.find((item) => item.id !== unit.id);
    await chooseOption(canvas, 'Unidade Escolar', other?.name ?? '');
    await waitFor(() => expect(location(canvasElement)).not.toHaveTextContent('classroomId'));
    await expect(location(canvasElement)).toHaveTextContent(`schoolUnitId=${other?.id}`);
    await expect(canvas.getByRole('combobox', { name: 'Turma' })).toHaveTextContent(
      'Todas as turmas',
    );
  },
};

/** An address with filters shows them chosen, and the rows they keep. */
export const UrlFilters: Story = {
  parameters: { route: '/matriculas?status=CANCELLED' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cancelled = recorded.enrollments.filter(
      (enrollment) => enrollment.status === 'CANCELLED',
    );
    await waitFor(() => expect(rows(canvasElement)).toEqual(cancelled.map(rowOf)), LOAD);
    await expect(canvas.getByRole('combobox', { name: 'Situação' })).toHaveTextContent('CANCELADA');
    await expect(canvas.getByRole('combobox', { name: 'Ano Letivo' })).toHaveTextContent(
      'Todos os anos',
    );
    // Not ATIVA: no actions.
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).toBeNull();
  },
};

/** An ATIVA row's menu: 'Transferir', 'Concluir' and 'Cancelar matrícula' (destructive). */
export const RowActions: Story = {
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    await showStudent(canvasElement, enrollment);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: `Ações para ${enrollment.student.name}` }),
    );
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      ' Transferir',
      ' Concluir',
      ' Registrar abandono',
      ' Registrar falecimento',
      ' Cancelar matrícula',
    ]);
  },
};

/** The transfer dialog: classrooms of the chosen unit but the current one, today's date. */
async function openTransfer(canvasElement: HTMLElement, enrollment: Enrollment) {
  await showStudent(canvasElement, enrollment);
  await chooseAction(canvasElement, enrollment.student.name, 'Transferir');
  return within(await screen.findByRole('dialog', { name: TRANSFER }));
}
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
/** Another classroom of its year with seats, in another unit than the enrolment's. */
const elsewhere = (enrollment: Enrollment) =>
  roomsOfYear(enrollment).find(
    (classroom) =>
      classroom.schoolUnit.id !== enrollment.schoolUnit.id &&
      findable(classroom) &&
      (classroom.capacity === null || classroom.enrolled < classroom.capacity),
  ) as Classroom;

let transferBody: unknown;

/** Another classroom of the acted-on enrolment's unit and year. */
const fullRoomId = () => {
  const enrollment = someActive();
  return roomsOfYear(enrollment).find(
    (classroom) =>
      classroom.schoolUnit.id === enrollment.schoolUnit.id &&
      classroom.id !== enrollment.classroom.id,
  )?.id;
};
/** The enrolment's year's recorded classrooms with that one full (25 of 25). */
const withFullClassroom = () =>
  roomsOfYear(someActive()).map((classroom) =>
    classroom.id === fullRoomId() ? { ...classroom, capacity: 25, enrolled: 25 } : classroom,
  );

/**
 * 'Transferir': the dialog says where the student is; the unit starts as the enrolment's and
 * the classrooms offered are its year's ones but the current one; another unit's classroom and
 * today's date saved: the toast, and the list shows the old enrolment TRANSFERIDA and the new
 * one ATIVA.
 */
export const Transfer: Story = {
  beforeEach({ msw }) {
    transferBody = undefined;
    const enrollment = someActive();
    const target = elsewhere(enrollment);
    msw.use(
      ...afterAction(
        'transfer',
        enrollment,
        () => [
          {
            ...enrollment,
            id: '00000000-0000-7000-9000-0000000000e2',
            date: todayIso(),
            classroom: { id: target.id, name: target.name },
            schoolUnit: target.schoolUnit,
          },
          { ...enrollment, status: 'TRANSFERRED', endDate: todayIso() },
        ],
        (body) => {
          transferBody = body;
        },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const target = elsewhere(enrollment);
    const dialog = await openTransfer(canvasElement, enrollment);
    await expect(
      dialog.getByText(new RegExp(`hoje na turma ${enrollment.classroom.name}`)),
    ).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'Unidade Escolar' })).toHaveTextContent(
      enrollment.schoolUnit.name,
    );
    await expect(dialog.getByRole('textbox', { name: /Data/ })).toHaveValue(formatDate(todayIso()));
    await userEvent.click(dialog.getByRole('combobox', { name: /Turma/ }));
    const offered = within(await screen.findByRole('listbox', { name: /Turma/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(offered.some((text) => text?.startsWith(`${enrollment.classroom.name} ·`))).toBe(
      false,
    );
    const ofUnit = roomsOfYear(enrollment).filter(
      (room) =>
        room.schoolUnit.id === enrollment.schoolUnit.id && room.id !== enrollment.classroom.id,
    );
    await expect(offered).toEqual(ofUnit.map((room) => expect.stringMatching(roomOption(room))));
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: TRANSFER })).toBeVisible();
    await chooseOption(dialog, 'Unidade Escolar', target.schoolUnit.name);
    await chooseOption(dialog, /Turma/, roomOption(target));
    await save(dialog);
    await findToast(toasts.enrollmentTransferred);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(transferBody).toEqual({ classroomId: target.id, date: todayIso() });
    // The new enrolment first, then the old one (the student's other years after them).
    await waitFor(
      () =>
        expect(
          rows(canvasElement)
            .slice(0, 2)
            .map((row) => [row[1], row[2], row[4], row[5]]),
        ).toEqual([
          [target.name, target.schoolUnit.name, 'ATIVA', formatDate(todayIso())],
          [
            enrollment.classroom.name,
            enrollment.schoolUnit.name,
            'TRANSFERIDA',
            formatDate(enrollment.date),
          ],
        ]),
      LOAD,
    );
    // The toast, once seen, gone: it fades out after seconds, at any moment of the screenshot.
    toaster.remove();
  },
};

/**
 * 'Salvar' without a classroom or date: the domain's messages on the fields. A full classroom
 * is offered but cannot be chosen.
 */
export const TransferValidation: Story = {
  beforeEach({ msw }) {
    // The demo has no full classroom: the story fills one of the enrolment's unit.
    msw.use(http.get(mockUrl('/classrooms'), () => HttpResponse.json(withFullClassroom())));
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const full = withFullClassroom().find((classroom) => classroom.enrolled === 25);
    const dialog = await openTransfer(canvasElement, enrollment);
    await userEvent.clear(dialog.getByRole('textbox', { name: /Data/ }));
    await save(dialog);
    await expect(await dialog.findByText(messages.enrollmentClassroomRequired)).toBeVisible();
    await expect(await dialog.findByText(messages.transferDateRequired)).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Turma/ })).toHaveAccessibleDescription(
      messages.enrollmentClassroomRequired,
    );
    await userEvent.click(dialog.getByRole('combobox', { name: /Turma/ }));
    const option = await screen.findByRole('option', {
      name: `${full?.name} · ${labelOf(shiftLabels, full?.shift)} — Vagas: 25 ocupadas de 25 (lotada)`,
    });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * The server refuses the transfer (409: the classroom filled meanwhile): its message in an
 * error toast; the dialog stays with the choice made.
 */
export const TransferRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('post', '/enrollments/:id/transfer', serverMessages.classroomFull(30)));
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const target = elsewhere(enrollment);
    const dialog = await openTransfer(canvasElement, enrollment);
    await chooseOption(dialog, 'Unidade Escolar', target.schoolUnit.name);
    await chooseOption(dialog, /Turma/, roomOption(target));
    await save(dialog);
    await findToast(serverMessages.classroomFull(30), 'error');
    await expect(screen.getByRole('dialog', { name: TRANSFER })).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: /Turma/ })).toHaveTextContent(target.name);
  },
};

/** A date outside the academic year (422): the server's message in an error toast. */
export const TransferDateOutsideYear: Story = {
  beforeEach({ msw }) {
    msw.use(
      unprocessable('post', '/enrollments/:id/transfer', serverMessages.enrollmentDateOutsideYear),
    );
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const target = elsewhere(enrollment);
    const dialog = await openTransfer(canvasElement, enrollment);
    await chooseOption(dialog, 'Unidade Escolar', target.schoolUnit.name);
    await chooseOption(dialog, /Turma/, roomOption(target));
    const date = dialog.getByRole('textbox', { name: /Data/ });
    await userEvent.clear(date);
    await userEvent.type(date, '10012030');
    await save(dialog);
    await findToast(serverMessages.enrollmentDateOutsideYear, 'error');
    await expect(date).toHaveValue('10/01/2030');
  },
};

/** The cancel dialog of the enrolment's row. */
async function openCancel(canvasElement: HTMLElement, enrollment: Enrollment) {
  await showStudent(canvasElement, enrollment);
  await chooseAction(canvasElement, enrollment.student.name, 'Cancelar matrícula');
  return within(
    await screen.findByRole('dialog', {
      name: `Cancelar a matrícula de ${enrollment.student.name}?`,
    }),
  );
}
const confirmCancel = (scope: Scope) =>
  userEvent.click(scope.getByRole('button', { name: 'Cancelar matrícula' }));

let cancelBody: unknown;

/**
 * 'Cancelar matrícula': the reason is required (the domain's message); with it, the toast,
 * and the row is CANCELADA, without actions.
 */
export const Cancel: Story = {
  beforeEach({ msw }) {
    cancelBody = undefined;
    const enrollment = someActive();
    msw.use(
      ...afterAction(
        'cancel',
        enrollment,
        () => [
          {
            ...enrollment,
            status: 'CANCELLED',
            endDate: todayIso(),
            cancelReason: 'Mudança de cidade.',
          },
        ],
        (body) => {
          cancelBody = body;
        },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openCancel(canvasElement, enrollment);
    await expect(
      dialog.getByText('A matrícula fica CANCELADA a partir de hoje e a vaga é liberada.', {
        exact: false,
      }),
    ).toBeVisible();
    const reason = dialog.getByRole('textbox', { name: /Motivo/ });
    await waitFor(() => expect(reason).toHaveFocus(), LOAD);
    await confirmCancel(dialog);
    await waitFor(() => expect(reason).toHaveAccessibleDescription(messages.cancelReasonRequired));
    await userEvent.type(reason, 'Mudança de cidade.');
    await confirmCancel(dialog);
    await findToast(toasts.enrollmentCancelled);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(cancelBody).toEqual({ reason: 'Mudança de cidade.' });
    await waitFor(() => expect(rows(canvasElement)[0]?.[4]).toBe('CANCELADA'), LOAD);
    await expect(within(canvasElement).queryByRole('button', { name: /^Ações para/ })).toBeNull();
  },
};

/** The server refuses (409): its message in an error toast; the dialog keeps the reason. */
export const CancelRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('post', '/enrollments/:id/cancel', serverMessages.enrollmentNotActive));
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openCancel(canvasElement, enrollment);
    const reason = dialog.getByRole('textbox', { name: /Motivo/ });
    await userEvent.type(reason, 'Desistência.');
    await confirmCancel(dialog);
    await findToast(serverMessages.enrollmentNotActive, 'error');
    await expect(reason).toHaveValue('Desistência.');
    await userEvent.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rows(canvasElement)[0]?.[4]).toBe('ATIVA');
  },
};

/** The complete confirmation of the enrolment's row. */
async function openComplete(canvasElement: HTMLElement, enrollment: Enrollment) {
  await showStudent(canvasElement, enrollment);
  await chooseAction(canvasElement, enrollment.student.name, 'Concluir');
  return within(
    await screen.findByRole('alertdialog', {
      name: `Concluir a matrícula de ${enrollment.student.name}?`,
    }),
  );
}

let completed = false;

/** 'Concluir' asks first ('Voltar' focused); confirmed: the toast, and the row is CONCLUÍDA. */
export const Complete: Story = {
  beforeEach({ msw }) {
    completed = false;
    const enrollment = someActive();
    msw.use(
      ...afterAction(
        'complete',
        enrollment,
        () => [{ ...enrollment, status: 'COMPLETED', endDate: todayIso() }],
        () => {
          completed = true;
        },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openComplete(canvasElement, enrollment);
    await expect(dialog.getByText(/não pode ser reaberta/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Concluir' }));
    await findToast(toasts.enrollmentCompleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() => expect(rows(canvasElement)[0]?.[4]).toBe('CONCLUÍDA'), LOAD);
    await expect(completed).toBe(true);
  },
};

/** 'Voltar' closes the confirmation and nothing changes. */
export const CompleteDismissed: Story = {
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openComplete(canvasElement, enrollment);
    await userEvent.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    // Focus returns to the row's menu once the dialog's exit has finished.
    await waitFor(
      () =>
        expect(
          within(canvasElement).getByRole('button', {
            name: `Ações para ${enrollment.student.name}`,
          }),
        ).toHaveFocus(),
      LOAD,
    );
    await expect(rows(canvasElement)[0]?.[4]).toBe('ATIVA');
  },
};

/** The server refuses (409): its message in an error toast; the row stays ATIVA. */
export const CompleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('post', '/enrollments/:id/complete', serverMessages.enrollmentNotActive));
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openComplete(canvasElement, enrollment);
    await userEvent.click(dialog.getByRole('button', { name: 'Concluir' }));
    await findToast(serverMessages.enrollmentNotActive, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), LOAD);
    await expect(rows(canvasElement)[0]?.[4]).toBe('ATIVA');
  },
};

/*
 * An enrolment ends for a reason (issue 28): 'Registrar abandono' and 'Registrar falecimento'
 * ask for the day (today to start with) and a confirmation; PATCH /enrollments/<id>.
 */

const END_ACTIONS = {
  ABANDONED: {
    action: 'Registrar abandono',
    title: (name: string) => `Registrar abandono de ${name}?`,
  },
  DECEASED: {
    action: 'Registrar falecimento',
    title: (name: string) => `Registrar falecimento de ${name}?`,
  },
} as const;

/** The dialog of 'Registrar abandono' (or 'Registrar falecimento') on the enrolment's row. */
async function openEnd(
  canvasElement: HTMLElement,
  enrollment: Enrollment,
  status: keyof typeof END_ACTIONS,
) {
  await showStudent(canvasElement, enrollment);
  await chooseAction(canvasElement, enrollment.student.name, END_ACTIONS[status].action);
  return within(
    await screen.findByRole('dialog', { name: END_ACTIONS[status].title(enrollment.student.name) }),
  );
}
const endDateBox = (scope: Scope) => scope.getByRole('textbox', { name: /Data/ });

let endBody: unknown;

/**
 * The server's PATCH answered with the ended enrolment (the recording holds no rule); once sent,
 * the search of its student lists it ended.
 */
function afterEnd(enrollment: Enrollment, status: 'ABANDONED' | 'DECEASED') {
  let done = false;
  const ended = (): Enrollment => ({ ...enrollment, status, endDate: todayIso() });
  return [
    http.patch(mockUrl(`/enrollments/${enrollment.id}`), async ({ request }) => {
      endBody = await request.json();
      done = true;
      return HttpResponse.json(ended());
    }),
    http.get(mockUrl(PATH), ({ request }) => {
      if (!done || new URL(request.url).searchParams.get('q') !== enrollment.student.name) {
        return undefined;
      }
      return HttpResponse.json([ended()], { headers: { 'X-Total-Count': '1' } });
    }),
  ];
}

/**
 * 'Registrar abandono': what it means, 'Data' today to start with; confirmed: the toast, the
 * body `{ status: 'ABANDONED', endDate }`, and the row is ABANDONO, without actions.
 */
export const Abandon: Story = {
  beforeEach({ msw }) {
    endBody = undefined;
    msw.use(...afterEnd(someActive(), 'ABANDONED'));
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openEnd(canvasElement, enrollment, 'ABANDONED');
    await expect(dialog.getByText(/fica ABANDONO na data informada/)).toBeVisible();
    await expect(endDateBox(dialog)).toHaveValue(formatDate(todayIso()));
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar abandono' }));
    await findToast(toasts.enrollmentAbandoned);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(endBody).toEqual({ status: 'ABANDONED', endDate: todayIso() });
    await waitFor(() => expect(rows(canvasElement)[0]?.[4]).toBe('ABANDONO'), LOAD);
    await expect(within(canvasElement).queryByRole('button', { name: /^Ações para/ })).toBeNull();
    // The toast, once seen, gone: it fades out after seconds, at any moment of the screenshot.
    toaster.remove();
  },
};

/** 'Registrar falecimento' on a day typed: the body carries it; the row is FALECIMENTO. */
export const Decease: Story = {
  beforeEach({ msw }) {
    endBody = undefined;
    msw.use(...afterEnd(someActive(), 'DECEASED'));
  },
  play: async ({ canvasElement }) => {
    const enrollment = someActive();
    const dialog = await openEnd(canvasElement, enrollment, 'DECEASED');
    await expect(dialog.getByText(/não poderá ser matriculado novamente/)).toBeVisible();
    const day = endDateBox(dialog);
    await userEvent.clear(day);
    await userEvent.type(day, formatDate(enrollment.date).replaceAll('/', ''));
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar falecimento' }));
    await findToast(toasts.enrollmentDeceased);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(endBody).toEqual({ status: 'DECEASED', endDate: enrollment.date });
    await waitFor(() => expect(rows(canvasElement)[0]?.[4]).toBe('FALECIMENTO'), LOAD);
    toaster.remove();
  },
};

/** Without a day: the domain's message beside 'Data'; nothing is sent. */
export const EndValidation: Story = {
  beforeEach({ msw }) {
    endBody = undefined;
    msw.use(...afterEnd(someActive(), 'ABANDONED'));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEnd(canvasElement, someActive(), 'ABANDONED');
    const day = endDateBox(dialog);
    await userEvent.clear(day);
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar abandono' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(messages.enrollmentEndDateRequired),
    );
    await expect(endBody).toBeUndefined();
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** A day before the enrolment (422 on endDate): the server's message beside 'Data'. */
export const EndDateRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      unprocessableOnField(
        'patch',
        '/enrollments/:id',
        'endDate',
        serverMessages.enrollmentDateBeforeStart,
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEnd(canvasElement, someActive(), 'DECEASED');
    const day = endDateBox(dialog);
    await userEvent.clear(day);
    await userEvent.type(day, '01012026');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar falecimento' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription(serverMessages.enrollmentDateBeforeStart),
    );
    await expect(day).toHaveValue('01/01/2026');
  },
};

/** No longer active (409): the server's message in an error toast; 'Voltar' leaves it ATIVA. */
export const EndRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('patch', '/enrollments/:id', serverMessages.enrollmentEndNotActive));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEnd(canvasElement, someActive(), 'ABANDONED');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar abandono' }));
    await findToast(serverMessages.enrollmentEndNotActive, 'error');
    toaster.remove();
    await userEvent.click(dialog.getByRole('button', { name: 'Voltar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(rows(canvasElement)[0]?.[4]).toBe('ATIVA');
  },
};
