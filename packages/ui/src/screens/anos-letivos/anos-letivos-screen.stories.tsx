import { createFixtureDb, createHandlers, mockUrl } from '@lousa/api-client/mocks';
import { calendarDateToIso, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findToast,
  listStateStories,
  openAddDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import AnosLetivosScreen from './anos-letivos-screen';

const PATH = '/academic-calendars/years';
const DIALOG = 'Adicionar Ano Letivo';

const meta = {
  title: 'Telas/Cadastros/Anos Letivos',
  component: AnosLetivosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/anos-letivos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof AnosLetivosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const input = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));

async function fillYear(dialog: Scope, year: string, start: string, end: string) {
  if (year) await userEvent.type(input(dialog, 'Ano'), year);
  if (start) await userEvent.type(input(dialog, 'Data de Início'), start);
  if (end) await userEvent.type(input(dialog, 'Data de Fim'), end);
}

const listStates = listStateStories(PATH);

/** Twelve years (2015 to 2026): year and DD/MM/YYYY dates, two pages. */
export const Populated: Story = {
  beforeEach({ msw }) {
    const db = createFixtureDb();
    for (let year = 2015; year <= 2024; year++) {
      db.academicYears.push({
        id: db.faker.uuid(),
        year: String(year),
        startDate: calendarDateToIso({ year, month: 2, day: 1 }),
        endDate: calendarDateToIso({ year, month: 12, day: 20 }),
      });
    }
    msw.use(...createHandlers(db));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anos Letivos' })).toBeVisible();
    await expect(canvas.getByText('Gerencie os anos letivos da rede.')).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 12 itens')).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Ano', 'Data de Início', 'Data de Fim']);
    await expect(rowTexts(canvasElement).slice(0, 3)).toEqual([
      ['2025', '03/02/2025', '18/12/2025'],
      ['2026', '03/02/2026', '18/12/2026'],
      ['2015', '01/02/2015', '20/12/2015'],
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(bodyRows(canvasElement)).toHaveLength(2);
  },
};

export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' on the empty form: the year needs 4 digits and both dates are invalid. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await save(dialog);
    await expect(await dialog.findByText(messages.yearLength)).toBeVisible();
    await expect(dialog.getAllByText(messages.dateInvalid)).toHaveLength(2);
  },
};

/** A year of two digits: 'O ano deve ter 4 dígitos'. */
export const YearOfTwoDigits: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '27', '01/02/2027', '17/12/2027');
    await save(dialog);
    await expect(await dialog.findByText(messages.yearLength)).toBeVisible();
    await expect(input(dialog, 'Ano')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A date that does not exist (31/02) is 'Data inválida'; the mask keeps DD/MM/AAAA. */
export const ImpossibleDate: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2027', '31022027', '17/12/2027');
    await expect(input(dialog, 'Data de Início')).toHaveValue('31/02/2027');
    await save(dialog);
    await expect(await dialog.findByText(messages.dateInvalid)).toBeVisible();
    await expect(input(dialog, 'Data de Início')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The end cannot come before the start. */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2027', '10/12/2027', '01/02/2027');
    await save(dialog);
    await expect(await dialog.findByText(messages.endBeforeStart)).toBeVisible();
    await expect(input(dialog, 'Data de Fim')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Success: toast, dialog closed, the year listed with its dates as typed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: '2025' });
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2027', '01/02/2027', '17/12/2027');
    await save(dialog);
    await findToast(toasts.academicYearCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await canvas.findByText('Mostrando 3 de 3 itens')).toBeVisible();
    await expect(rowTexts(canvasElement).at(-1)).toEqual(['2027', '01/02/2027', '17/12/2027']);
  },
};

/** A year that exists (409): the server's message in an error toast; the dialog keeps the input. */
export const ServerConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.academicYearTaken }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await fillYear(dialog, '2025', '03/02/2025', '18/12/2025');
    await save(dialog);
    await findToast(serverMessages.academicYearTaken, 'error');
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
    await expect(input(dialog, 'Ano')).toHaveValue('2025');
    await expect(input(dialog, 'Data de Fim')).toHaveValue('18/12/2025');
  },
};
