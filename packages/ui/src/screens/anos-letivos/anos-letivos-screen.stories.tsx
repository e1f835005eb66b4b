import { mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type AcademicYear,
  academicYearsResource,
  calendarDateToIso,
  formatDate,
  messages,
  serverMessages,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, registryStories, type Scope } from '../../components/registry/registry-stories';
import {
  addedRowId,
  findToast,
  openAddDialog,
  openEditDialog,
  rowTexts,
  TYPING,
} from '../../components/registry/story-helpers';
import AnosLetivosScreen from './anos-letivos-screen';
import { anosLetivosLabels as labels } from './labels';

const PATH = academicYearsResource.path;
const DIALOG = labels.addTitle;
const EDIT_DIALOG = labels.editTitle;

const input = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
/** The shown cells of each row (without the actions cell). */
const rows = (canvasElement: HTMLElement) =>
  rowTexts(canvasElement).map((cells) => cells.slice(0, 3));

async function fillYear(dialog: Scope, year: string, start: string, end: string) {
  if (year) await userEvent.type(input(dialog, 'Ano'), year);
  if (start) await userEvent.type(input(dialog, 'Data de Início'), start, TYPING);
  if (end) await userEvent.type(input(dialog, 'Data de Fim'), end, TYPING);
}

/** A year as its row shows it: year, start and end as DD/MM/AAAA. */
const shown = (year: AcademicYear) => [
  year.year,
  formatDate(year.startDate),
  formatDate(year.endDate),
];

/** The demo network's years, as recorded (the first is shown when the list has loaded; the last is edited). */
const recorded = recordedAnswer<AcademicYear[]>('administrador', `GET ${PATH}`);
const [first] = recorded;
const edited = recorded.at(-1);
if (!first || !edited || first === edited) throw new Error('Two academic years are recorded');

/** Years before the recorded ones, for a second page: 2016 to 2024 (1 Feb to 20 Dec). */
const earlierYears: AcademicYear[] = Array.from({ length: 9 }, (_, index) => {
  const year = 2016 + index;
  return {
    id: addedRowId(index + 1),
    year: String(year),
    startDate: calendarDateToIso({ year, month: 2, day: 1 }),
    endDate: calendarDateToIso({ year, month: 12, day: 20 }),
  };
});

/** The shared registry stories: the recorded years and nine earlier ones (two pages); the last recorded year edited. */
const stories = registryStories(academicYearsResource, {
  added: earlierYears,
  loaded: first.year,
  row: edited.year,
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  populated: {
    columns: ['Ano', 'Data de Início', 'Data de Fim', 'Ações'],
    firstPage: (canvasElement) =>
      expect(rows(canvasElement)).toEqual([...earlierYears, ...recorded].slice(0, 10).map(shown)),
    firstCell: (row) => String(row.year),
  },
  required: {
    /** The year needs 4 digits and both dates are invalid. */
    async check(dialog) {
      await expect(await dialog.findByText(messages.yearLength)).toBeVisible();
      await expect(dialog.getAllByText(messages.dateInvalid)).toHaveLength(2);
    },
  },
  create: {
    fill: (dialog) => fillYear(dialog, '2027', '01/02/2027', '17/12/2027'),
    async check(canvasElement) {
      const canvas = within(canvasElement);
      const count = recorded.length + 1;
      await expect(
        await canvas.findByText(`Mostrando ${count} de ${count} itens`, {}, LOAD),
      ).toBeVisible();
      await expect(rows(canvasElement)).toContainEqual(['2027', '01/02/2027', '17/12/2027']);
    },
  },
  edit: {
    /** The stored dates as DD/MM/AAAA (their calendar day, whatever the browser's zone). */
    async change(dialog) {
      const [year, start, end] = shown(edited);
      await expect(input(dialog, 'Ano')).toHaveValue(year);
      await expect(input(dialog, 'Data de Início')).toHaveValue(start);
      await expect(input(dialog, 'Data de Fim')).toHaveValue(end);
      await userEvent.clear(input(dialog, 'Data de Fim'));
      await userEvent.type(input(dialog, 'Data de Fim'), '11122026', TYPING);
    },
    check: (canvasElement) =>
      waitFor(() =>
        expect(rows(canvasElement)).toEqual(
          recorded.map((year) =>
            year === edited ? [year.year, formatDate(year.startDate), '11/12/2026'] : shown(year),
          ),
        ),
      ),
  },
});

const meta = {
  title: 'Telas/Cadastros/Anos Letivos',
  component: AnosLetivosScreen,
  ...stories.meta,
} satisfies Meta<typeof AnosLetivosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = stories.Populated;
export const RequiredFields: Story = stories.RequiredFields;

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

export const Success: Story = stories.Success;

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

export const Edit: Story = stories.Edit;

/** Editing the end to a day before the start: the end date's message; nothing is saved. */
export const EditEndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEditDialog(canvasElement, edited.year, EDIT_DIALOG);
    await userEvent.clear(input(dialog, 'Data de Fim'));
    // 31/12 of the year before: before any start of the edited year.
    await userEvent.type(input(dialog, 'Data de Fim'), `3112${Number(edited.year) - 1}`, TYPING);
    await save(dialog);
    await waitFor(() =>
      expect(input(dialog, 'Data de Fim')).toHaveAccessibleDescription(messages.endBeforeStart),
    );
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(rows(canvasElement)).toContainEqual(shown(edited));
  },
};
