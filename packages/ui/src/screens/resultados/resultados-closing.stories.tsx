import { findRecordedCall, mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type AcademicTerm,
  type Classroom,
  type CloseGap,
  classroomClosePath,
  classroomReopenPath,
  classroomResultsPath,
  classroomsResource,
  type MyClass,
  messages,
  myClassesPath,
  serverMessages,
  unitClassesPath,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import { closingLabels as labels, resultadosLabels } from './labels';
import ResultadosScreen from './resultados-screen';

/*
 * 'Encerrar Turma' and 'Reabrir Turma' on 'Resultados da Turma' (issue 28), as the unit's
 * secretary (who enrols and corrects records) sees them on her class as recorded; the classroom
 * and the server's answers to the close and the reopen set by each story.
 */
const classes = recordedAnswer<MyClass[]>('secretaria', `GET ${unitClassesPath}`);
const recordedRoom = recordedAnswer<Classroom[]>('administrador', `GET ${classroomsResource.path}`)
  .filter((room) => classes.some((item) => item.classroom.id === room.id))
  .find((room) => findRecordedCall('secretaria', `GET ${classroomResultsPath(room.id)}`));
if (!recordedRoom)
  throw new Error('resultados closing stories: no class of the secretary recorded');
const room: Classroom = { ...recordedRoom, closedAt: null };
const CLOSED_AT = '2026-12-18T15:00:00.000Z';
const ITEM_PATH = `${classroomsResource.path}/${room.id}`;
const ROUTE = `/resultados?classroomId=${room.id}`;
const LOAD = { timeout: 10_000 };
/** A term of the class's year (the recording has both years' terms). */
const term = recordedAnswer<AcademicTerm[]>('secretaria', 'GET /academic-terms').find((item) =>
  item.startDate.startsWith(room.academicYear.year),
);
if (!term) throw new Error('resultados closing stories: no term recorded');

/** Two components of the class's matrix, as its results name them. */
const [math, portuguese] = [
  { id: '00000000-0000-7000-8009-000000000001', name: 'Matemática' },
  { id: '00000000-0000-7000-8009-000000000002', name: 'Língua Portuguesa' },
];

/**
 * The server's 422: one gap of each kind, and three days of one component's attendance (shown
 * as one line): five lines.
 */
const gaps: CloseGap[] = [
  { kind: 'RULE' },
  { kind: 'ATTENDANCE', curricularComponent: math, date: '2026-12-10' },
  { kind: 'ATTENDANCE', curricularComponent: portuguese, date: '2026-12-01' },
  { kind: 'ATTENDANCE', curricularComponent: portuguese, date: '2026-11-27' },
  { kind: 'ATTENDANCE', curricularComponent: portuguese, date: '2026-12-04' },
  { kind: 'GRADES', curricularComponent: portuguese, academicTermId: term.id },
  { kind: 'GRADES', curricularComponent: math },
];
const LINES = 5;

/**
 * The classroom as GET /classrooms/<id> answers it, closed or not, and what the close and the
 * reopen do to it (each POST counted and its body kept).
 */
function serveClassroom(
  context: StoryContext,
  {
    closedAt = null as string | null,
    close = () => HttpResponse.json({ results: [] }) as Response,
  } = {},
) {
  const state = { closedAt, closes: 0, reopens: [] as unknown[] };
  context.msw.use(
    http.get(mockUrl(ITEM_PATH), () => HttpResponse.json({ ...room, closedAt: state.closedAt })),
    http.post(mockUrl(classroomClosePath(room.id)), () => {
      state.closes += 1;
      const answer = close();
      if (answer.status === 200) state.closedAt = CLOSED_AT;
      return answer;
    }),
    http.post(mockUrl(classroomReopenPath(room.id)), async ({ request }) => {
      state.reopens.push(await request.json());
      state.closedAt = null;
      return HttpResponse.json({ ...room, closedAt: null });
    }),
  );
  (context.parameters as { closing?: typeof state }).closing = state;
  return state;
}
const closingOf = (context: StoryContext) =>
  (context.parameters as { closing: ReturnType<typeof serveClassroom> }).closing;

const meta = {
  title: 'Telas/Pedagógico/Resultados da Turma/Encerramento',
  component: ResultadosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: { base: '3', md: '6' } })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/resultados'),
  ],
  parameters: { ...recordedStory('secretaria').parameters, layout: 'fullscreen', route: ROUTE },
  beforeEach: (context) => {
    recordedStory('secretaria').beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof ResultadosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The toast was checked; the screenshot is of the page alone, whatever the toast's timing. */
const dropToast = async (title: string) => {
  toaster.remove();
  await waitFor(() => expect(screen.queryByText(title)).not.toBeInTheDocument(), {
    timeout: 5000,
  });
};

const region = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: labels.region }, LOAD));
const confirmClose = async () => {
  const dialog = within(
    await screen.findByRole('alertdialog', { name: labels.closeTitle(room.name) }),
  );
  await expect(dialog.getByText(labels.closeDescription)).toBeVisible();
  await userEvent.click(dialog.getByRole('button', { name: labels.close }));
};

/** Confirmed, the class closes: a toast, and the class shows when it was closed. */
export const CloseSuccess: Story = {
  beforeEach: (context) => {
    serveClassroom(context as StoryContext);
  },
  play: async (context) => {
    const bar = await region(context.canvasElement);
    await expect(bar.getByText(labels.open)).toBeVisible();
    await userEvent.click(bar.getByRole('button', { name: labels.close }));
    await confirmClose();
    await findToast(labels.closed(room.name));
    await expect(await bar.findByText(labels.closedOn('18/12/2026'), {}, LOAD)).toBeVisible();
    await expect(bar.getByRole('button', { name: labels.reopen })).toBeVisible();
    await expect(closingOf(context as StoryContext).closes).toBe(1);
    await dropToast(labels.closed(room.name));
  },
};

/** Refused: each gap the server listed, in words, with a link to where it is filled. */
export const CloseRefused: Story = {
  beforeEach: (context) => {
    serveClassroom(context as StoryContext, {
      close: () =>
        HttpResponse.json(
          { message: serverMessages.classroomCloseGaps, missing: gaps },
          { status: 422 },
        ),
    });
  },
  play: async ({ canvasElement }) => {
    const bar = await region(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: labels.close }));
    await confirmClose();
    const dialog = within(await screen.findByRole('dialog', { name: labels.gapsTitle }, LOAD));
    await expect(dialog.getByText(serverMessages.classroomCloseGaps)).toBeVisible();
    const list = within(dialog.getByRole('list', { name: labels.gapsList }));
    const link = (name: string) => list.findByRole('link', { name });
    await expect(await link(labels.gapRule)).toHaveAttribute('href', '/cursos');
    await expect(await link(labels.gapAttendance(math.name, '10/12/2026'))).toHaveAttribute(
      'href',
      `/frequencias/lancamento?classroomId=${room.id}&curricularComponentId=${math.id}&date=2026-12-10`,
    );
    await expect(await link(labels.gapGrades(portuguese.name, term.title))).toHaveAttribute(
      'href',
      `/notas?classroomId=${room.id}&curricularComponentId=${portuguese.id}&academicTermId=${term.id}`,
    );
    await expect(await link(labels.gapExam(math.name))).toHaveAttribute(
      'href',
      `/notas?classroomId=${room.id}&curricularComponentId=${math.id}`,
    );
    await expect(
      await link(labels.gapAttendanceDays(portuguese.name, 3, '27/11/2026', '04/12/2026')),
    ).toHaveAttribute(
      'href',
      `/frequencias?classroomId=${room.id}&curricularComponentId=${portuguese.id}&status=PENDING&todo=0`,
    );
    await expect(dialog.getByText(labels.gapsCount(LINES))).toBeVisible();
    // Nothing closed: the class is still open.
    await expect(bar.getByText(labels.open)).toBeInTheDocument();
  },
};

/** Closed meanwhile (409) or not allowed (403): the server's message in an error toast. */
export const CloseConflict: Story = {
  beforeEach: (context) => {
    serveClassroom(context as StoryContext, {
      close: () =>
        HttpResponse.json({ message: serverMessages.classroomClosed }, { status: 409 }) as Response,
    });
  },
  play: async ({ canvasElement }) => {
    const bar = await region(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: labels.close }));
    await confirmClose();
    await findToast(serverMessages.classroomClosed, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await dropToast(serverMessages.classroomClosed);
  },
};

/** A closed class: when it was closed, and 'Reabrir Turma' instead of 'Encerrar Turma'. */
export const Closed: Story = {
  beforeEach: (context) => {
    serveClassroom(context as StoryContext, { closedAt: CLOSED_AT });
  },
  play: async ({ canvasElement }) => {
    const bar = await region(canvasElement);
    await expect(await bar.findByText(labels.closedOn('18/12/2026'), {}, LOAD)).toBeVisible();
    await expect(bar.getByRole('button', { name: labels.reopen })).toBeVisible();
    await expect(bar.queryByRole('button', { name: labels.close })).not.toBeInTheDocument();
    await within(canvasElement).findByRole(
      'table',
      { name: resultadosLabels.table(room.name) },
      LOAD,
    );
  },
};

const openReopen = async (canvasElement: HTMLElement) => {
  const bar = await region(canvasElement);
  await userEvent.click(await bar.findByRole('button', { name: labels.reopen }, LOAD));
  return within(await screen.findByRole('dialog', { name: labels.reopenTitle(room.name) }));
};

/** 'Reabrir Turma' without a reason: the field says it is required; nothing is sent. */
export const ReopenEmptyReason: Story = {
  beforeEach: (context) => {
    serveClassroom(context as StoryContext, { closedAt: CLOSED_AT });
  },
  play: async (context) => {
    const dialog = await openReopen(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: labels.reopen }));
    const reason = dialog.getByRole('textbox', { name: new RegExp(labels.reason) });
    await waitFor(() => expect(reason).toHaveAccessibleDescription(messages.reopenReasonRequired));
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(closingOf(context as StoryContext).reopens).toEqual([]);
  },
};

/** With a reason, the class reopens: a toast, and 'Encerrar Turma' is back. */
export const ReopenSuccess: Story = {
  beforeEach: (context) => {
    serveClassroom(context as StoryContext, { closedAt: CLOSED_AT });
  },
  play: async (context) => {
    const dialog = await openReopen(context.canvasElement);
    const reason = 'Nota do 4º bimestre lançada errada.';
    await userEvent.type(dialog.getByRole('textbox', { name: new RegExp(labels.reason) }), reason);
    await userEvent.click(dialog.getByRole('button', { name: labels.reopen }));
    await findToast(labels.reopened(room.name));
    await expect(closingOf(context as StoryContext).reopens).toEqual([{ reason }]);
    const bar = await region(context.canvasElement);
    await expect(await bar.findByRole('button', { name: labels.close }, LOAD)).toBeVisible();
    await expect(bar.getByText(labels.open)).toBeVisible();
    await dropToast(labels.reopened(room.name));
  },
};

/** A teacher (neither enrols nor corrects records): the map, and nothing to close or reopen. */
const taught = recordedAnswer<MyClass[]>('professor', `GET ${myClassesPath}`).find((item) =>
  findRecordedCall('professor', `GET ${classroomResultsPath(item.classroom.id)}`),
);
if (!taught) throw new Error('resultados closing stories: no class of the teacher recorded');

export const Teacher: Story = {
  parameters: {
    ...recordedStory('professor').parameters,
    route: `/resultados?classroomId=${taught.classroom.id}`,
  },
  beforeEach: (context) => {
    recordedStory('professor').beforeEach(context);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: resultadosLabels.table(taught.classroom.name) }, LOAD);
    await expect(canvas.queryByRole('button', { name: labels.close })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: labels.region })).not.toBeInTheDocument();
  },
};

/** On a phone: the refusal's gaps fit the screen, each link whole. */
export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  beforeEach: (context) => {
    serveClassroom(context as StoryContext, {
      close: () =>
        HttpResponse.json(
          { message: serverMessages.classroomCloseGaps, missing: gaps },
          { status: 422 },
        ),
    });
  },
  play: async ({ canvasElement }) => {
    const bar = await region(canvasElement);
    await userEvent.click(bar.getByRole('button', { name: labels.close }));
    await confirmClose();
    const dialog = await screen.findByRole('dialog', { name: labels.gapsTitle }, LOAD);
    await expect(within(dialog).getAllByRole('link')).toHaveLength(LINES);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
