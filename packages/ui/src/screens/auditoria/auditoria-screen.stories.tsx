import { createFixtureDb, createHandlers, type FixtureDb } from '@lousa/api-client/mocks';
import { type AuditEvent, auditActionLabels } from '@lousa/domain';
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
import { LOCATION_LABEL, withRouter } from '../../testing/story-router';
import { formatAuditTime } from './auditoria-format';
import AuditoriaScreen from './auditoria-screen';

const PATH = '/audit-events';
const HEADERS = ['Data e hora', 'Usuário', 'Ação', 'Recurso', 'Registro', 'Campos', 'Endereço IP'];

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

// Every story gets its own fixture database (40 events, newest first), kept here so the play
// functions can read it.
let db: FixtureDb = createFixtureDb();
const withFreshDb = ({ msw }: Pick<StoryContext, 'msw'>) => {
  db = createFixtureDb();
  msw.use(...createHandlers(db));
};

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
  parameters: { layout: 'fullscreen' },
  beforeEach: ({ msw }) => withFreshDb({ msw }),
} satisfies Meta<typeof AuditoriaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 'Data e hora' cells of the rows on screen. */
const times = (canvasElement: HTMLElement) => rowTexts(canvasElement).map((row) => row[0]);
const timesOf = (events: readonly AuditEvent[]) => events.map((event) => formatAuditTime(event.at));
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });
const showing = (shown: number, total: number) => `Mostrando ${shown} de ${total} itens`;
const saoPauloDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
/** The calendar day (YYYY-MM-DD) of an instant in São Paulo. */
const saoPauloDay = (iso: string) => saoPauloDays.format(new Date(iso));

/** The first page's newest event is on screen. */
async function loaded(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('cell', { name: '28/03/2025 17:47:12' }, LOAD);
}

/**
 * Forty events, newest first: the columns; the time in São Paulo (20:47 UTC reads 17:47); the
 * actor's e-mail, or '—' for a failed sign-in; the action and resource in pt-BR; the record's
 * name and id shortened; the fields as their forms label them; the address. Read only: no 'Adicionar', no
 * row actions. Ten a page.
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Auditoria' })).toBeVisible();
    await expect(canvas.getByText('Consulte quem fez o quê e quando.')).toBeVisible();
    await loaded(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual(HEADERS);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText(showing(10, 40))).toBeVisible();
    await expect(canvas.getByText('Página 1 de 4')).toBeVisible();
    const newest = db.auditEvents[0] as AuditEvent;
    await expect(rowTexts(canvasElement)[0]).toEqual([
      '28/03/2025 17:47:12',
      newest.actor?.email,
      auditActionLabels[newest.action],
      'Alunos',
      // The record's name, its id shortened beside it.
      `${newest.resourceLabel} ${newest.resourceId?.slice(0, 8)}…`,
      'Dados do Aluno',
      newest.ip,
    ]);
    await expect(canvas.getByTitle(newest.resourceId ?? '')).toBeVisible();
    // Fields read as their forms label them ('roleId' of a user is its 'Atribuição').
    await expect(rowTexts(canvasElement)[2]?.[5]).toBe('Atribuição');
    await expect(times(canvasElement)).toEqual(timesOf(db.auditEvents.slice(0, 10)));
    await expect(canvas.queryByRole('button', { name: 'Adicionar' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Ações para/ })).not.toBeInTheDocument();

    // Page 2 holds a failed sign-in: no actor, no record.
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    const failed = db.auditEvents.findIndex((event) => event.action === 'sign-in-failed');
    await waitFor(() =>
      expect(times(canvasElement)).toEqual(timesOf(db.auditEvents.slice(10, 20))),
    );
    await expect(rowTexts(canvasElement)[failed - 10]?.slice(1, 5)).toEqual([
      '—',
      'Falha de entrada',
      'Usuários',
      '—',
    ]);
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
  beforeEach: () => {
    const [newest, next] = db.auditEvents as [AuditEvent, AuditEvent];
    db.auditEvents.splice(0, 2, ...changedEvents(newest.at, next.at));
  },
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

/** Searching an e-mail keeps that person's events. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(searchBox(canvasElement)).toHaveAttribute('placeholder', 'Buscar…');
    const actor = db.auditEvents[1]?.actor?.email ?? '';
    const theirs = db.auditEvents.filter((event) => event.actor?.email === actor);
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
    const oldestFirst = [...db.auditEvents].reverse();
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(oldestFirst.slice(0, 10))));
    await expect(location(canvasElement)).toHaveTextContent('/auditoria?sort=at');
    await userEvent.click(button);
    await waitFor(() => expect(cell).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(db.auditEvents.slice(0, 10))));
  },
};

/**
 * Choosing an action narrows the list to it, from page 1, and the URL keeps the filter; a
 * resource narrows it further; 'Todas as ações' lifts the action's filter again.
 */
export const Filter: Story = {
  parameters: { route: '/auditoria?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Página 2 de 4', {}, LOAD);
    await chooseOption(canvas, 'Ação', 'Alteração');
    const updates = db.auditEvents.filter((event) => event.action === 'update');
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(updates.slice(0, 10))), LOAD);
    await expect(
      canvas.getByText(showing(Math.min(10, updates.length), updates.length)),
    ).toBeVisible();
    for (const row of rowTexts(canvasElement)) await expect(row[2]).toBe('Alteração');
    await expect(location(canvasElement)).toHaveTextContent(/^\/auditoria\?action=update$/);
    await expect(canvas.getByRole('combobox', { name: 'Ação' })).toHaveTextContent('Alteração');

    await chooseOption(canvas, 'Recurso', 'Alunos');
    const studentUpdates = updates.filter((event) => event.resource === 'students');
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(studentUpdates)), LOAD);
    for (const row of rowTexts(canvasElement)) await expect(row[3]).toBe('Alunos');
    await expect(location(canvasElement)).toHaveTextContent('resource=students');

    await chooseOption(canvas, 'Ação', 'Todas as ações');
    const students = db.auditEvents.filter((event) => event.resource === 'students');
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(students.slice(0, 10))), LOAD);
    await expect(location(canvasElement)).toHaveTextContent(/^\/auditoria\?resource=students$/);
  },
};

/** 'De' and 'Até' keep the events of those days (both included), once a whole date is typed. */
export const FilterByDate: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    // Masked dates key by key, as every date story types them (a run under load lost keys).
    await userEvent.type(canvas.getByRole('textbox', { name: 'De' }), '20032025', TYPING);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Até' }), '23032025', TYPING);
    await expect(location(canvasElement)).toHaveTextContent(
      /^\/auditoria\?from=2025-03-20&to=2025-03-23$/,
    );
    const inRange = db.auditEvents.filter(
      (event) => saoPauloDay(event.at) >= '2025-03-20' && saoPauloDay(event.at) <= '2025-03-23',
    );
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(inRange)), LOAD);
    await expect(canvas.getByText(showing(inRange.length, inRange.length))).toBeVisible();
  },
};

/** An address with filters shows them chosen, and the rows they keep. */
export const UrlFilters: Story = {
  parameters: { route: '/auditoria?action=sign-in&from=2025-03-15' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const signIns = db.auditEvents.filter(
      (event) => event.action === 'sign-in' && event.at >= '2025-03-15T03:00:00.000Z',
    );
    await waitFor(() => expect(times(canvasElement)).toEqual(timesOf(signIns)), LOAD);
    await expect(canvas.getByRole('combobox', { name: 'Ação' })).toHaveTextContent('Entrada');
    await expect(canvas.getByRole('textbox', { name: 'De' })).toHaveValue('15/03/2025');
    await expect(canvas.getByRole('textbox', { name: 'Até' })).toHaveValue('');
  },
};
