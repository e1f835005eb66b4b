import { createFixtureDb, createHandlers, mockUrl } from '@lousa/api-client/mocks';
import { messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  findToast,
  listStateStories,
  openAddDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import CalendariosAcademicosScreen from './calendarios-academicos-screen';

const PATH = '/academic-calendars';
const DIALOG = 'Adicionar Calendário Acadêmico';

const meta = {
  title: 'Telas/Cadastros/Calendários Acadêmicos',
  component: CalendariosAcademicosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/calendarios-academicos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CalendariosAcademicosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const statusBadge = (canvasElement: HTMLElement, rowIndex: number) =>
  within(bodyRows(canvasElement)[rowIndex] as HTMLElement).getAllByRole('cell')[2]
    ?.firstElementChild as HTMLElement;

const listStates = listStateStories(PATH);

/** Twelve calendars: title, year and the status badge (INATIVO secondary), two pages. */
export const Populated: Story = {
  beforeEach({ msw }) {
    const db = createFixtureDb();
    const [year] = db.academicYears;
    const statuses = ['COMPLETED', 'INACTIVE', 'IN_ACTIVITY'] as const;
    for (let index = 1; index <= 10; index++) {
      db.academicCalendars.push({
        id: db.faker.uuid(),
        title: `Calendário Escola ${index}`,
        status: statuses[index % 3] ?? 'INACTIVE',
        academicYear: { id: year?.id ?? '', year: year?.year ?? '' },
        createdAt: '2025-01-15T12:00:00.000Z',
        updatedAt: '2025-01-15T12:00:00.000Z',
      });
    }
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Calendários Acadêmicos' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Gerencie os calendários acadêmicos de cada ano letivo.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 12 itens')).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Título', 'Ano Letivo', 'Status']);
    await expect(rowTexts(canvasElement).slice(0, 4)).toEqual([
      ['Calendário Acadêmico 2025', '2025', 'EM ATIVIDADE'],
      ['Calendário Acadêmico 2026', '2026', 'INATIVO'],
      ['Calendário Escola 1', '2025', 'INATIVO'],
      ['Calendário Escola 2', '2025', 'EM ATIVIDADE'],
    ]);
    await expect(rowTexts(canvasElement)[4]?.[2]).toBe('CONCLUÍDO');
    await expect(statusBadge(canvasElement, 1).className).toContain('secondary');
    await expect(statusBadge(canvasElement, 0).className).not.toContain('secondary');
    await expect(statusBadge(canvasElement, 4).className).not.toContain('secondary');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' on the empty form: a title and a year are needed. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await save(dialog);
    await expect(await dialog.findByText(messages.titleRequired)).toBeVisible();
    await expect(dialog.getByText(messages.academicYearRequired)).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveFocus();
  },
};

/** The years come from the list of academic years; success lists the new calendar as INATIVO. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: 'Calendário Acadêmico 2025' });
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário Rural 2026');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Ano Letivo' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['2025', '2026']);
    await userEvent.click(screen.getByRole('option', { name: '2026' }));
    await save(dialog);
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('Mostrando 3 de 3 itens')).toBeVisible();
    await expect(rowTexts(canvasElement).at(-1)).toEqual([
      'Calendário Rural 2026',
      '2026',
      'INATIVO',
    ]);
  },
};

/** The year disappeared meanwhile (422): error toast with the server's words; the dialog stays. */
export const ServerRejects: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.academicYearNotFound }, { status: 422 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário Rural 2026');
    await chooseOption(dialog, 'Ano Letivo', '2026');
    await save(dialog);
    await findToast(serverMessages.academicYearNotFound, 'error');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveValue(
      'Calendário Rural 2026',
    );
  },
};
