import { COURSE_FIELD_MAX_WIDTH, messages, toasts } from '@lousa/domain';
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
import CursosScreen from './cursos-screen';

const PATH = '/courses';
const DIALOG = 'Adicionar Curso';

/** Lists load from the fixture API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

const meta = {
  title: 'Telas/Cadastros/Cursos',
  component: CursosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/cursos'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CursosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByText('Mostrando 10 de 24 itens', {}, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

async function choose(dialog: Scope, label: string, option?: string) {
  await userEvent.click(dialog.getByRole('combobox', selectNamed(label)));
  const listbox = within(await screen.findByRole('listbox'));
  const item = option
    ? await listbox.findByRole('option', { name: option })
    : (await listbox.findAllByRole('option'))[0];
  await userEvent.click(item as HTMLElement);
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** 24 courses with their modality, matrix and unit; a first page of ten. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    await canvas.findByText('Mostrando 10 de 24 itens', {}, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual([
      'Nome',
      'Modalidade de Ensino',
      'Matriz Curricular',
      'Unidade Escolar',
    ]);
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const cells = within(bodyRows(canvasElement)[0] as HTMLElement).getAllByRole('cell');
    for (const cell of cells) await expect(cell.textContent).not.toBe('');
  },
};

const listStates = listStateStories(PATH);
export const Loading: Story = listStates.Loading;
export const Empty: Story = listStates.Empty;
export const LoadError: Story = listStates.LoadError;
export const MalformedResponse: Story = listStates.MalformedResponse;

/** 'Salvar' on the empty form: the spec's four messages; every field at most 28rem wide. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.courseNameRequired));
    await expect(dialog.getByText(messages.modalityInvalid)).toBeVisible();
    await expect(dialog.getByText(messages.matrixInvalid)).toBeVisible();
    await expect(dialog.getByText(messages.schoolUnitInvalid)).toBeVisible();
    const maxWidth = Number.parseFloat(COURSE_FIELD_MAX_WIDTH) * 16;
    for (const control of [
      name,
      dialog.getByRole('combobox', selectNamed('Modalidade de Ensino')),
      dialog.getByRole('combobox', selectNamed('Matriz Curricular')),
      dialog.getByRole('combobox', selectNamed('Unidade Escolar')),
    ]) {
      await expect(control.getBoundingClientRect().width).toBeLessThanOrEqual(maxWidth);
    }
  },
};

/** The choices come from the modality, matrix and unit lists; saved, the course is listed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Ensino Médio Técnico');
    await choose(dialog, 'Modalidade de Ensino', 'Educação de Jovens e Adultos');
    await choose(dialog, 'Matriz Curricular', 'Matriz EJA 2025');
    await choose(dialog, 'Unidade Escolar');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.courseCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Mostrando 10 de 25 itens', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Última página' }));
    const row = (await canvas.findByRole('cell', { name: 'Ensino Médio Técnico' }, LOAD)).closest(
      'tr',
    );
    await expect(
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 3),
    ).toEqual(['Ensino Médio Técnico', 'Educação de Jovens e Adultos', 'Matriz EJA 2025']);
  },
};
