import {
  type AttendanceSheetFixture,
  createFixtureDb,
  createHandlers,
  type FixtureDb,
  forbidden,
  loadingForever,
  notFound,
  seatStudents,
  serverError,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  absencesText,
  classroomsResource,
  formatDate,
  formatDecimal,
  formatInstantDate,
  messages,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
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
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import FrequenciasLancamentoScreen from './frequencias-lancamento-screen';
import { attendanceLaunchLabels as labels } from './labels';

/** The fixture API answers in a moment; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
const DAY_MS = 86_400_000;
/** The class the stories take attendance of: the first class and component with a teacher. */
const CLASS_SIZE = 10;

/** A fixture database whose first taught class has a roster of ten (same seed, same ids). */
function preparedDb() {
  const fresh = createFixtureDb();
  const [teaching] = fresh.teachingAssignments;
  if (!teaching) throw new Error('fixtures: no teaching assignment');
  seatStudents(fresh, teaching.classroom.id, CLASS_SIZE);
  return { db: fresh, teaching };
}
const { db: seedDb, teaching } = preparedDb();
const ofClass = (rows: readonly AttendanceSheetFixture[]) =>
  rows.filter(
    (sheet) =>
      sheet.classroom.id === teaching.classroom.id &&
      sheet.curricularComponent.id === teaching.curricularComponent.id,
  );
/** The class's earliest pending day, and its latest recorded one. */
const pendingDate = ofClass(seedDb.attendanceSheets)
  .filter((sheet) => sheet.status === 'PENDING')
  .at(-1)?.date as string;
const recordedDate = ofClass(seedDb.attendanceSheets).find((sheet) => sheet.status === 'RECORDED')
  ?.date as string;
const routeOf = (date: string) =>
  `/frequencias/lancamento?classroomId=${teaching.classroom.id}&curricularComponentId=${teaching.curricularComponent.id}&date=${date.slice(0, 10)}`;

// Each story gets its own database, kept here so the play function can read it.
let db: FixtureDb = seedDb;
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
  db = preparedDb().db;
  msw.use(...createHandlers(db));
};
const sheetOn = (date: string) =>
  ofClass(db.attendanceSheets).find((sheet) => sheet.date === date) as AttendanceSheetFixture;
/** The class's students on the day, by name, as the roster numbers them. */
const rosterOn = (date: string) =>
  db.enrollments
    .filter(
      (enrollment) =>
        enrollment.classroom.id === teaching.classroom.id &&
        enrollment.date.slice(0, 10) <= date.slice(0, 10) &&
        (enrollment.endDate === null || enrollment.endDate.slice(0, 10) > date.slice(0, 10)),
    )
    .map((enrollment) => enrollment.student)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
/**
 * 'Frequência' as shown: the share of the recorded days present and the absences ('— 2 faltas,
 * 1 justificada'), or '-' before any.
 */
function percentText(studentId: string) {
  const marks = ofClass(db.attendanceSheets)
    .filter((sheet) => sheet.status === 'RECORDED')
    .flatMap((sheet) => sheet.entries.filter((entry) => entry.studentId === studentId));
  if (marks.length === 0) return '-';
  const absent = marks.filter((mark) => !mark.isPresent);
  const value = Math.round(((marks.length - absent.length) / marks.length) * 1000) / 10;
  const absences = absencesText(absent.length, absent.filter((mark) => mark.justified).length);
  return `${formatDecimal(value)}%${absences ? ` — ${absences}` : ''}${value < 75 ? ' (abaixo de 75%)' : ''}`;
}

/** A cell's text as shown at this width (a phone's figure under the name is left out when wide). */
const shownText = (cell: HTMLElement) =>
  [...cell.querySelectorAll('*')]
    .filter((element) => getComputedStyle(element).display === 'none')
    .reduce((text, hidden) => text.replace(hidden.textContent ?? '', ''), cell.textContent ?? '');

const nameOf = (date: string, index: number) => rosterOn(date)[index]?.name ?? '';
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
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => {
    withFreshDb({ msw });
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof FrequenciasLancamentoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A PENDENTE day: its class, component, date and badge; the roster of the class on that date
 * (roll numbers 01…, by name) with each student's attendance so far and absences — under 75% in
 * the warning style, said in words — everyone present at first (the teacher marks the absences),
 * on one screen without a pager.
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
      await expect(roster).toHaveLength(CLASS_SIZE);
      const cells = bodyRows(canvasElement).map((row) =>
        within(row).getAllByRole('cell').slice(0, 3).map(shownText),
      );
      await expect(cells).toEqual(
        roster.map((student, index) => [
          String(index + 1).padStart(2, '0'),
          student.name,
          percentText(student.id),
        ]),
      );
      const below = canvasElement.querySelectorAll('[data-below-minimum]');
      await expect(below.length).toBeGreaterThan(0);
      await expect(below.length).toBeLessThan(CLASS_SIZE);
      await expect(canvas.queryByRole('button', { name: 'Próxima página' })).toBeNull();
    });
    await step('everyone present, every control usable', async () => {
      const switches = canvas.getAllByRole('switch');
      await expect(switches).toHaveLength(CLASS_SIZE);
      for (const toggle of switches) {
        await expect(toggle).toBeChecked();
        await expect(toggle).toBeEnabled();
      }
      await expect(canvas.getAllByText('Presente')).toHaveLength(CLASS_SIZE);
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
 * A REGISTRADA day its teacher may still correct: its marks as saved (a justified absence with
 * its switch locked), and when it was recorded and until when it may be corrected.
 */
export const RecordedEditable: Story = {
  parameters: { route: routeOf(recordedDate) },
  beforeEach() {
    const sheet = sheetOn(recordedDate);
    sheet.launchDate = new Date(Date.now() - 2 * DAY_MS).toISOString();
    sheet.editableUntil = new Date(Date.now() + 5 * DAY_MS).toISOString();
    // One justified absence, so that its locked switch shows.
    const [, second] = sheet.entries;
    if (second)
      Object.assign(second, { isPresent: false, justified: true, justification: 'Gripe' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const sheet = sheetOn(recordedDate);
    await expect(facts(canvasElement).at(-1)).toBe('REGISTRADA');
    await expect(canvas.getByText('REGISTRADA')).toHaveClass('badge--variant_default');
    await expect(
      canvas.getByText(
        `Registrada em ${formatInstantDate(sheet.launchDate)}; pode ser corrigida até ${formatInstantDate(sheet.editableUntil)}.`,
      ),
    ).toBeVisible();
    for (const [index, student] of rosterOn(recordedDate).entries()) {
      const mark = sheet.entries.find((entry) => entry.studentId === student.id);
      const toggle = presence(canvasElement, student.name);
      if (mark?.isPresent) await expect(toggle).toBeChecked();
      else await expect(toggle).not.toBeChecked();
      if (mark?.justified) await expect(toggle).toBeDisabled();
      else await expect(toggle).toBeEnabled();
      await expect(justifyButton(canvasElement, nameOf(recordedDate, index))).toBeEnabled();
    }
    await expect(canvas.getAllByText('Falta justificada')).toHaveLength(
      sheet.entries.filter((entry) => entry.justified).length,
    );
    await expect(saveButton(canvasElement)).toBeEnabled();
  },
};

/**
 * A recorded day whose correction window closed, for a user who may no longer change it: the
 * server's words ('O prazo de 7 dias…'), every switch and button disabled.
 */
export const ReadOnlyWindowClosed: Story = {
  parameters: { route: routeOf(recordedDate) },
  beforeEach() {
    const sheet = sheetOn(recordedDate);
    sheet.canEdit = false;
    sheet.launchDate = new Date(Date.now() - 20 * DAY_MS).toISOString();
    sheet.editableUntil = new Date(Date.now() - 13 * DAY_MS).toISOString();
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

/** A day the user may read but not launch (not its teacher): said so, nothing can be changed. */
export const ReadOnlyNotTheirs: Story = {
  beforeEach() {
    sheetOn(pendingDate).canEdit = false;
  },
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
  beforeEach() {
    const others = db.enrollments.filter(
      (enrollment) => enrollment.classroom.id !== teaching.classroom.id,
    );
    db.enrollments.splice(0, db.enrollments.length, ...others);
  },
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

/** A Saturday of no lessons: the server's 422 in its words. */
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
    const name = nameOf(pendingDate, 3);
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
    const justified = nameOf(pendingDate, 2);
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
    await expect(canvas.getAllByText('Presente')).toHaveLength(CLASS_SIZE - 1);
    await expect(canvas.getByText('Falta justificada')).toBeVisible();
  },
};

/**
 * An absent student, a justified absence, the rest present as the roster started, 'Salvar': PUT
 * /attendance gets the whole roster (the fixture db keeps it), the success toast shows, and the
 * day is REGISTRADA with its launch date and how long it may be corrected; the marks stay as
 * saved.
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
    const sheet = sheetOn(pendingDate);
    await expect(sheet.status).toBe('RECORDED');
    await expect(sheet.entries).toEqual(
      roster.map((student, index) => ({
        studentId: student.id,
        isPresent: index > 1,
        justified: index === 1,
        justification: index === 1 ? 'Consulta médica' : null,
      })),
    );
    await waitFor(() => expect(facts(canvasElement).at(-1)).toBe('REGISTRADA'));
    await expect(
      canvas.getByText(
        `Registrada em ${formatInstantDate(sheet.launchDate)}; pode ser corrigida até ${formatInstantDate(sheet.editableUntil)}.`,
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
    const sheet = sheetOn(pendingDate);
    await expect(sheet.status).toBe('RECORDED');
    await expect(sheet.entries).toEqual(
      rosterOn(pendingDate).map((student) => ({
        studentId: student.id,
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
 * A student's figure counts a justified absence as an absence and says how many were justified:
 * one whose only recorded day was a justified absence reads '0,0% — 1 falta, 1 justificada'
 * (still under 75%, in the warning style); one with two absences, both justified, reads
 * '… — 2 faltas, 2 justificadas'; one with two, one justified, '… — 2 faltas, 1 justificada'.
 */
export const JustifiedAbsences: Story = {
  beforeEach() {
    const recorded = ofClass(db.attendanceSheets).filter((sheet) => sheet.status === 'RECORDED');
    const [first, second, third] = rosterOn(pendingDate);
    const absent = (justification: string | null) => ({
      isPresent: false,
      justified: justification !== null,
      justification,
    });
    for (const [day, sheet] of recorded.entries()) {
      sheet.entries = sheet.entries.flatMap((entry) => {
        if (entry.studentId === first?.id) {
          return day === 0 ? [{ ...entry, ...absent('Atestado médico') }] : [];
        }
        const present = { ...entry, isPresent: true, justified: false, justification: null };
        if (entry.studentId === second?.id)
          return [day < 2 ? { ...entry, ...absent('Gripe') } : present];
        if (entry.studentId === third?.id) {
          return [
            day === 0
              ? { ...entry, ...absent('Consulta') }
              : day === 1
                ? { ...entry, ...absent(null) }
                : present,
          ];
        }
        return [entry];
      });
    }
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const days = ofClass(db.attendanceSheets).filter((sheet) => sheet.status === 'RECORDED').length;
    const twoOff = `${formatDecimal(Math.round(((days - 2) / days) * 1000) / 10)}%`;
    const figure = (index: number) =>
      within(bodyRows(canvasElement)[index] as HTMLElement).getAllByRole('cell')[2];
    await expect(figure(0)).toHaveTextContent('0,0% — 1 falta, 1 justificada (abaixo de 75%)');
    await expect(figure(0)?.querySelector('[data-below-minimum]')).not.toBeNull();
    await expect(figure(1)).toHaveTextContent(`${twoOff} — 2 faltas, 2 justificadas`);
    await expect(figure(2)).toHaveTextContent(`${twoOff} — 2 faltas, 1 justificada`);
  },
};

/**
 * The roll number ('Código') is the enrolment's, the same every day: a student who left keeps
 * theirs (no one takes it, so 02 is missing), and a later arrival is appended (11) even when
 * their name comes first.
 */
export const FixedRollNumbers: Story = {
  beforeEach() {
    const firstDay = ofClass(db.attendanceSheets).at(-1)?.date as string;
    const [, leaver] = rosterOn(firstDay);
    const leaving = db.enrollments.find(
      (enrollment) =>
        enrollment.classroom.id === teaching.classroom.id && enrollment.student.id === leaver?.id,
    );
    if (!leaving) throw new Error('fixtures: no enrolment to end');
    Object.assign(leaving, { status: 'TRANSFERRED', endDate: recordedDate });
    const newcomer = db.students.find(
      (candidate) =>
        !db.enrollments.some(
          (enrollment) =>
            enrollment.student.id === candidate.id &&
            enrollment.classroom.id === teaching.classroom.id,
        ),
    );
    if (!newcomer) throw new Error('fixtures: no student to enrol');
    newcomer.person.name = 'Aaron Abreu';
    db.enrollments.push({
      ...leaving,
      id: 'f1xed-r011-0000-0000-000000000011',
      status: 'ACTIVE',
      date: pendingDate,
      endDate: null,
      student: { id: newcomer.id, name: newcomer.person.name },
    });
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const firstDay = ofClass(db.attendanceSheets).at(-1)?.date as string;
    const original = rosterOn(firstDay);
    const rows = bodyRows(canvasElement).map((row) =>
      within(row).getAllByRole('cell').slice(0, 2).map(shownText),
    );
    await expect(rows).toEqual([
      ...original
        .map((student, index) => [String(index + 1).padStart(2, '0'), student.name])
        .filter(([code]) => code !== '02'),
      ['11', 'Aaron Abreu'],
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
    await justify(canvasElement, nameOf(pendingDate, 2), 'Viagem da família');
    await userEvent.click(saveButton(canvasElement));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.attendanceStudentMissing,
    );
    await expect(presence(canvasElement, name)).not.toBeChecked();
    await expect(presence(canvasElement, nameOf(pendingDate, 2))).toBeDisabled();
    await expect(saveButton(canvasElement)).toBeEnabled();
    await expect(sheetOn(pendingDate).status).toBe('PENDING');
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
    const sheet = sheetOn(recordedDate);
    const free = rosterOn(recordedDate).find(
      (student) => !sheet.entries.find((entry) => entry.studentId === student.id)?.justified,
    );
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
    const name = nameOf(pendingDate, CLASS_SIZE - 1);
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
    await expect(
      ofClass(db.attendanceSheets).find((sheet) => sheet.date === pendingDate)?.status,
    ).toBe('PENDING');
  },
};
