import { RECORDED_NOW, recordedAnswer, recordedHandlers } from '@lousa/api-client/mocks';
import { type AuditEvent, auditActionLabels, type Me, type User } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  listStateStories,
  rowTexts,
  search,
  searchBox,
  sortHeader,
  TYPING,
} from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import { formatAuditTime } from './auditoria-format';
import AuditoriaScreen from './auditoria-screen';

const PATH = '/audit-events';
const HEADERS = ['Data e hora', 'Usuário', 'Ação', 'Recurso', 'Registro', 'Campos', 'Endereço IP'];

/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

// The demo's audit log as the server answered the administrator (the recording): its sign-ins,
// the teacher's attendance, the reads of a student's record. The server's clock stood still
// while it was recorded, so every event has the recording's instant.
const events = recordedAnswer<AuditEvent[]>('administrador', `GET ${PATH}`);
/** What the server answered to a search, a sort or filters (recorded in people-screens.json). */
const answered = (query: string) =>
  recordedAnswer<AuditEvent[]>('administrador', `GET ${PATH}?${query}`);
const me = recordedAnswer<Me>('administrador', 'GET /me');
const users = recordedAnswer<User[]>('administrador', 'GET /users');
const teacher = recordedAnswer<Me>('professor', 'GET /me');
/** The recording's day as 'De' and 'Até' are typed, and as the URL holds it. */
const TODAY = '2026-03-27';
const TODAY_TYPED = '27032026';

/**
 * Events the demo cannot have (the recorder only reads), at the recording's instant, that a
 * story adds to the log (listed first): a failed sign-in, the administrator changing users
 * ('Atribuição', 'Situação'), resetting a password, signing out; enough for a second page.
 */
const storyEvents: AuditEvent[] = [
  ...users.slice(1, 5).map(
    (user, index): AuditEvent => ({
      id: `story-event-${index + 1}`,
      at: RECORDED_NOW,
      actor: { id: me.id, email: me.email },
      action: 'update',
      resource: 'users',
      resourceId: user.id,
      resourceLabel: `${user.firstName} ${user.lastName}`,
      fields: index % 2 ? ['active'] : ['roleId'],
      changes: null,
      ip: '10.0.0.7',
      requestId: null,
    }),
  ),
  {
    id: 'story-event-5',
    at: RECORDED_NOW,
    actor: null,
    action: 'sign-in-failed',
    resource: 'users',
    resourceId: null,
    resourceLabel: null,
    fields: [],
    changes: null,
    ip: '10.0.0.9',
    requestId: null,
  },
  ...users.slice(5, 8).map(
    (user, index): AuditEvent => ({
      id: `story-event-${index + 6}`,
      at: RECORDED_NOW,
      actor: { id: me.id, email: me.email },
      action: 'password-reset',
      resource: 'users',
      resourceId: user.id,
      resourceLabel: `${user.firstName} ${user.lastName}`,
      fields: [],
      changes: null,
      ip: '10.0.0.7',
      requestId: null,
    }),
  ),
];

/** The recorded log to the administrator, with `added` events listed first. */
const onTheRecording = (msw: StoryContext['msw'], added: AuditEvent[] = []) =>
  msw.use(...recordedHandlers({ as: 'administrador', added: { [PATH]: added } }));

const meta = {
  title: 'Telas/Administração/Auditoria',
  component: AuditoriaScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/auditoria', { showLocation: true }),
  ],
  parameters: { layout: 'fullscreen', ...recordedStory().parameters },
  beforeEach: ({ msw }) => onTheRecording(msw),
} satisfies Meta<typeof AuditoriaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The 'Data e hora', 'Usuário' and 'Ação' cells of the rows on screen (the times alone do not
 * tell the demo's events apart: they share one instant).
 */
const times = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((row) => row.slice(0, 3).join(' | '));
const timesOf = (list: readonly AuditEvent[]) =>
  list.map((event) =>
    [formatAuditTime(event.at), event.actor?.email ?? '—', auditActionLabels[event.action]].join(
      ' | ',
    ),
  );
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });
const showing = (shown: number, total: number) => `Mostrando ${shown} de ${total} itens`;
const saoPauloDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
/** The calendar day (YYYY-MM-DD) of an instant in São Paulo. */
const saoPauloDay = (iso: string) => saoPauloDays.format(new Date(iso));

/** The recording's instant as the screen shows it (in São Paulo: 15:00). */
const RECORDED_TIME = formatAuditTime(RECORDED_NOW);

/** The first page is on screen. */
async function loaded(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(within(canvasElement).getAllByRole('cell', { name: RECORDED_TIME })).not.toHaveLength(
        0,
      ),
    LOAD,
  );
}

/**
 * The demo's events and the story's (listed first), newest first: the columns; the time in São
 * Paulo (18:00 UTC reads 15:00); the actor's e-mail, or '—' for a failed sign-in; the action and
 * resource in pt-BR; the record's name and id shortened; the fields as their forms label them;
 * the address. Read only: no 'Adicionar', no row actions. Ten a page.
 */
export const Populated: Story = {
  beforeEach: ({ msw }) => onTheRecording(msw, storyEvents),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
    await expect(canvas.getByText('Consulte quem fez o quê e quando.')).toBeVisible();
    await loaded(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    const all = [...storyEvents, ...events];
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(showing(10, all.length))).toBeVisible();
    await expect(canvas.getByText(`Página 1 de ${Math.ceil(all.length / 10)}`)).toBeVisible();
    await expect(times(canvasElement)).toEqual(timesOf(all.slice(0, 10)));
    const first = all[0] as AuditEvent;
    await expect(rowTexts(canvasElement)[0]).toEqual([
      RECORDED_TIME,
      me.email,
      'Alteração',
      'Usuários',
      // The record's name, its id shortened beside it.
      `${first.resourceLabel} ${first.resourceId?.slice(0, 8)}…`,
      // Fields read as their forms label them ('roleId' of a user is its 'Atribuição').
      'Atribuição',
      '10.0.0.7',
    ]);
    await expect(canvas.getAllByTitle(first.resourceId ?? '')[0]).toBeVisible();
    await expect(rowTexts(canvasElement)[1]?.[5]).toBe('Situação');
    // A failed sign-in: no actor, no record.
    const failed = all.findIndex((event) => event.action === 'sign-in-failed');
    await expect(rowTexts(canvasElement)[failed]?.slice(1, 5)).toEqual([
      '—',
      'Falha de entrada',
      'Usuários',
      '—',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).not.toBeInTheDocument();
    // The demo's read of a student's record: 'Leitura da ficha', 'Alunos', her name, short id.
    const read = all.findIndex((event) => event.resource === 'students');
    const student = all[read] as AuditEvent;
    await expect(read).toBeLessThan(10);
    await expect(rowTexts(canvasElement)[read]?.slice(2, 5)).toEqual([
      'Leitura da ficha',
      'Alunos',
      `${student.resourceLabel} ${student.resourceId?.slice(0, 8)}…`,
    ]);

    // Page 2: the rest of the demo's events.
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(all.slice(10, 20))));
    await expect(canvas.getByText(`Página 2 de ${Math.ceil(all.length / 10)}`)).toBeVisible();
  },
};

/** An update that kept its values, and a deactivation of a user (the newest two events). */
const ANA_ID = '0190c1d2-7a1b-7c3d-8e4f-123456789abc';
const changedEvents = (at: string, earlier: string): AuditEvent[] => [
  {
    id: '0190c1d2-0000-7000-8000-000000000001',
    at,
    actor: { id: '0190c1d2-0000-7000-8000-0000000000a1', email: 'admin@lousa.dev' },
    action: 'update',
    resource: 'students',
    resourceId: ANA_ID,
    resourceLabel: 'Ana Maria Souza',
    fields: ['person.name', 'person.birthDate'],
    changes: {
      'person.name': { before: 'Ana Souza', after: 'Ana Maria Souza' },
      'person.birthDate': {
        before: '2015-03-02T00:00:00.000Z',
        after: '2015-03-12T00:00:00.000Z',
      },
    },
    ip: '10.0.0.7',
    requestId: null,
  },
  {
    id: '0190c1d2-0000-7000-8000-000000000002',
    at: earlier,
    actor: { id: '0190c1d2-0000-7000-8000-0000000000a1', email: 'admin@lousa.dev' },
    action: 'update',
    resource: 'users',
    resourceId: '0190c1d2-0000-7000-8000-0000000000b2',
    resourceLabel: 'Bruno Lima',
    fields: ['active'],
    changes: { active: { before: true, after: false } },
    ip: '10.0.0.7',
    requestId: null,
  },
];

/**
 * An update in pt-BR: the record's name with its short id (the whole id on hover), and each
 * changed field as 'Nome completo: Ana Souza → Ana Maria Souza', a day as 15/03/2026, a user's
 * 'Situação' as 'Ativo → Inativo'.
 */
export const Changes: Story = {
  beforeEach: ({ msw }) => onTheRecording(msw, changedEvents(RECORDED_NOW, RECORDED_NOW)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    const [student, user] = rowTexts(canvasElement);
    await expect(student?.slice(4, 6)).toEqual([
      'Ana Maria Souza 0190c1d2…',
      'Nome completo: Ana Souza → Ana Maria SouzaData de Nascimento: 02/03/2015 → 12/03/2015',
    ]);
    await expect(canvas.getByText('Nome completo: Ana Souza → Ana Maria Souza')).toBeVisible();
    await expect(canvas.getByText('Data de Nascimento: 02/03/2015 → 12/03/2015')).toBeVisible();
    await expect(canvas.getByTitle(ANA_ID)).toHaveTextContent('0190c1d2…');
    await expect(user?.slice(4, 6)).toEqual(['Bruno Lima 0190c1d2…', 'Situação: Ativo → Inativo']);
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** Searching an e-mail keeps that person's events (the server's answer, recorded). */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const actor = teacher.email;
    const theirs = answered(`q=${encodeURIComponent(actor)}`);
    await expect(theirs).toEqual(events.filter((event) => event.actor?.email === actor));
    await search(canvasElement, actor);
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(theirs.slice(0, 10))), LOAD);
    await expect(
      within(canvasElement).getByText(showing(Math.min(10, theirs.length), theirs.length)),
    ).toBeVisible();
    for (const row of rowTexts(canvasElement)) await expect(row[1]).toBe(actor);
  },
};

/** 'Data e hora': newest first until sorted; then oldest first, then newest first again. */
export const SortByTime: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const { button, cell } = sortHeader(canvasElement, 'Data e hora');
    await expect(cell).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'ascending'));
    const oldestFirst = answered('sort=at');
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(oldestFirst.slice(0, 10))));
    await expect(location(canvasElement)).toHaveTextContent('/auditoria?sort=at');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() =>
      expect(times(canvasElement)).toEqual(timesOf(answered('sort=-at').slice(0, 10))),
    );
  },
};

/**
 * Choosing an action narrows the list to it, from page 1, and the URL keeps the filter; a
 * resource narrows it further; 'Todas as ações' lifts the action's filter again. The answers
 * are the server's (recorded); the story's events (a second page) match none of these filters.
 */
export const Filter: Story = {
  parameters: { route: '/auditoria?page=2' },
  beforeEach: ({ msw }) => onTheRecording(msw, storyEvents),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = Math.ceil((storyEvents.length + events.length) / 10);
    await canvas.findByText(`Página 2 de ${pages}`, {}, LOAD);
    await chooseOption(canvas, 'Ação', 'Leitura da ficha');
    const reads = answered('action=sensitive-read');
    await expect(reads.length).toBeGreaterThan(1);
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(reads.slice(0, 10))), LOAD);
    await expect(canvas.getByText(showing(Math.min(10, reads.length), reads.length))).toBeVisible();
    for (const row of rowTexts(canvasElement)) await expect(row[2]).toBe('Leitura da ficha');
    await expect(location(canvasElement)).toHaveTextContent(/^\/auditoria\?action=sensitive-read$/);
    await expect(canvas.getByRole('combobox', { name: 'Ação' })).toHaveTextContent(
      'Leitura da ficha',
    );

    await chooseOption(canvas, 'Recurso', 'Alunos');
    const studentReads = answered('action=sensitive-read&resource=students');
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(studentReads)), LOAD);
    await expect(rowTexts(canvasElement)).toHaveLength(studentReads.length);
    for (const row of rowTexts(canvasElement)) await expect(row[3]).toBe('Alunos');
    await expect(location(canvasElement)).toHaveTextContent('resource=students');

    await chooseOption(canvas, 'Ação', 'Todas as ações');
    const students = answered('resource=students');
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(students.slice(0, 10))), LOAD);
    await expect(location(canvasElement)).toHaveTextContent(/^\/auditoria\?resource=students$/);
  },
};

/**
 * 'De' and 'Até' keep the events of those days (both included), once a whole date is typed: the
 * recording's day, the server's answer.
 */
export const FilterByDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // Masked dates key by key, as every date story types them (a run under load lost keys).
    await userEvent.type(canvas.getByRole('textbox', { name: 'De' }), TODAY_TYPED, TYPING);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Até' }), TODAY_TYPED, TYPING);
    await expect(location(canvasElement)).toHaveTextContent(`/auditoria?from=${TODAY}&to=${TODAY}`);
    const inRange = answered(`from=${TODAY}&to=${TODAY}`);
    await expect(inRange).toEqual(events.filter((event) => saoPauloDay(event.at) === TODAY));
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(inRange)), LOAD);
    await expect(canvas.getByText(showing(inRange.length, inRange.length))).toBeVisible();
  },
};

/** An address with filters shows them chosen, and the rows they keep (the server's answer). */
export const UrlFilters: Story = {
  parameters: { route: `/auditoria?action=sign-in&from=${TODAY}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIns = answered(`action=sign-in&from=${TODAY}`);
    await expect(signIns.length).toBeGreaterThan(0);
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(signIns)), LOAD);
    await expect(canvas.getByRole('combobox', { name: 'Ação' })).toHaveTextContent('Entrada');
    await expect(canvas.getByRole('textbox', { name: 'De' })).toHaveValue('27/03/2026');
    await expect(canvas.getByRole('textbox', { name: 'Até' })).toHaveValue('');
  },
};
