import { conflict, mockUrl } from '@lousa/api-client/mocks';
import { inUseMessages, messages, schoolDaysResource, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  columnHeaders,
  findToast,
  firstCells,
  openEditDialog,
  rowTexts,
  search,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { withRouter } from '../../testing/story-router';
import DiasEscolaresScreen from './dias-escolares-screen';

const TYPE_ITEM_PATH = '/school-day-types/:id';
const DAY_DIALOG = 'Adicionar Dia Escolar';
const DAY_EDIT_DIALOG = 'Editar Dia Escolar';
const TYPE_DIALOG = 'Adicionar Tipo de Dia Escolar';
const TYPE_EDIT_DIALOG = 'Editar Tipo de Dia Escolar';
const MANAGE_TYPES = 'Gerenciar tipos de dias escolares';
const TYPE_IN_USE = inUseMessages.schoolDayType(5);

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

/** The shown cells of a row (the actions cell is left out). */
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent)
    .slice(0, 3);
const dateBox = (scope: Scope) => scope.getByRole('textbox', { name: 'Data' });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));

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

/** The list of types inside the manage dialog. */
const typeList = (dialog: Scope) => dialog.getByRole('list', { name: 'Tipos cadastrados' });

/** Opens the types dialog and waits for its list of types. */
async function openTypeList(canvasElement: HTMLElement) {
  const dialog = await openTypeDialog(canvasElement);
  await dialog.findByRole('list', { name: 'Tipos cadastrados' }, LOAD);
  return dialog;
}

/** 'Editar <type>' in the types dialog: the edit dialog over it, its field focused. */
async function openTypeEdit(dialog: Scope, type: string) {
  await userEvent.click(within(typeList(dialog)).getByRole('button', { name: `Editar ${type}` }));
  const edit = within(await screen.findByRole('dialog', { name: TYPE_EDIT_DIALOG }));
  // The form mounts with the dialog: on a busy machine it can come a moment after its title.
  const description = await edit.findByRole('textbox', { name: 'Descrição' }, { timeout: 5000 });
  await waitFor(() => expect(description).toHaveFocus(), { timeout: 5000 });
  return { edit, description };
}

/**
 * 'Excluir <type>' in the types dialog: the confirmation 'Excluir <type>?' over it, once it has
 * taken the focus ('Cancelar', the safe choice), as a person would see it ready.
 */
async function openTypeDelete(dialog: Scope, type: string) {
  const name = `Excluir ${type}?`;
  const press = () =>
    userEvent.click(within(typeList(dialog)).getByRole('button', { name: `Excluir ${type}` }));
  await press();
  // Two clean-clone runs on a busy machine found no confirmation after the press (while the
  // types dialog, modal, hid the rest of the page): it is looked up also under aria-hidden, and,
  // as a person would, pressed again when nothing opened after a while. The dialog's own stories
  // check its roles; this one checks the deletion.
  const opened = await screen
    .findByRole('alertdialog', { name, hidden: true }, { timeout: 2500 })
    .catch(async () => {
      await press();
      return screen.findByRole('alertdialog', { name, hidden: true }, LOAD);
    });
  const confirmation = within(opened);
  await waitFor(() =>
    expect(confirmation.getByRole('button', { name: 'Cancelar', hidden: true })).toHaveFocus(),
  );
  return confirmation;
}

async function choose(dialog: Scope, label: string, option: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed(label)));
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** 24 school days: Data (DD/MM/YYYY), Calendário Acadêmico and the type as a badge; three pages. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dias Escolares' })).toBeVisible();
    await whenListed(canvasElement);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Data',
      'Calendário Acadêmico',
      'Tipo',
      'Ações',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const first = bodyRows(canvasElement)[0] as HTMLElement;
    await expect(cellsOf(first)).toEqual(['03/02/2025', 'Calendário Acadêmico 2025', 'Dia letivo']);
    await expect(within(first).getByText('Dia letivo')).toHaveClass('badge');
    await expect(canvas.getByRole('button', { name: 'Ações para 03/02/2025' })).toBeVisible();
    // The day-type manager is a button with its words on it, not an icon alone.
    const manage = canvas.getByRole('button', { name: MANAGE_TYPES });
    await expect(manage).toBeVisible();
    await expect(manage).toHaveTextContent(MANAGE_TYPES);
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('10/05/2025'));
    await expect(canvas.getByText('Página 2 de 3')).toBeVisible();
  },
};

/** The type's badge of a row, by the row's date. */
const typeBadge = (canvasElement: HTMLElement, date: string) => {
  const row = bodyRows(canvasElement).find((candidate) => cellsOf(candidate)[0] === date);
  if (!row) throw new Error(`no row ${date}`);
  const badge = within(row).getAllByRole('cell')[2]?.querySelector('.badge');
  if (!(badge instanceof HTMLElement)) throw new Error(`no badge on ${date}`);
  return badge;
};

/**
 * Each type's badge has its kind's colour (spec: FERIADO red, SABADO_LETIVO yellow,
 * CONSELHO_CLASSE dark green, otherwise emerald) beside its name: 'Feriado' does not look like
 * 'Dia letivo'.
 */
export const TypeColours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenListed(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(firstCells(canvasElement)[0]).toBe('10/05/2025'), LOAD);
    const kinds = {
      '10/05/2025': ['Dia letivo', 'emerald'],
      '17/05/2025': ['Sábado letivo', 'yellow'],
      '03/06/2025': ['Feriado', 'red'],
      '10/06/2025': ['Conselho de classe', 'darkGreen'],
      '17/06/2025': ['Recesso escolar', 'emerald'],
    } as const;
    for (const [date, [text, kind]] of Object.entries(kinds)) {
      const badge = typeBadge(canvasElement, date);
      await expect(badge).toHaveTextContent(text);
      await expect(badge).toHaveAttribute('data-kind', kind);
    }
    const holiday = getComputedStyle(typeBadge(canvasElement, '03/06/2025')).borderColor;
    const lessonDay = getComputedStyle(typeBadge(canvasElement, '10/05/2025')).borderColor;
    await expect(holiday).not.toBe(lessonDay);
  },
};

/** 'feriado' finds the days of that type; a word no day has shows the empty state. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await whenListed(canvasElement);
    await search(canvasElement, 'feriado');
    await expect(await canvas.findByText('Mostrando 5 de 5 itens', {}, LOAD)).toBeVisible();
    for (const cells of rowTexts(canvasElement)) await expect(cells[2]).toBe('Feriado');
    await search(canvasElement, 'carnaval');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByText('Mostrando 0 de 0 itens')).toBeVisible();
  },
};

/** 'Salvar' on the empty day form: the date, the calendar and the type each say so. */
export const DayRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await save(dialog);
    await waitFor(() => expect(dateBox(dialog)).toHaveAccessibleDescription(messages.dateRequired));
    await expect(dialog.getByText(messages.academicCalendarRequired)).toBeVisible();
    await expect(dialog.getByText(messages.schoolDayTypeRequired)).toBeVisible();
  },
};

/** A day saved: the toast, the dialog closes and the new day is listed. */
export const DaySuccess: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await userEvent.type(dateBox(dialog), '07092026');
    await choose(dialog, 'Calendário Acadêmico', 'Calendário Acadêmico 2026');
    await choose(dialog, 'Tipo', 'Feriado');
    await save(dialog);
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

/** The server's answer to a day outside its calendar's year (a 422 on the date). */
const outsideYear = serverMessages.schoolDayOutsideYear('2026', '02/02/2026', '18/12/2026');

/**
 * A date outside the calendar's academic year: the server's message stands beside 'Data' (not in
 * a toast); the dialog keeps what was typed.
 */
export const DayOutsideYear: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(schoolDaysResource.path), () =>
        HttpResponse.json(
          { message: outsideYear, issues: [{ path: 'date', message: outsideYear }] },
          { status: 422 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDayDialog(canvasElement);
    await userEvent.type(dateBox(dialog), '15032030');
    await choose(dialog, 'Calendário Acadêmico', 'Calendário Acadêmico 2026');
    await choose(dialog, 'Tipo', 'Feriado');
    await save(dialog);
    await waitFor(() => expect(dateBox(dialog)).toHaveAccessibleDescription(outsideYear));
    await expect(screen.queryByRole('status', { name: outsideYear })).not.toBeInTheDocument();
    await expect(screen.getByRole('dialog', { name: DAY_DIALOG })).toBeVisible();
    await expect(dateBox(dialog)).toHaveValue('15/03/2030');
  },
};

/**
 * 'Editar' on 03/02/2025: the form titled 'Editar Dia Escolar' shows the stored date as
 * DD/MM/AAAA, its calendar and type; a new date and type are saved and listed.
 */
export const DayEdit: Story = {
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    const dialog = await openEditDialog(canvasElement, '03/02/2025', DAY_EDIT_DIALOG);
    await expect(dateBox(dialog)).toHaveValue('03/02/2025');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', selectNamed('Calendário Acadêmico'))).toHaveTextContent(
        'Calendário Acadêmico 2025',
      ),
    );
    await waitFor(() =>
      expect(dialog.getByRole('combobox', selectNamed('Tipo'))).toHaveTextContent('Dia letivo'),
    );
    await userEvent.clear(dateBox(dialog));
    await userEvent.type(dateBox(dialog), '04022025');
    await choose(dialog, 'Tipo', 'Feriado');
    await save(dialog);
    await findToast(toasts.schoolDayUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await waitFor(() =>
      expect(cellsOf(bodyRows(canvasElement)[0] as HTMLElement)).toEqual([
        '04/02/2025',
        'Calendário Acadêmico 2025',
        'Feriado',
      ]),
    );
  },
};

/** Editing the date away: the date's message; the dialog stays and the row is unchanged. */
export const DayEditValidationError: Story = {
  play: async ({ canvasElement }) => {
    await whenListed(canvasElement);
    const dialog = await openEditDialog(canvasElement, '03/02/2025', DAY_EDIT_DIALOG);
    await userEvent.clear(dateBox(dialog));
    await save(dialog);
    await waitFor(() => expect(dateBox(dialog)).toHaveAccessibleDescription(messages.dateRequired));
    await expect(screen.getByRole('dialog', { name: DAY_EDIT_DIALOG })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(firstCells(canvasElement)[0]).toBe('03/02/2025');
  },
};

/** The day-type dialog: 'Salvar' with no description says it is required. */
export const TypeRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeDialog(canvasElement);
    await save(dialog);
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
    await userEvent.type(description, 'Semana pedagógica{Enter}');
    await findToast(toasts.schoolDayTypeCreated);
    await expect(
      await within(typeList(dialog)).findByText('Semana pedagógica', {}, LOAD),
    ).toBeVisible();
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await waitFor(() => expect(description).toHaveValue(''));
    await waitFor(() => expect(description).toHaveFocus());
    await userEvent.type(description, 'Reunião de pais{Enter}');
    await expect(
      await within(typeList(dialog)).findByText('Reunião de pais', {}, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(toasts.schoolDayTypeCreated)).toHaveLength(2));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const day = await openDayDialog(canvasElement);
    await userEvent.click(day.getByRole('combobox', selectNamed('Tipo')));
    await expect(await screen.findByRole('option', { name: 'Reunião de pais' })).toBeVisible();
  },
};

/**
 * 'Editar Feriado' in the types dialog: 'Editar Tipo de Dia Escolar' opens over it, filled in;
 * saving closes only that dialog, the list shows the new description and the focus is back on
 * the type's 'Editar' button.
 */
export const TypeEdit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const { edit, description } = await openTypeEdit(dialog, 'Feriado');
    await expect(description).toHaveValue('Feriado');
    await userEvent.clear(description);
    await userEvent.type(description, 'Feriado nacional');
    await save(edit);
    await findToast(toasts.schoolDayTypeUpdated);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: TYPE_EDIT_DIALOG })).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await expect(
      await within(typeList(dialog)).findByText('Feriado nacional', {}, LOAD),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        within(typeList(dialog)).getByRole('button', { name: 'Editar Feriado nacional' }),
      ).toHaveFocus(),
    );
  },
};

/** Editing a type to an empty description: the field's message; the edit dialog stays. */
export const TypeEditValidationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const { edit, description } = await openTypeEdit(dialog, 'Feriado');
    await userEvent.clear(description);
    await save(edit);
    await waitFor(() =>
      expect(description).toHaveAccessibleDescription(messages.descriptionRequired),
    );
    await expect(screen.getByRole('dialog', { name: TYPE_EDIT_DIALOG })).toBeVisible();
  },
};

/**
 * 'Excluir Recesso escolar' asks 'Excluir Recesso escolar?' over the types dialog; confirming
 * removes it from the list and the types dialog stays.
 */
export const TypeDelete: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const confirmation = await openTypeDelete(dialog, 'Recesso escolar');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir', hidden: true }));
    await findToast(toasts.schoolDayTypeDeleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(typeList(dialog)).queryByText('Recesso escolar')).not.toBeInTheDocument(),
    );
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    // The deleted type's button is gone: the focus goes back to the dialog's field.
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Descrição' })).toHaveFocus());
  },
};

/** A type some days use: the server's 409 message in an error toast; the type stays listed. */
export const TypeDeleteRefused: Story = {
  beforeEach({ msw }) {
    msw.use(conflict('delete', TYPE_ITEM_PATH, TYPE_IN_USE));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openTypeList(canvasElement);
    const confirmation = await openTypeDelete(dialog, 'Feriado');
    await userEvent.click(confirmation.getByRole('button', { name: 'Excluir', hidden: true }));
    await findToast(TYPE_IN_USE, 'error');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(typeList(dialog)).getByText('Feriado')).toBeVisible();
    await expect(screen.getByRole('dialog', { name: TYPE_DIALOG })).toBeVisible();
    await waitFor(() =>
      expect(
        within(typeList(dialog)).getByRole('button', { name: 'Excluir Feriado' }),
      ).toHaveFocus(),
    );
  },
};
