import { createFixtureDb, createHandlers } from '@lousa/api-client/mocks';
import { messages, toasts } from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseOption,
  columnHeaders,
  findToast,
  firstCells,
  openAddDialog,
  openEditDialog,
  rowTexts,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import CalendariosAcademicosScreen from './calendarios-academicos-screen';

const DIALOG = 'Adicionar Calendário Acadêmico';
const EDIT_DIALOG = 'Editar Calendário Acadêmico';

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

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
/** The shown cells of each row (without the actions cell). */
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((cells) => cells.slice(0, 3));
const firstTitle = 'Calendário Acadêmico 2025';

/** The fixture's two calendars, then ten of 2025 ('Calendário Escola 1' to 10): two pages. */
const twelveCalendars = ({ msw }: StoryContext) => {
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
};

/** Twelve calendars: title, year and the status badge (INATIVO secondary), two pages. */
export const Populated: Story = {
  beforeEach: twelveCalendars,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Calendários Acadêmicos' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Gerencie os calendários acadêmicos de cada ano letivo.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 12 itens', {}, LOAD)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual(['Título', 'Ano Letivo', 'Status', 'Ações']);
    await expect(rows(canvasElement).slice(0, 4)).toEqual([
      [firstTitle, '2025', 'EM ATIVIDADE'],
      ['Calendário Acadêmico 2026', '2026', 'INATIVO'],
      ['Calendário Escola 1', '2025', 'INATIVO'],
      ['Calendário Escola 2', '2025', 'EM ATIVIDADE'],
    ]);
    await expect(rows(canvasElement)[4]?.[2]).toBe('CONCLUÍDO');
    await expect(statusBadge(canvasElement, 1).className).toContain('secondary');
    await expect(statusBadge(canvasElement, 0).className).not.toContain('secondary');
    await expect(statusBadge(canvasElement, 4).className).not.toContain('secondary');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(['Calendário Escola 9', 'Calendário Escola 10']),
    );
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
  },
};

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

/** The years come from the list of academic years; the fixtures list a new calendar as INATIVO. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('cell', { name: firstTitle }, LOAD);
    const dialog = await openAddDialog(canvasElement, DIALOG);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Título' }), 'Calendário Rural 2026');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Ano Letivo' }));
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['2025', '2026']);
    await userEvent.click(screen.getByRole('option', { name: '2026' }));
    await save(dialog);
    await findToast(toasts.academicCalendarCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(await canvas.findByText('Mostrando 3 de 3 itens', {}, LOAD)).toBeVisible();
    await expect(rows(canvasElement).at(-1)).toEqual(['Calendário Rural 2026', '2026', 'INATIVO']);
  },
};

/**
 * 'Editar' on the 2026 calendar: the form titled 'Editar Calendário Acadêmico' shows its title
 * and year; a new title and year are saved, the row shows them and the focus is back on it.
 */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, 'Calendário Acadêmico 2026', EDIT_DIALOG);
    const title = dialog.getByRole('textbox', { name: 'Título' });
    await expect(title).toHaveValue('Calendário Acadêmico 2026');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Ano Letivo' })).toHaveTextContent('2026'),
    );
    await userEvent.clear(title);
    await userEvent.type(title, 'Calendário Complementar 2025');
    await chooseOption(dialog, 'Ano Letivo', '2025');
    await save(dialog);
    await findToast(toasts.academicCalendarUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() =>
      expect(rows(canvasElement)[1]).toEqual(['Calendário Complementar 2025', '2025', 'INATIVO']),
    );
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', {
          name: 'Ações para Calendário Complementar 2025',
        }),
      ).toHaveFocus(),
    );
  },
};
