import { createFixtureDb, createHandlers } from '@lousa/api-client/mocks';
import { calendarDateToIso, messages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findToast,
  listStateStories,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import PeriodosLetivosScreen from './periodos-letivos-screen';

const PATH = '/academic-terms';
const DIALOG = 'Adicionar Período Letivo';

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

const meta = {
  title: 'Telas/Cadastros/Períodos Letivos',
  component: PeriodosLetivosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/periodos-letivos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof PeriodosLetivosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: '1º Bimestre 2025' }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

async function chooseCalendar(dialog: Scope, name: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico')));
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Twelve terms: the five columns, dates as DD/MM/YYYY and status badges; a first page of ten. */
export const Populated: Story = {
  beforeEach({ msw }) {
    const db = createFixtureDb();
    const calendar = db.academicCalendars[1];
    if (calendar) {
      for (const [index, month] of [2, 5, 8, 10].entries()) {
        db.academicTerms.push({
          id: db.faker.uuid(),
          title: `${index + 1}º Período Complementar 2026`,
          startDate: calendarDateToIso({ year: 2026, month, day: 1 }),
          endDate: calendarDateToIso({ year: 2026, month, day: 20 }),
          status: 'PENDING',
          academicCalendar: { id: calendar.id, title: calendar.title, status: calendar.status },
        });
      }
    }
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Períodos Letivos' })).toBeVisible();
    await canvas.findByRole('cell', { name: '1º Bimestre 2025' }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Título',
      'Data de Início',
      'Data de Fim',
      'Calendário Acadêmico',
      'Status',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    await expect(canvas.getByText('Mostrando 10 de 12 itens')).toBeVisible();
    const [first, , third, fourth] = bodyRows(canvasElement) as HTMLElement[];
    await expect(cellsOf(first as HTMLElement)).toEqual([
      '1º Bimestre 2025',
      '03/02/2025',
      '17/04/2025',
      'Calendário Acadêmico 2025',
      'CONCLUÍDO',
    ]);
    await expect(within(third as HTMLElement).getByText('EM ATIVIDADE')).toHaveClass(
      'badge--variant_default',
    );
    await expect(within(fourth as HTMLElement).getByText('PENDENTE')).toHaveClass(
      'badge--variant_secondary',
    );
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' on the empty form: title, both dates and the calendar each say they are required. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Título' })).toHaveAccessibleDescription(
        messages.titleRequired,
      ),
    );
    await expect(
      dialog.getByRole('textbox', { name: 'Data de Início' }),
    ).toHaveAccessibleDescription(messages.startDateRequired);
    await expect(dialog.getByRole('textbox', { name: 'Data de Fim' })).toHaveAccessibleDescription(
      messages.endDateRequired,
    );
    await expect(dialog.getByText(messages.academicCalendarRequired)).toBeVisible();
  },
};

/** An end typed before the start is refused on the end date. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), '1º Bimestre 2026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data de Início' }), '20042026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data de Fim' }), '02022026');
    await chooseCalendar(dialog, 'Calendário Acadêmico 2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Data de Fim' })).toHaveAccessibleDescription(
        messages.endBeforeStart,
      ),
    );
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/** Saved: the toast, the dialog closes and the new term is listed with its dates. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Recuperação 2026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data de Início' }), '01122026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data de Fim' }), '18122026');
    await chooseCalendar(dialog, 'Calendário Acadêmico 2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.academicTermCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const cell = await within(canvasElement).findByRole('cell', { name: 'Recuperação 2026' }, LOAD);
    await expect(cellsOf(cell.closest('tr') as HTMLElement).slice(0, 4)).toEqual([
      'Recuperação 2026',
      '01/12/2026',
      '18/12/2026',
      'Calendário Acadêmico 2026',
    ]);
  },
};
