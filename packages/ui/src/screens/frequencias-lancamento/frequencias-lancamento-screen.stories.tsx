import {
  forbidden,
  loadingForever,
  mockUrl,
  notFound,
  RECORDED_NOW,
  recordedAnswer,
  serverError,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  ATTENDANCE_MINIMUM_PERCENT,
  type AttendanceDay,
  type AttendanceSaveBody,
  type AttendanceSheet,
  attendanceFigureText,
  attendancePath,
  attendanceSheetsResource,
  classroomsResource,
  formatDate,
  formatDecimal,
  formatInstantDate,
  type MyClass,
  messages,
  myClassesPath,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findToast,
  stayThenDiscard,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import FrequenciasLancamentoScreen from './frequencias-lancamento-screen';
import { attendanceLaunchLabels as labels } from './labels';

/** The mocks answer in a moment; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
const DAY_MS = 86_400_000;

type Ref = Pick<MyClass, 'classroom' | 'curricularComponent'>;
const myClasses = recordedAnswer<MyClass[]>('professor', `GET ${myClassesPath}`);
/**
 * The class the stories take attendance of: the demo teacher's biggest after her first (whose
 * today she took before the recording), the first of the largest, as the recorder picks it:
 * test/recording/attendance.ts.
 */
const teaching = myClasses
  .slice(1)
  .reduce((most, item) => (item.students > most.students ? item : most));
const sameClass = (a: Ref, b: Ref) =>
  a.classroom.id === b.classroom.id && a.curricularComponent.id === b.curricularComponent.id;
/** The class's lesson days, latest first (GET /attendance-sheets, recorded). */
const classDays = recordedAnswer<AttendanceSheet[]>(
  'professor',
  `GET ${attendanceSheetsResource.path}`,
).filter((sheet) => sameClass(sheet, teaching));
/** How many days of the class were recorded (what a student's figure counts). */
const recordedDays = classDays.filter((sheet) => sheet.status === 'RECORDED').length;
/** The class's latest pending day (the recording's today), and its latest recorded one. */
const pendingDate = classDays.find((sheet) => sheet.status === 'PENDING')?.date.slice(0, 10) ?? '';
const recordedDate =
  classDays.find((sheet) => sheet.status === 'RECORDED')?.date.slice(0, 10) ?? '';
const dayQuery = (ref: Ref, date: string) =>
  `classroomId=${ref.classroom.id}&curricularComponentId=${ref.curricularComponent.id}&date=${date}`;
const routeOf = (date: string) => `/frequencias/lancamento?${dayQuery(teaching, date)}`;
/** The day as the server answered the teacher (GET /attendance, recorded). */
const recordedDay = (date: string, ref: Ref = teaching) =>
  recordedAnswer<AttendanceDay>('professor', `GET ${attendancePath}?${dayQuery(ref, date)}`);
/** The class's students on the day, as the roster numbers them. */
const rosterOn = (date: string) => recordedDay(date).students;
/**
 * The teacher's first class, whose attendance she took on the recording's day before it was
 * recorded: what a save at that instant answers (status, launch date, correction window).
 */
const takenToday = recordedDay(pendingDate, myClasses[0] as MyClass);

/**
 * GET /attendance answers `day` (a recorded day as a story needs it changed), in the story's
 * `context` (the story's own context type lacks the `msw` the preview adds).
 */
const answering = (day: AttendanceDay) => (context: unknown) => {
  (context as StoryContext).msw.use(
    http.get(mockUrl(attendancePath), () => HttpResponse.json(day)),
  );
};

/** The bodies of PUT /attendance a story sent. */
let sent: AttendanceSaveBody[] = [];
/**
 * PUT /attendance as the server answers a save of the pending day at the recording's instant:
 * the day REGISTRADA, launched and correctable as the day the teacher took at that instant, with
 * the marks sent (the recording only echoes a body).
 */
const saving = http.put(mockUrl(attendancePath), async ({ request }) => {
  const body = (await request.json()) as AttendanceSaveBody;
  sent.push(body);
  const day = recordedDay(body.date.slice(0, 10));
  return HttpResponse.json({
    ...day,
    status: takenToday.status,
    launchDate: takenToday.launchDate,
    editableUntil: takenToday.editableUntil,
    students: day.students.map((student) => ({
      ...student,
      ...body.students.find((mark) => mark.studentId === student.studentId),
    })),
  } satisfies AttendanceDay);
});

/**
 * 'Frequência' as shown: the share of the recorded days present and the absences ('— 2 faltas,
 * 1 justificada'), said to be under the minimum, or '-' before any.
 */
function percentText(student: AttendanceDay['students'][number]) {
  if (student.attendance === null) return labels.noPercent;
  const below = student.attendance < ATTENDANCE_MINIMUM_PERCENT ? labels.belowMinimum : '';
  return `${attendanceFigureText(student)}${below}`;
}

/** A cell's text as shown at this width (a phone's figure under the name is left out when wide). */
const shownText = (cell: HTMLElement) =>
  [...cell.querySelectorAll('*')]
    .filter((element) => getComputedStyle(element).display === 'none')
    .reduce((text, hidden) => text.replace(hidden.textContent ?? '', ''), cell.textContent ?? '');

const nameOf = (date: string, index: number) => rosterOn(date).at(index)?.name ?? '';
const presence = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('switch', { name: `Presença de ${name}` });
const justifyButton = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('button', { name: `Justificar falta de ${name}` });
const saveButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Salvar' });
/** The roster is on screen (the day has loaded). */
const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Frequência da turma' }, LOAD);
/** The day's facts: Turma, Componente Curricular, Data da Aula, Status. */
const facts = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Aula' }))
    .getAllByRole('definition')
    .map((value) => value.textContent);

async function justify(canvasElement: HTMLElement, name: string, text: string) {
  await userEvent.click(justifyButton(canvasElement, name));
  const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Justificativa' }), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const meta = {
  title: 'Telas/Pedagógico/Lançamento de Frequência',
  component: FrequenciasLancamentoScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: { base: '3', md: '6' } })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter(routeOf(pendingDate), { showLocation: true }),
  ],
  parameters: { ...recordedStory('professor').parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    recordedStory('professor').beforeEach(context);
    sent = [];
    context.msw.use(saving);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof FrequenciasLancamentoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A PENDENTE day: its class, component, date and badge; the roster of the class on that date
 * (roll numbers 01…) with each student's attendance so far and absences (under 75% in the warning
 * style, said in words: JustifiedAbsences) — everyone present at first (the teacher marks the
 * absences), on one screen without a pager.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Lançamento de Frequência' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/frequencias',
    );
    await loaded(canvasElement);
    await step('the day', async () => {
      await expect(facts(canvasElement)).toEqual([
        teaching.classroom.name,
        teaching.curricularComponent.name,
        formatDate(pendingDate),
        'PENDENTE',
      ]);
      await expect(canvas.getByText('PENDENTE')).toHaveClass('badge--variant_secondary');
      await expect(canvas.queryByRole('note')).toBeNull();
    });
    await step('the roster, with each student’s attendance', async () => {
      await expect(columnHeaders(canvasElement)).toEqual([
        'Código',
        'Aluno',
        'Frequência',
        'Ações',
      ]);
      const roster = rosterOn(pendingDate);
      await expect(roster).toHaveLength(teaching.students);
      const cells = bodyRows(canvasElement).map((row) =>
        within(row).getAllByRole('cell').slice(0, 3).map(shownText),
      );
      await expect(cells).toEqual(
        roster.map((student) => [student.code, student.name, percentText(student)]),
      );
      // Under the minimum, in the warning colours: the 'Frequência' column's figure (a narrow
      // screen shows it under the name instead).
      const below = bodyRows(canvasElement).filter((row) =>
        within(row).getAllByRole('cell')[2]?.querySelector('[data-below-minimum]'),
      );
      await expect(below).toHaveLength(
        roster.filter(
          (student) =>
            student.attendance !== null && student.attendance < ATTENDANCE_MINIMUM_PERCENT,
        ).length,
      );
      await expect(canvas.queryByRole('button', { name: 'Próxima página' })).toBeNull();
    });
    await step('everyone present, every control usable', async () => {
      const switches = canvas.getAllByRole('switch');
      await expect(switches).toHaveLength(teaching.students);
      for (const toggle of switches) {
        await expect(toggle).toBeChecked();
        await expect(toggle).toBeEnabled();
      }
      await expect(canvas.getAllByText('Presente')).toHaveLength(teaching.students);
      await expect(canvas.queryByText('Ausente')).toBeNull();
      await expect(saveButton(canvasElement)).toBeEnabled();
    });
  },
};

/** While GET /attendance is on its way: placeholders, announced. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', '/attendance'));
  },
  play: async ({ canvasElement }) => {
    const busy = await within(canvasElement).findByRole('status', {
      name: 'Carregando a frequência…',
    });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
  },
};

/**
 * A REGISTRADA day its teacher may still correct: its marks as saved (here with a justified
 * absence, its switch locked), and when it was recorded and until when it may be corrected.
 */
export const RecordedEditable: Story = {
  parameters: { route: routeOf(recordedDate) },
  beforeEach: (context) => {
    // The last student's presence is made a justified absence (and their figure counts it, as
    // the server's would).
    const day = recordedDay(recordedDate);
    const oneOff = Math.round(((recordedDays - 1) / recordedDays) * 1000) / 10;
    answering({
      ...day,
      students: day.students.map((student, index, all) =>
        index === all.length - 1
          ? {
              ...student,
              isPresent: false,
              justified: true,
              justification: 'Gripe',
              attendance: oneOff,
              absences: 1,
              justifiedAbsences: 1,
            }
          : student,
      ),
    })(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const day = recordedDay(recordedDate);
    await expect(day.status).toBe('RECORDED');
    await expect(day.canEdit).toBe(true);
    await expect(facts(canvasElement).at(-1)).toBe('REGISTRADA');
    await expect(canvas.getByText('REGISTRADA')).toHaveClass('badge--variant_default');
    await expect(
      canvas.getByText(
        `Registrada em ${formatInstantDate(day.launchDate)}; pode ser corrigida até ${formatInstantDate(day.editableUntil)}.`,
      ),
    ).toBeVisible();
    const last = day.students.length - 1;
    for (const [index, student] of day.students.entries()) {
      const toggle = presence(canvasElement, student.name);
      // A justified absence (the story's, and any the demo recorded) is kept: not editable.
      if (index === last || student.justified) {
        await expect(toggle).not.toBeChecked();
        await expect(toggle).toBeDisabled();
      } else {
        if (student.isPresent) await expect(toggle).toBeChecked();
        else await expect(toggle).not.toBeChecked();
        await expect(toggle).toBeEnabled();
      }
      await expect(justifyButton(canvasElement, student.name)).toBeEnabled();
    }
    await expect(canvas.getAllByText('Falta justificada')).toHaveLength(
      day.students.filter((student, index) => index === last || student.justified).length,
    );
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

/**
 * A recorded day whose correction window closed, for a user who may no longer change it: the
 * server's words ('O prazo de 7 dias…'), every switch and button disabled. (The demo's recorded
 * days are all still correctable: the story moves the recorded day's launch 20 days back.)
 */
export const ReadOnlyWindowClosed: Story = {
  parameters: { route: routeOf(recordedDate) },
  beforeEach: (context) => {
    const now = new Date(RECORDED_NOW).getTime();
    answering({
      ...recordedDay(recordedDate),
      canEdit: false,
      launchDate: new Date(now - 20 * DAY_MS).toISOString(),
      editableUntil: new Date(now - 13 * DAY_MS).toISOString(),
    })(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      serverMessages.attendanceCorrectionClosed(7),
    );
    for (const toggle of canvas.getAllByRole('switch')) await expect(toggle).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: 'Marcar todos' })).toBeNull();
    for (const button of canvas.getAllByRole('button', { name: /^Justificar falta de/ })) {
      await expect(button).toBeDisabled();
    }
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/**
 * A day the user may read but not launch (not its teacher): said so, nothing can be changed.
 * (The demo's readers of a class all may correct it: the story answers the day `canEdit: false`.)
 */
export const ReadOnlyNotTheirs: Story = {
  beforeEach: (context) => answering({ ...recordedDay(pendingDate), canEdit: false })(context),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Você pode consultar esta frequência, mas não alterá-la. Para corrigi-la, procure a secretaria.',
    );
    await expect(canvas.getAllByRole('switch')[0]).toBeDisabled();
    await expect(saveButton(canvasElement)).toBeDisabled();
  },
};

/** The server does not know the class (404): its message, and the way back to the list. */
export const ErrorNotFound: Story = {
  beforeEach({ msw }) {
    msw.use(notFound('get', '/attendance', classroomsResource.notFound));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(classroomsResource.notFound);
    await expect(
      within(alert).getByRole('link', { name: 'Voltar para Frequências' }),
    ).toHaveAttribute('href', '/frequencias');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/**
 * A lesson day nobody was enrolled on (the class's students not yet arrived): the day's facts and
 * a note that there is no attendance to take — no roster, no 'Todos presentes', no 'Salvar'.
 */
export const EmptyRoster: Story = {
  beforeEach: (context) => answering({ ...recordedDay(pendingDate), students: [] })(context),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('note', {}, LOAD);
    await expect(note).toHaveTextContent(
      'Nenhum aluno estava matriculado na turma nesta data: não há frequência a lançar.',
    );
    await expect(facts(canvasElement)).toEqual([
      teaching.classroom.name,
      teaching.curricularComponent.name,
      formatDate(pendingDate),
      'PENDENTE',
    ]);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Todos presentes' })).toBeNull();
  },
};

/** A Saturday of no lessons: the server's 422 in its words (recorded). */
export const ErrorNotALessonDay: Story = {
  parameters: { route: routeOf('2026-03-07') },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(serverMessages.notALessonDay);
  },
};

/** The server fails: 'Tentar novamente'. */
export const ErrorServer: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/attendance'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** An address without the class, component or a real date: said so, with the way back. */
export const BadAddress: Story = {
  parameters: { route: '/frequencias/lancamento?classroomId=turma-a&date=2026-02-30' },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent(
      'Este endereço não indica uma aula: escolha o dia da aula em Frequências.',
    );
    await userEvent.click(within(alert).getByRole('link', { name: 'Voltar para Frequências' }));
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
        /^\/frequencias$/,
      ),
    );
  },
};

/**
 * 'Justificar falta': its tooltip (its code loads after the roster); the dialog names the
 * student and requires the text (blank is refused with the schema's message); once justified the
 * student is absent and the switch is locked; the dialog reopens with the text given.
 */
export const JustificationValidation: Story = {
  play: async ({ canvasElement, step }) => {
    await loaded(canvasElement);
    const name = nameOf(pendingDate, 1);
    const toggle = presence(canvasElement, name);
    await expect(toggle).toBeChecked();
    await step('tooltip', async () => {
      // The tooltip's code arrives once the browser is idle after the roster shows.
      await waitFor(
        () => expect(justifyButton(canvasElement, name)).toHaveAttribute('data-scope', 'tooltip'),
        LOAD,
      );
      await userEvent.hover(justifyButton(canvasElement, name));
      await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
        'Justificar falta',
      );
    });
    await step('the dialog refuses a blank justification', async () => {
      await userEvent.click(justifyButton(canvasElement, name));
      const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
      await expect(dialog).toHaveAccessibleDescription(name);
      const text = within(dialog).getByRole('textbox', { name: 'Justificativa' });
      await expect(text).toBeRequired();
      await expect(within(dialog).getByText('Justificativa').textContent).toBe('Justificativa*');
      await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
      await expect(await within(dialog).findByText(messages.justificationRequired)).toBeVisible();
      await userEvent.type(text, '   ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
      await expect(within(dialog).getByText(messages.justificationRequired)).toBeVisible();
      await userEvent.type(text, 'Atestado médico');
      await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('justified: absent, and the switch is locked', async () => {
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeDisabled();
      await expect(within(canvasElement).getByText('Falta justificada')).toBeVisible();
      await expect(presence(canvasElement, nameOf(pendingDate, 0))).toBeEnabled();
    });
    await step('the dialog reopens with the justification given', async () => {
      await userEvent.click(justifyButton(canvasElement, name));
      const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
      await expect(within(dialog).getByRole('textbox', { name: 'Justificativa' })).toHaveValue(
        'Atestado médico',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Closing the dialog without justifying changes nothing. */
export const CancelJustification: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const name = nameOf(pendingDate, -1);
    await userEvent.click(justifyButton(canvasElement, name));
    const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Justificativa' }), 'x');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(presence(canvasElement, name)).toBeEnabled();
    await expect(within(canvasElement).queryByText('Falta justificada')).not.toBeInTheDocument();
  },
};

/**
 * 'Todos ausentes' marks the whole class absent in one click, 'Todos presentes' present again; a
 * justified absence stays absent (its switch locked) through both.
 */
export const MarkAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const marks = within(canvas.getByRole('group', { name: 'Marcar todos' }));
    const justified = nameOf(pendingDate, -1);
    await justify(canvasElement, justified, 'Atestado médico');
    await userEvent.click(marks.getByRole('button', { name: 'Todos ausentes' }));
    for (const toggle of canvas.getAllByRole('switch')) await expect(toggle).not.toBeChecked();
    await expect(canvas.queryByText('Presente')).toBeNull();
    await userEvent.click(marks.getByRole('button', { name: 'Todos presentes' }));
    for (const student of rosterOn(pendingDate)) {
      const toggle = presence(canvasElement, student.name);
      if (student.name === justified) await expect(toggle).not.toBeChecked();
      else await expect(toggle).toBeChecked();
    }
    await expect(canvas.queryAllByText('Presente')).toHaveLength(teaching.students - 1);
    await expect(canvas.getByText('Falta justificada')).toBeVisible();
  },
};

/**
 * An absent student, a justified absence, the rest present as the roster started, 'Salvar': PUT
 * /attendance gets the whole roster, the success toast shows, and the day is REGISTRADA with its
 * launch date and how long it may be corrected; the marks stay as saved.
 */
export const SaveSuccess: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const roster = rosterOn(pendingDate);
    const [first, second] = roster;
    await userEvent.click(presence(canvasElement, first?.name ?? ''));
    await justify(canvasElement, second?.name ?? '', '  Consulta médica  ');
    await userEvent.click(saveButton(canvasElement));
    await findToast(toasts.attendanceSaved);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]?.date.slice(0, 10)).toBe(pendingDate);
    await expect(sent[0]?.students).toEqual(
      roster.map((student, index) => ({
        studentId: student.studentId,
        isPresent: index > 1,
        justified: index === 1,
        justification: index === 1 ? 'Consulta médica' : null,
      })),
    );
    await waitFor(() => expect(facts(canvasElement).at(-1)).toBe('REGISTRADA'));
    await expect(
      canvas.getByText(
        `Registrada em ${formatInstantDate(takenToday.launchDate)}; pode ser corrigida até ${formatInstantDate(takenToday.editableUntil)}.`,
      ),
    ).toBeVisible();
    await expect(presence(canvasElement, first?.name ?? '')).not.toBeChecked();
    await expect(presence(canvasElement, second?.name ?? '')).toBeDisabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A new day saved untouched: 'Salvar' records the whole class present. */
export const SaveUntouchedAllPresent: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(saveButton(canvasElement));
    await findToast(toasts.attendanceSaved);
    await expect(sent[0]?.students).toEqual(
      rosterOn(pendingDate).map((student) => ({
        studentId: student.studentId,
        isPresent: true,
        justified: false,
        justification: null,
      })),
    );
    await waitFor(() => expect(facts(canvasElement).at(-1)).toBe('REGISTRADA'), LOAD);
    for (const toggle of within(canvasElement).getAllByRole('switch')) {
      await expect(toggle).toBeChecked();
    }
  },
};

/**
 * A student the class does not have: the first by name of the demo's students not enrolled in
 * any class (GET /students, recorded), for the stories whose roster gains a student.
 */
function newcomer(rollNumber: number): AttendanceDay['students'][number] {
  const [student] = recordedAnswer<{ id: string; name: string; classroom: unknown }[]>(
    'administrador',
    'GET /students',
  )
    .filter((candidate) => candidate.classroom === null)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
  if (!student) throw new Error('the recording has no student without a class');
  return {
    ...(rosterOn(pendingDate)[0] as AttendanceDay['students'][number]),
    studentId: student.id,
    name: student.name,
    rollNumber,
    code: String(rollNumber).padStart(2, '0'),
  };
}

/**
 * A student's figure counts a justified absence as an absence and says how many were justified:
 * one whose only recorded day was a justified absence reads '0,0% — 1 falta, 1 justificada'
 * (still under 75%, in the warning style); one with two absences, both justified, reads
 * '… — 2 faltas, 2 justificadas'; one with two, one justified, '… — 2 faltas, 1 justificada'.
 * (The demo's students were never absent: the story gives the server's figures for such
 * students; the class's roster is too small for three, so a third student is added.)
 */
export const JustifiedAbsences: Story = {
  beforeEach: (context) => {
    const day = recordedDay(pendingDate);
    const twoOff = Math.round(((recordedDays - 2) / recordedDays) * 1000) / 10;
    const figures = [
      { attendance: 0, absences: 1, justifiedAbsences: 1 },
      { attendance: twoOff, absences: 2, justifiedAbsences: 2 },
      { attendance: twoOff, absences: 2, justifiedAbsences: 1 },
    ];
    const roster = [...day.students, newcomer(day.students.length + 1)].slice(0, 3);
    answering({
      ...day,
      students: roster.map((student, index) => ({ ...student, ...figures[index] })),
    })(context);
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const twoOff = `${formatDecimal(Math.round(((recordedDays - 2) / recordedDays) * 1000) / 10)}%`;
    const figure = (index: number) =>
      within(bodyRows(canvasElement)[index] as HTMLElement).getAllByRole('cell')[2];
    await expect(figure(0)).toHaveTextContent('0,0% — 1 falta, 1 justificada (abaixo de 75%)');
    await expect(figure(0)?.querySelector('[data-below-minimum]')).not.toBeNull();
    await expect(figure(1)).toHaveTextContent(`${twoOff} — 2 faltas, 2 justificadas`);
    await expect(figure(2)).toHaveTextContent(`${twoOff} — 2 faltas, 1 justificada`);
  },
};

/**
 * The roll number ('Código') is the enrolment's, as the server gives it: a student who left keeps
 * theirs (no one takes it, so 02 is missing), and a later arrival is appended (the next number)
 * whatever their name. (The demo has no such class: the story answers the day without the second
 * student and with a newcomer.)
 */
export const FixedRollNumbers: Story = {
  beforeEach: (context) => {
    const day = recordedDay(pendingDate);
    const [first, , ...rest] = day.students;
    answering({
      ...day,
      students: [
        ...(first ? [first] : []),
        ...rest,
        newcomer(Math.max(...day.students.map((student) => student.rollNumber)) + 1),
      ],
    })(context);
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // The demo's roster has a gap already (a student who left keeps her number).
    const original = rosterOn(pendingDate);
    const next = Math.max(...original.map((student) => student.rollNumber)) + 1;
    const added = newcomer(next);
    const code = (rollNumber: number) => String(rollNumber).padStart(2, '0');
    const rows = bodyRows(canvasElement).map((row) =>
      within(row).getAllByRole('cell').slice(0, 2).map(shownText),
    );
    await expect(rows).toEqual([
      ...original
        .filter((_, index) => index !== 1)
        .map((student) => [code(student.rollNumber), student.name]),
      [code(next), added.name],
    ]);
  },
};

/** While the save is on its way, 'Salvar' is busy and cannot be pressed again. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('put', '/attendance'));
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await userEvent.click(presence(canvasElement, nameOf(pendingDate, 0)));
    await userEvent.click(saveButton(canvasElement));
    await waitFor(() => expect(saveButton(canvasElement)).toBeDisabled());
    await expect(saveButton(canvasElement)).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refuses the roster (422): its message beside 'Salvar', and every mark kept. */
export const SaveRefused: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('put', '/attendance', serverMessages.attendanceStudentMissing));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const name = nameOf(pendingDate, 0);
    await userEvent.click(presence(canvasElement, name));
    await justify(canvasElement, nameOf(pendingDate, -1), 'Viagem da família');
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.attendanceStudentMissing,
    );
    await expect(presence(canvasElement, name)).not.toBeChecked();
    await expect(presence(canvasElement, nameOf(pendingDate, -1))).toBeDisabled();
    await expect(saveButton(canvasElement)).toBeEnabled();
    await expect(sent).toHaveLength(0);
    await expect(facts(canvasElement).at(-1)).toBe('PENDENTE');
  },
};

/** The window closed while the page was open (403): the server's words, the marks kept. */
export const SaveForbidden: Story = {
  parameters: { route: routeOf(recordedDate) },
  beforeEach({ msw }) {
    msw.use(forbidden('put', '/attendance', serverMessages.attendanceCorrectionClosed(7)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const free = rosterOn(recordedDate).find((student) => !student.justified);
    const toggle = presence(canvasElement, free?.name ?? '');
    const before = (toggle as HTMLInputElement).checked;
    await userEvent.click(toggle);
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.attendanceCorrectionClosed(7),
    );
    if (before) await expect(toggle).not.toBeChecked();
    else await expect(toggle).toBeChecked();
  },
};

/**
 * On a phone (375 px): nothing scrolls sideways, neither the page nor the roster's table (the
 * figure sits under the student's name instead of in its own column); every row's switch and
 * 'Justificar falta' are on screen, and the last student's switch is reached and toggled.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  parameters: { testViewport: { width: 375, height: 720 } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(window.innerWidth).toBeLessThan(500));
    await loaded(canvasElement);
    const heading = within(canvasElement).getByRole('heading', { level: 1 });
    const page = heading.closest('header')?.parentElement as HTMLElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
    await expect(page.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const scrolling = document.scrollingElement as HTMLElement;
    await expect(scrolling.scrollWidth).toBeLessThanOrEqual(scrolling.clientWidth);
    const table = within(canvasElement).getByRole('table', { name: labels.form });
    const frame = table.closest('section') as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(
      within(table).queryByRole('columnheader', { name: labels.attendance }),
    ).not.toBeInTheDocument();
    for (const student of rosterOn(pendingDate)) {
      const controls = [
        presence(canvasElement, student.name),
        within(table).getByRole('button', { name: labels.justifyOf(student.name) }),
      ];
      for (const control of controls) {
        await expect(control.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      }
    }
    const name = nameOf(pendingDate, -1);
    const toggle = presence(canvasElement, name);
    toggle.scrollIntoView({ block: 'center', inline: 'center' });
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(saveButton(canvasElement)).toBeVisible();
  },
};

/**
 * A switch changed and not saved: 'Voltar' asks 'Descartar alterações?'; 'Continuar editando'
 * keeps the mark and the address, 'Descartar' leaves for 'Frequências' and nothing is saved.
 */
export const LeaveWithUnsavedMarks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const [first] = canvas.getAllByRole('switch');
    if (!first) throw new Error('empty roster');
    await userEvent.click(first);
    await expect(first).not.toBeChecked();
    const location = canvas.getByRole('status', { name: LOCATION_LABEL });
    const before = location.textContent;

    await stayThenDiscard(
      () => canvas.getByRole('link', { name: 'Voltar' }),
      async () => {
        await expect(first).not.toBeChecked();
        await expect(location).toHaveTextContent(before ?? '');
      },
    );
    await waitFor(() => expect(location).toHaveTextContent(/^\/frequencias$/), LOAD);
    // Nothing was saved.
    await expect(sent).toHaveLength(0);
  },
};
