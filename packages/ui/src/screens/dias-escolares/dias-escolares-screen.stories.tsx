import { messages, toasts } from '@lousa/domain';
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
import DiasEscolaresScreen from './dias-escolares-screen';

const PATH = '/school-days';
const DAY_DIALOG = 'Adicionar Dia Escolar';
const TYPE_DIALOG = 'Adicionar Tipo de Dia Escolar';
const MANAGE_TYPES = 'Gerenciar tipos de dias escolares';

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

const meta = {
  title: 'Telas/Cadastros/Dias Escolares',
  component: DiasEscolaresScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/dias-escolares'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof DiasEscolaresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function whenListed(canvasElement: HTMLElement) {
  await within(canvasElement).findByText('Mostrando 10 de 24 itens', {}, LOAD);
}

async function openDayDialog(canvasElement: HTMLElement) {
  await whenListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DAY_DIALOG }));
}

async function openTypeDialog(canvasElement: HTMLElement) {
  await whenListed(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: MANAGE_TYPES }));
  return within(await screen.findByRole('dialog', { name: TYPE_DIALOG }));
}

async function choose(dialog: Scope, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed(label)));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** 24 school days: Data (DD/MM/YYYY), Calendário Acadêmico and the type as a badge. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dias Escolares' })).toBeVisible();
    await whenListed(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual(['Data', 'Calendário Acadêmico', 'Tipo']);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(cellsOf(first)).toEqual(['03/02/2025', 'Calendário Acadêmico 2025', 'Dia letivo']);
    await expect(within(first).getByText('Dia letivo')).toHaveClass('badge');
    await expect(canvas.getByRole('button', { name: MANAGE_TYPES })).toBeVisible();
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' on the empty day form: the date, the calendar and the type each say so. */
export const DayRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Data' })).toHaveAccessibleDescription(
        messages.dateRequired,
      ),
    );
    await expect(dialog.getByText(messages.academicCalendarRequired)).toBeVisible();
    await expect(dialog.getByText(messages.schoolDayTypeRequired)).toBeVisible();
  },
};

/** A day saved: the toast, the dialog closes and the new day is listed. */
export const DaySuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Data' }), '07092026');
    await choose(dialog, 'Calendário Acadêmico', 'Calendário Acadêmico 2026');
    await choose(dialog, 'Tipo', 'Feriado');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.schoolDayCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mostrando 10 de 25 itens', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    const cell = await canvas.findByRole('cell', { name: '07/09/2026' }, LOAD);
    await expect(cellsOf(cell.closest('tr') as HTMLElement)).toEqual([
      '07/09/2026',
      'Calendário Acadêmico 2026',
      'Feriado',
    ]);
  },
};

/** The day-type dialog: 'Salvar' with no description says it is required. */
export const TypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveAccessibleDescription(
        messages.descriptionRequired,
      ),
    );
  },
};

/**
 * Two types in a row: after each success the toast shows, the dialog stays open with an empty,
 * focused field, and the new type is listed; the add-day dialog then offers it.
 */
export const TypesInARow: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeDialog(canvasElement);
    const description = dialog.getByRole('textbox', { name: 'Descrição' });
    const types = () => dialog.getByRole('list', { name: 'Tipos cadastrados' });
    await userEvent.type(description, 'Semana pedagógica{Enter}');
    await findToast(toasts.schoolDayTypeCreated);
    await expect(await within(types()).findByText('Semana pedagógica', {}, LOAD)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await waitFor(() => expect(description).toHaveValue(''));
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.type(description, 'Reunião de pais{Enter}');
    await expect(await within(types()).findByText('Reunião de pais', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(toasts.schoolDayTypeCreated)).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const day = await openDayDialog(canvasElement);
    await userEvent.click(day.getByRole('combobox', selectNamed('Tipo')));
    await expect(await screen.findByRole('option', { name: 'Reunião de pais' })).toBeVisible();
  },
};
