import {
  loadingForever,
  type MeScenario,
  meAs,
  mockUrl,
  type RecordedRole,
  recordedAnswer,
  serverErrorTimes,
} from '@lousa/api-client/mocks';
import {
  attendanceStatusLabels,
  formatHomeCount,
  HOME_PENDING_DAYS,
  type Home,
  homeMessages,
  homePath,
  QUERY_RETRIES,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import HomeScreen from './inicio-screen';

/** The home page the server answered `role` (the demo network on the recording's day). */
const recordedHome = (role: RecordedRole) => recordedAnswer<Home>(role, `GET ${homePath}`);

/** A user with no part of the home page. */
const NO_PANELS: Home = { teacher: null, school: null, network: null };

/** GET /home answers `home` and GET /me that user. */
const homeOf =
  (home: Home, me: MeScenario = {}) =>
  ({ msw }: StoryContext) => {
    msw.use(
      http.get(mockUrl(homePath), () => HttpResponse.json(home)),
      ...meAs(me),
    );
  };

const meta = {
  title: 'Telas/Página Inicial',
  component: HomeScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/', { showLocation: true }),
  ],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const m = homeMessages;
const LOAD = { timeout: 5000 };

/** The greeting with the signed-in user's first name and the product name. */
const expectGreeting = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: 'Página Inicial' })).toBeVisible();
  await expect(canvas.getByText('Olá, Ana, seja bem-vindo', { exact: false })).toHaveTextContent(
    'Olá, Ana, seja bem-vindo à Lousa',
  );
};

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** While GET /home is on its way: the greeting and nine pulsing tiles in a busy region. */
export const Loading: Story = {
  beforeEach: ({ msw }) => {
    msw.use(loadingForever('get', homePath));
  },
  play: async ({ canvasElement }) => {
    await expectGreeting(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: m.panels });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(region.querySelectorAll('[data-skeleton]')).toHaveLength(9);
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** GET /home fails (its retry too): the failure, announced, and 'Tentar novamente'. */
export const LoadError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serverErrorTimes('get', homePath, QUERY_RETRIES + 1));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectGreeting(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(canvas.queryByRole('region', { name: m.panels })).toBeNull();
  },
};

/** 'Tentar novamente' after the failure asks again: the administrator's home page comes. */
export const RetryAfterError: Story = {
  beforeEach: ({ msw }) => {
    msw.use(serverErrorTimes('get', homePath, QUERY_RETRIES + 1));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    // The fixture handler answers now: the administrator's home page.
    await expect(
      await canvas.findByRole('heading', { level: 2, name: m.network.heading }, LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A user with no part of the home page (no role): the greeting and 'Nenhum painel…'. */
export const Empty: Story = {
  beforeEach: homeOf(NO_PANELS, { role: null }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectGreeting(canvasElement);
    await expect(await canvas.findByText(m.empty, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/**
 * A teacher: 'Meu dia' — today's classes, each leading to that day's 'Lançamento de
 * Frequência', the pending attendance (to 'Frequências') and the assessments without grades
 * (to 'Notas'). No unit or network panel.
 */
export const Teacher: Story = {
  beforeEach: homeOf(recordedHome('professor'), { role: 'Professor(a)' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const teacher = recordedHome('professor').teacher;
    if (!teacher) throw new Error('the recorded teacher part expected');
    const day = await canvas.findByRole('region', { name: m.teacher.heading }, LOAD);
    await expect(within(day).getByRole('heading', { level: 2 })).toHaveTextContent('Meu dia');
    const today = within(day).getByRole('region', { name: m.teacher.today });
    const [first] = teacher.todayClasses;
    if (!first) throw new Error('a recorded class of today expected');
    const classLinks = within(today).getAllByRole('link');
    await expect(classLinks).toHaveLength(teacher.todayClasses.length);
    // Each class as the recording has it, in its order, with its status.
    const names = teacher.todayClasses.map(({ classroom, curricularComponent, status }) =>
      m.teacher.todayClass(
        classroom.name,
        curricularComponent.name,
        attendanceStatusLabels[status],
      ),
    );
    for (const [index, name] of names.entries()) {
      await expect(classLinks[index]).toHaveAccessibleName(name);
    }
    await expect(classLinks[0]).toHaveAttribute(
      'href',
      expect.stringMatching(
        new RegExp(
          `^/frequencias/lancamento\\?classroomId=${first.classroom.id}&curricularComponentId=${first.curricularComponent.id}&date=\\d{4}-\\d{2}-\\d{2}$`,
        ),
      ),
    );
    // The tile's name is its visible content: label, figure and hint.
    const pending = within(day).getByRole('link', {
      name: `${m.teacher.pending} ${teacher.pendingAttendance} ${m.teacher.pendingHint(HOME_PENDING_DAYS)}`,
    });
    const ungraded = within(day).getByRole('link', {
      name: `${m.teacher.ungraded} ${teacher.assessmentsWithoutGrades} ${m.teacher.ungradedHint}`,
    });
    await expect(ungraded).toHaveAttribute('href', '/notas');
    await expect(canvas.queryByRole('heading', { name: m.network.heading })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: m.school.heading })).toBeNull();
    await userEvent.click(pending);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/frequencias$/));
  },
};

/**
 * A unit's secretary: 'Minhas unidades' — the year's enrolments, classes without a teacher,
 * students without a class, calendar days without a type, and the enrolments by unit and
 * course. No network panel.
 */
export const Secretary: Story = {
  beforeEach: homeOf(recordedHome('secretaria'), { role: 'Secretaria Escolar' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const school = recordedHome('secretaria').school;
    if (!school) throw new Error('the recorded school part expected');
    const units = await canvas.findByRole('region', { name: m.school.heading }, LOAD);
    await expect(canvas.queryByRole('region', { name: m.school.networkHeading })).toBeNull();
    await expect(canvas.queryByRole('region', { name: m.network.heading })).toBeNull();
    const year = school.academicYear?.year ?? null;
    await expect(
      within(units).getByRole('link', {
        name: `${m.school.enrollments(year)} ${formatHomeCount(school.enrollments)} ${m.school.enrollmentsHint}`,
      }),
    ).toHaveAttribute('href', '/matriculas');
    await expect(
      within(units).getByRole('link', {
        name: `${m.school.withoutTeacher} ${school.classroomsWithoutTeacher} ${m.school.withoutTeacherHint(school.componentsWithoutTeacher)}`,
      }),
    ).toHaveAttribute('href', '/turmas');
    await expect(
      within(units).getByRole('link', { name: new RegExp(`^${m.school.untypedDays} `) }),
    ).toHaveAttribute('href', '/dias-escolares');
    const byCourse = within(units).getByRole('region', { name: m.school.byCourse });
    const [group] = school.enrollmentsByCourse;
    if (!group) throw new Error('a recorded enrolment group expected');
    await expect(within(byCourse).getByText(group.schoolUnit.name)).toBeVisible();
    await expect(
      within(byCourse).getByText(
        m.school.course(group.course.name, group.enrollments, group.classrooms),
      ),
    ).toBeVisible();
    await userEvent.click(
      within(units).getByRole('link', { name: new RegExp(`^${m.school.withoutClass} `) }),
    );
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/alunos$/));
  },
};

/**
 * The administrator (network-wide): 'Rede' — units, students, classes and teachers, each to its
 * registry — then 'Unidades da rede', the school panel over every unit.
 */
export const Administrator: Story = {
  beforeEach: homeOf(recordedHome('administrador')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { network, school } = recordedHome('administrador');
    if (!network || !school) throw new Error('the recorded network and school parts expected');
    const rede = await canvas.findByRole('region', { name: m.network.heading }, LOAD);
    await expect(canvas.getByRole('region', { name: m.school.networkHeading })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: m.school.heading })).toBeNull();
    await expect(canvas.queryByRole('region', { name: m.teacher.heading })).toBeNull();
    const expected = [
      [
        m.network.schoolUnits,
        network.schoolUnits,
        m.network.schoolUnitsHint,
        '/unidades-escolares',
      ],
      [m.network.students, network.students, m.network.studentsHint, '/alunos'],
      [m.network.classrooms, network.classrooms, m.network.classroomsHint, '/turmas'],
      [m.network.teachers, network.teachers, m.network.teachersHint, '/usuarios'],
    ] as const;
    for (const [label, value, hint, href] of expected) {
      await expect(
        within(rede).getByRole('link', { name: `${label} ${formatHomeCount(value)} ${hint}` }),
      ).toHaveAttribute('href', href);
    }
    await userEvent.click(within(rede).getByRole('link', { name: /^Unidades escolares / }));
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(/^\/unidades-escolares$/),
    );
  },
};

/**
 * A network-wide role without the registries (a coordinator of its own): the figures it may not
 * open are tiles without a link; the calendar's days lead to 'Calendário Acadêmico'.
 */
export const FiguresWithoutAccess: Story = {
  beforeEach: homeOf(recordedHome('administrador'), {
    role: { id: '5d0c1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f', name: 'Coordenação da rede' },
    permissions: ['network.all', 'pedagogy.unit-classes'],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rede = await canvas.findByRole('region', { name: m.network.heading }, LOAD);
    await expect(within(rede).queryByRole('link')).toBeNull();
    await expect(within(rede).getByText(m.network.teachers)).toBeVisible();
    const units = canvas.getByRole('region', { name: m.school.networkHeading });
    await expect(
      within(units).getByRole('link', { name: new RegExp(`^${m.school.untypedDays} `) }),
    ).toHaveAttribute('href', '/calendario-academico');
    await expect(
      within(units).queryByRole('link', { name: new RegExp(`^${m.school.withoutTeacher} `) }),
    ).toBeNull();
  },
};

/** 375 px wide: the tiles stack in one column and nothing overflows the page. */
export const Phone: Story = {
  beforeEach: homeOf(recordedHome('administrador')),
  parameters: { testViewport: { width: 375, height: 1400 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rede = await canvas.findByRole('region', { name: m.network.heading }, LOAD);
    const tiles = within(rede).getAllByRole('link');
    const lefts = new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().left)));
    await expect(lefts.size).toBe(1);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
