import {
  conflict,
  loadingForever,
  mockUrl,
  RECORDED_NOW,
  recordedAnswer,
  serverError,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  type AcademicYear,
  type Classroom,
  type Enrollment,
  formatCpf,
  formatDate,
  labelOf,
  messages,
  type SchoolUnit,
  type StudentListItem,
  type StudentRecord,
  serverMessages,
  shiftLabels,
  toasts,
  todayIso,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast, pickOption, rowTexts } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { currentAcademicYear } from '../../state/current-academic-year';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import MatriculasAdicionarScreen from './matriculas-adicionar-screen';
import MatriculasScreen from './matriculas-screen';

const LOAD = { timeout: 5000 };

const academicYears = recordedAnswer<AcademicYear[]>(
  'administrador',
  'GET /academic-calendars/years',
);
/** The year in progress at the recording's instant: the form's year to start with. */
const thisYear = currentAcademicYear(academicYears, RECORDED_NOW) as AcademicYear;
/** A year's classrooms, as the form asks for them (`?academicYearId=`). */
const classroomsOf = (year: AcademicYear) =>
  recordedAnswer<Classroom[]>('administrador', `GET /classrooms?academicYearId=${year.id}`);

/** The demo network as the server answers the administrator. */
const recorded = {
  students: recordedAnswer<StudentListItem[]>('administrador', 'GET /students'),
  enrollments: recordedAnswer<Enrollment[]>('administrador', 'GET /enrollments'),
  /** The classrooms of the year in progress: those the form offers at first. */
  classrooms: classroomsOf(thisYear),
  schoolUnits: recordedAnswer<SchoolUnit[]>('administrador', 'GET /school-units'),
  academicYears,
};

let studentCalls: URL[] = [];
const withRecorded = (context: StoryContext) => {
  studentCalls = [];
  recordedStory().beforeEach(context);
  context.msw.use(
    // Records the student searches, then lets the recorded answers (after it) answer.
    http.get(mockUrl('/students'), ({ request }) => {
      studentCalls.push(new URL(request.url));
    }),
  );
};

type Scope = ReturnType<typeof within>;
const studentBox = (scope: Scope) => scope.getByRole('combobox', { name: /Aluno/ });
const select = (scope: Scope, name: RegExp) => scope.getByRole('combobox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** Picks the option whose name matches in the select labelled `label`. */
async function pick(scope: Scope, label: RegExp, option: string | RegExp) {
  await pickOption(select(scope, label), option);
}

/**
 * Students no other is named like; `enrolled`: with a classroom this year or not. The first of
 * each is the one whose searches are recorded (api-client/test/recording/enrollments.ts).
 */
const students = (enrolled: boolean) =>
  recorded.students.filter(
    (student) =>
      Boolean(student.classroom) === enrolled &&
      recorded.students.filter((other) => other.name === student.name).length === 1,
  );
/** A classroom a person can pick by name: in a unit named once, named once in it. */
const someClassroom = (skip = 0) =>
  recorded.classrooms.filter(
    (classroom) =>
      recorded.schoolUnits.filter((unit) => unit.name === classroom.schoolUnit.name).length === 1 &&
      recorded.classrooms.filter(
        (other) => other.schoolUnit.id === classroom.schoolUnit.id && other.name === classroom.name,
      ).length === 1 &&
      (classroom.capacity === null || classroom.enrolled < classroom.capacity),
  )[skip] as Classroom;
const roomOption = (classroom: Classroom) =>
  new RegExp(`^${classroom.name} · ${labelOf(shiftLabels, classroom.shift)} — `);

/**
 * Types in the student box as a person does, key after key. (Without a pause between keys,
 * user-event's simulated typing can race the combobox's own write of the same value on a slow
 * machine and drop a key; a real keyboard does not.)
 */
async function typeStudent(scope: Scope, text: string) {
  const box = studentBox(scope);
  await userEvent.type(box, text, { delay: 25 });
  await waitFor(() => expect(box).toHaveValue(text));
}

/** Types part of the student's name and picks them in the list found. */
async function chooseStudent(scope: Scope, name: string) {
  await typeStudent(scope, name.split(' ').slice(0, 2).join(' '));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(`^${name}`) }, LOAD));
  await waitFor(() => expect(studentBox(scope)).toHaveValue(name));
}

/** A whole enrolment chosen as a person would: student, year 2026, unit, classroom. */
async function fillEnrollment(scope: Scope) {
  const [student] = students(false);
  const classroom = someClassroom();
  await chooseStudent(scope, student?.name ?? '');
  await pick(scope, /Ano Letivo/, '2026');
  await pick(scope, /Unidade Escolar/, classroom.schoolUnit.name);
  await waitFor(() => expect(select(scope, /Turma/)).toBeEnabled());
  await pick(scope, /Turma/, roomOption(classroom));
  return { student, classroom };
}

/** The address's student: the first of the list, whose record (what the page reads) is recorded. */
const preset = recordedAnswer<StudentRecord>(
  'administrador',
  `GET /students/${recorded.students[0]?.id}`,
).person;

const meta = {
  title: 'Telas/Cadastros/Nova Matrícula',
  component: MatriculasAdicionarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRoutes(
      '/matriculas/adicionar',
      { '/matriculas': MatriculasScreen },
      { showLocation: true },
    ),
    withApi(),
  ],
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    withRecorded(context as StoryContext);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof MatriculasAdicionarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The page: title, subtitle, 'Voltar'; the year of today and today's date to start with; the
 * classroom waits for a unit. No student is asked for before anything is typed.
 */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nova Matrícula' })).toBeVisible();
    await expect(
      canvas.getByText('Escolha o aluno, a turma do ano letivo e a data da matrícula.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/matriculas',
    );
    await expect(canvas.getByRole('heading', { name: 'Dados da Matrícula' })).toBeVisible();
    await expect(studentBox(canvas)).toHaveAttribute('placeholder', 'Nome ou CPF do aluno');
    const year = currentAcademicYear(recorded.academicYears, todayIso());
    await waitFor(() => expect(select(canvas, /Ano Letivo/)).toHaveTextContent(year?.year ?? ''));
    await expect(canvas.getByRole('textbox', { name: /Data/ })).toHaveValue(formatDate(todayIso()));
    await expect(select(canvas, /Turma/)).toBeDisabled();
    await expect(select(canvas, /Turma/)).toHaveTextContent('Escolha antes a unidade');
    await expect(studentCalls).toEqual([]);
  },
};

/** 'Salvar' on the empty form: the domain's message on each field left empty. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: /Data/ }));
    await save(canvas);
    for (const message of [
      messages.enrollmentStudentRequired,
      messages.schoolUnitRequired,
      messages.enrollmentClassroomRequired,
      messages.enrollmentDateRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(studentBox(canvas)).toHaveAccessibleDescription(
      messages.enrollmentStudentRequired,
    );
    await expect(select(canvas, /Turma/)).toHaveAccessibleDescription(
      messages.enrollmentClassroomRequired,
    );
  },
};

/**
 * The student is searched on the server as one types: nothing before two characters, then
 * GET /students?q=…&page=1&pageSize=10 (never the whole list); each student found with name,
 * CPF and birth date; a search that finds no one says so.
 */
export const StudentSearch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = studentBox(canvas);
    await typeStudent(canvas, 'a');
    await expect(
      await screen.findByRole('option', {
        name: 'Digite ao menos 2 caracteres do nome ou do CPF.',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    const [student] = students(true);
    const typed = student?.name.split(' ')[0] ?? '';
    await userEvent.clear(box);
    await typeStudent(canvas, typed);
    const found = await screen.findByRole(
      'option',
      { name: new RegExp(`^${student?.name}`) },
      LOAD,
    );
    const cpf = student?.cpf;
    await expect(found).toHaveTextContent(
      `${cpf ? `CPF ${formatCpf(cpf)}` : 'Sem CPF'} · Nascimento ${formatDate(student?.birthDate)}`,
    );
    const options = screen.getAllByRole('option');
    await expect(options.length).toBeLessThanOrEqual(10);
    for (const option of options) await expect(option).toHaveTextContent(new RegExp(typed, 'i'));
    await expect(studentCalls.length).toBeGreaterThan(0);
    for (const call of studentCalls) {
      await expect(call.searchParams.get('page')).toBe('1');
      await expect(call.searchParams.get('pageSize')).toBe('10');
      await expect(call.searchParams.get('q')?.length).toBeGreaterThanOrEqual(2);
    }
    // Typing pauses before a search: not one call per key.
    await expect(studentCalls.length).toBeLessThan(typed.length);
    await userEvent.clear(box);
    await typeStudent(canvas, 'Zzyzx');
    await expect(
      await screen.findByRole('option', { name: 'Nenhum aluno encontrado' }, LOAD),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A CPF typed with its mask finds the student by its digits. */
export const StudentSearchByCpf: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = students(false).find((item) => item.cpf);
    const cpf = formatCpf(student?.cpf);
    await typeStudent(canvas, cpf.slice(0, 7));
    await userEvent.click(
      await screen.findByRole(
        'option',
        { name: new RegExp(`CPF ${cpf.replace(/\./g, '\\.')}`) },
        LOAD,
      ),
    );
    await waitFor(() => expect(studentBox(canvas)).toHaveValue(student?.name));
  },
};

/** The search fails: the list says so (the form stays usable). */
export const StudentSearchError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/students'));
  },
  play: async ({ canvasElement }) => {
    await typeStudent(within(canvasElement), 'Maria');
    await expect(
      await screen.findByRole('option', { name: 'Não foi possível buscar os alunos.' }, LOAD),
    ).toBeVisible();
  },
};

/**
 * The classrooms offered are the chosen year's (`GET /classrooms?academicYearId=`): another year
 * asks for its own and clears the classroom chosen, so one of another year cannot be sent.
 */
export const ClassroomsOfTheYear: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classroom = someClassroom();
    const other = academicYears.find((year) => year.id !== thisYear.id) as AcademicYear;
    const otherRooms = classroomsOf(other).filter(
      (room) => room.schoolUnit.id === classroom.schoolUnit.id,
    );
    await waitFor(() => expect(select(canvas, /Ano Letivo/)).toHaveTextContent(thisYear.year));
    await pick(canvas, /Unidade Escolar/, classroom.schoolUnit.name);
    await waitFor(() => expect(select(canvas, /Turma/)).toBeEnabled());
    await pick(canvas, /Turma/, roomOption(classroom));
    await expect(select(canvas, /Turma/)).toHaveTextContent(classroom.name);

    await pick(canvas, /Ano Letivo/, other.year);
    await waitFor(() => expect(select(canvas, /Turma/)).toHaveTextContent('Selecione a turma'));
    await userEvent.click(select(canvas, /Turma/));
    const options = within(await screen.findByRole('listbox', { name: /Turma/ })).getAllByRole(
      'option',
    );
    await expect(options.map((option) => option.textContent)).toEqual(
      otherRooms.length
        ? otherRooms.map((room) => expect.stringMatching(roomOption(room)))
        : ['Nenhuma turma encontrada'],
    );
  },
};

/** The recorded classrooms, `someClassroom()` full (25 of 25). */
const withFullClassroom = () => {
  const full = someClassroom();
  return recorded.classrooms.map((room) =>
    room.id === full.id ? { ...room, capacity: 25, enrolled: 25 } : room,
  );
};

/**
 * The classrooms are the chosen unit's, each with its seats ('Vagas: 12 ocupadas de 30', or the number
 * enrolled when unlimited); a full one is shown 'lotada' and cannot be chosen.
 */
export const FullClassroomDisabled: Story = {
  beforeEach({ msw }) {
    // The demo has no full classroom: the story fills one.
    msw.use(http.get(mockUrl('/classrooms'), () => HttpResponse.json(withFullClassroom())));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rooms = withFullClassroom();
    const full = rooms.find((item) => item.capacity === 25 && item.enrolled === 25);
    const unitRooms = rooms.filter((item) => item.schoolUnit.id === full?.schoolUnit.id);
    await pick(canvas, /Unidade Escolar/, full?.schoolUnit.name ?? '');
    await waitFor(() => expect(select(canvas, /Turma/)).toBeEnabled());
    await userEvent.click(select(canvas, /Turma/));
    const options = within(await screen.findByRole('listbox', { name: /Turma/ })).getAllByRole(
      'option',
    );
    await expect(options).toHaveLength(unitRooms.length);
    const fullOption = screen.getByRole('option', {
      name: `${full?.name} · ${labelOf(shiftLabels, full?.shift)} — Vagas: 25 ocupadas de 25 (lotada)`,
    });
    await expect(fullOption).toHaveAttribute('aria-disabled', 'true');
    for (const room of unitRooms.filter((item) => item.id !== full?.id)) {
      const seats =
        room.capacity === null
          ? `${room.enrolled} ${room.enrolled === 1 ? 'matriculado' : 'matriculados'}, sem limite`
          : `Vagas: ${room.enrolled} ${room.enrolled === 1 ? 'ocupada' : 'ocupadas'} de ${room.capacity}`;
      await expect(screen.getByRole('option', { name: roomOption(room) })).toHaveTextContent(seats);
    }
  },
};

let postedBody: unknown;

/**
 * A whole enrolment: the student found by name, the year, the unit and a classroom, a date
 * typed (it stays that day, whatever the time zone). The body is the create body (no unit);
 * the toast, back to the list, the new enrolment first.
 */
export const Success: Story = {
  beforeEach({ msw }) {
    postedBody = undefined;
    // The recording holds no rule: the story answers the create with its id, and the list with
    // the new enrolment (as the server names it) first.
    let created: Enrollment | undefined;
    const id = '00000000-0000-7000-9000-0000000000e1';
    msw.use(
      http.post(mockUrl('/enrollments'), async ({ request }) => {
        const body = (await request.json()) as Record<string, string>;
        postedBody = body;
        const student = recorded.students.find((item) => item.id === body.studentId);
        const room = recorded.classrooms.find((item) => item.id === body.classroomId);
        const year = recorded.academicYears.find((item) => item.id === body.academicYearId);
        if (student && room && year) {
          created = {
            id,
            status: 'ACTIVE',
            date: body.date ?? '',
            endDate: null,
            cancelReason: null,
            student: { id: student.id, name: student.name },
            classroom: { id: room.id, name: room.name },
            schoolUnit: room.schoolUnit,
            academicYear: { id: year.id, year: year.year },
          };
        }
        return HttpResponse.json({ id }, { status: 201 });
      }),
      http.get(mockUrl('/enrollments'), ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (!created || [...params.keys()].some((key) => key !== 'page' && key !== 'pageSize')) {
          return undefined;
        }
        const rows = [created, ...recorded.enrollments];
        const size = Number(params.get('pageSize') ?? rows.length);
        const page = Number(params.get('page') ?? 1);
        return HttpResponse.json(rows.slice((page - 1) * size, page * size), {
          headers: { 'X-Total-Count': String(rows.length) },
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { student, classroom } = await fillEnrollment(canvas);
    const date = canvas.getByRole('textbox', { name: /Data/ });
    await userEvent.clear(date);
    await userEvent.type(date, '05032026');
    await save(canvas);
    await findToast(toasts.enrollmentCreated);
    const year = recorded.academicYears.find((item) => item.year === '2026');
    await expect(postedBody).toEqual({
      studentId: student?.id,
      classroomId: classroom.id,
      academicYearId: year?.id,
      date: '2026-03-05T00:00:00.000Z',
    });
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/matriculas$/));
    await waitFor(
      () =>
        expect(rowTexts(canvasElement)[0]?.slice(0, 6)).toEqual([
          student?.name,
          classroom.name,
          classroom.schoolUnit.name,
          '2026',
          'ATIVA',
          '05/03/2026',
        ]),
      LOAD,
    );
  },
};

/** While it is sent: 'Salvar' busy and disabled, 'Cancelar' disabled. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('post', '/enrollments'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillEnrollment(canvas);
    await save(canvas);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** A refusal of the server: its message in an error toast; the form keeps what was chosen. */
function refusal(method: 'conflict' | 'unprocessable', message: string): Story {
  return {
    beforeEach({ msw }) {
      msw.use((method === 'conflict' ? conflict : unprocessable)('post', '/enrollments', message));
    },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      const { student, classroom } = await fillEnrollment(canvas);
      await save(canvas);
      await findToast(message, 'error');
      await expect(studentBox(canvas)).toHaveValue(student?.name);
      await expect(select(canvas, /Turma/)).toHaveTextContent(classroom.name);
      await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
      await expect(location(canvasElement)).toHaveTextContent('/matriculas/adicionar');
    },
  };
}

/** The student already has an ATIVA enrolment in the year (409). */
export const AlreadyEnrolled: Story = refusal('conflict', serverMessages.enrollmentActiveExists);
/** The classroom filled meanwhile (409). */
export const ClassroomFull: Story = refusal('conflict', serverMessages.classroomFull(30));
/** The date is outside the academic year (422). */
export const DateOutsideYear: Story = refusal(
  'unprocessable',
  serverMessages.enrollmentDateOutsideYear,
);

/** `?studentId=` (the student's record page, 'Matricular'): that student is chosen already. */
export const PreselectedStudent: Story = {
  parameters: { route: `/matriculas/adicionar?studentId=${recorded.students[0]?.id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(studentBox(canvas)).toHaveValue(preset?.name), LOAD);
    await save(canvas);
    await expect(await canvas.findByText(messages.schoolUnitRequired)).toBeVisible();
    await expect(canvas.queryByText(messages.enrollmentStudentRequired)).toBeNull();
  },
};

/** 'Cancelar' goes back to the list without saving. */
export const CancelGoesBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/matriculas$/));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Matrículas' }),
    ).toBeVisible();
  },
};
