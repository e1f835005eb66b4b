import { mockUrl, recordedAnswer } from '@lousa/api-client/mocks';
import {
  type CurricularComponent,
  type CurriculumMatrix,
  MATRIX_FORM_MAX_HEIGHT,
  messages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  addedRowId,
  bodyRows,
  columnHeaders,
  completedWrites,
  findToast,
  firstCells,
  openEditDialog,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import MatrizesCurricularesScreen from './matrizes-curriculares-screen';

const ITEM_PATH = '/curriculum-matrices/:id';
const DIALOG = 'Adicionar Matriz Curricular';
const EDIT_DIALOG = 'Editar Matriz Curricular';

/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };
/** A select by its label, with or without the required marker. */
const selectNamed = (label: string) => ({ name: new RegExp(`^${label}\\*?$`) });

// The demo network, as recorded: its matrices and the components a row chooses from.
const recorded = recordedStory();
const matrices = recordedAnswer<CurriculumMatrix[]>('administrador', 'GET /curriculum-matrices');
const components = recordedAnswer<CurricularComponent[]>(
  'administrador',
  'GET /curricular-components',
);
const [matrix1] = matrices;
const editedMatrix = matrices.at(-1);
const [component1, component2, component3] = components;
if (!matrix1 || !editedMatrix || !component1 || !component2 || !component3)
  throw new Error('Too few matrices or components recorded');
const firstMatrix: CurriculumMatrix = matrix1;

/** Nine more matrices (2022 to 2024, no rows), listed before the recorded ones: two pages. */
const moreMatrices: CurriculumMatrix[] = [2022, 2023, 2024].flatMap((year, yearIndex) =>
  ['Anos Iniciais', 'Anos Finais', 'EJA'].map((stage, index) => ({
    id: addedRowId(yearIndex * 3 + index + 1),
    name: `Matriz ${stage} ${year}`,
    matrix: [],
  })),
);
const populatedRows = [...moreMatrices, ...matrices];

/** The matrix the server answers to a create or an update: each row's component by name. */
const completeMatrix = (
  body: Record<string, unknown>,
  before: CurriculumMatrix | undefined,
): CurriculumMatrix => ({
  id: before?.id ?? '',
  name: String(body.name),
  matrix: (body.matrix as { curricularComponentId: string; workload: number }[]).map((entry) => {
    const component = components.find((item) => item.id === entry.curricularComponentId);
    return {
      curricularComponent: { id: entry.curricularComponentId, name: component?.name ?? '' },
      workload: entry.workload,
    };
  }),
});

const meta = {
  title: 'Telas/Cadastros/Matrizes Curriculares',
  component: MatrizesCurricularesScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/matrizes-curriculares'),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof MatrizesCurricularesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;

async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('cell', { name: firstMatrix.name }, LOAD);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar' }));
  return within(await screen.findByRole('dialog', { name: DIALOG }));
}

const row = (dialog: Scope, number: number) =>
  within(dialog.getByRole('group', { name: `Componente ${number}` }));

async function addRow(dialog: Scope) {
  await userEvent.click(dialog.getByRole('button', { name: 'Adicionar componente' }));
}

async function pickComponent(dialog: Scope, number: number, name: string) {
  await userEvent.click(
    row(dialog, number).getByRole('combobox', selectNamed('Componente Curricular')),
  );
  await userEvent.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

/** Twelve matrices: title, the 'Nome' column (sortable), a first page of ten, then the next. */
export const Populated: Story = {
  beforeEach: recordedStory('administrador', { added: { '/curriculum-matrices': moreMatrices } })
    .beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Matrizes Curriculares' }),
    ).toBeVisible();
    await canvas.findByRole('cell', { name: firstMatrix.name }, LOAD);
    await expect(columnHeaders(canvasElement)).toEqual(['Nome', 'Ações']);
    await expect(sortHeader(canvasElement, 'Nome').cell).toHaveAttribute('aria-sort', 'none');
    await expect(bodyRows(canvasElement)).toHaveLength(10);
    const total = populatedRows.length;
    await expect(canvas.getByText(`Mostrando 10 de ${total} itens`)).toBeVisible();
    await expect(canvas.getByText('Página 1 de 2')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `Ações para ${firstMatrix.name}` }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() =>
      expect(firstCells(canvasElement)).toEqual(populatedRows.slice(10).map((item) => item.name)),
    );
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(canvas.getByText(`Mostrando ${total - 10} de ${total} itens`)).toBeVisible();
  },
};

/** A name but no component: the spec's message; nothing is created. */
export const NoComponent: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('Nenhum componente adicionado.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Nome' }), 'Matriz 2026');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await expect(await dialog.findByText(messages.matrixEmpty)).toBeVisible();
    await expect(
      dialog.getByRole('group', { name: 'Componentes da matriz' }),
    ).toHaveAccessibleDescription(messages.matrixEmpty);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(bodyRows(canvasElement)).toHaveLength(matrices.length);
  },
};

/** Everything left empty: the name, the row's component and its workload each say so. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await addRow(dialog);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.nameRequired));
    const first = row(dialog, 1);
    await expect(first.getByRole('combobox', selectNamed('Componente Curricular'))).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(first.getByText(messages.matrixComponentRequired)).toBeVisible();
    await expect(first.getByRole('textbox', { name: 'Carga Horária' })).toHaveAccessibleDescription(
      messages.workloadRequired,
    );
  },
};

/** The workload is typed as text: letters are not a number. */
export const WorkloadNotANumber: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await addRow(dialog);
    const workload = row(dialog, 1).getByRole('textbox', { name: 'Carga Horária' });
    await userEvent.type(workload, 'dez');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(workload).toHaveAccessibleDescription(messages.workloadNotNumber));
  },
};

/** A workload below 1 is refused (spec §9: at least 1 per entry). */
export const WorkloadBelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await addRow(dialog);
    const workload = row(dialog, 1).getByRole('textbox', { name: 'Carga Horária' });
    await userEvent.type(workload, '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(workload).toHaveAccessibleDescription(messages.workloadMin));
    await expect(screen.getByRole('dialog', { name: DIALOG })).toBeVisible();
  },
};

/** A component chosen in one row cannot be chosen again in another. */
export const NoComponentTwice: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await addRow(dialog);
    await pickComponent(dialog, 1, component2.name);
    await addRow(dialog);
    await userEvent.click(
      row(dialog, 2).getByRole('combobox', selectNamed('Componente Curricular')),
    );
    await expect(await screen.findByRole('option', { name: component2.name })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(screen.getByRole('option', { name: component3.name })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Rows are added and removed; past 24rem the form scrolls inside the dialog. */
export const AddRemoveAndScroll: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    for (let count = 0; count < 4; count++) await addRow(dialog);
    await expect(dialog.getAllByRole('group', { name: /^Componente \d$/ })).toHaveLength(4);
    const scroller = dialog
      .getByRole('textbox', { name: 'Nome' })
      .closest('[style*="max-height"]') as HTMLElement;
    await expect(scroller.style.maxHeight).toBe(MATRIX_FORM_MAX_HEIGHT);
    await expect(scroller.getBoundingClientRect().height).toBeLessThanOrEqual(24 * 16);
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    await userEvent.click(dialog.getByRole('button', { name: 'Remover componente 4' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remover componente 1' }));
    await expect(dialog.getAllByRole('group', { name: /^Componente \d$/ })).toHaveLength(2);
  },
};

/** A name and two rows saved: the toast, the dialog closes and the new matrix is listed. */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Nome' }),
      'Matriz Anos Iniciais 2026',
    );
    await addRow(dialog);
    await pickComponent(dialog, 1, component1.name);
    await userEvent.type(row(dialog, 1).getByRole('textbox', { name: 'Carga Horária' }), '200');
    await addRow(dialog);
    await pickComponent(dialog, 2, component2.name);
    await userEvent.type(row(dialog, 2).getByRole('textbox', { name: 'Carga Horária' }), '160');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.curriculumMatrixCreated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(
      await within(canvasElement).findByRole('cell', { name: 'Matriz Anos Iniciais 2026' }, LOAD),
    ).toBeVisible();
  },
};

let patchedBody: unknown;

/**
 * 'Editar' on a matrix: 'Editar Matriz Curricular' with its name and its rows (component and
 * workload); rows removed and a workload changed are saved: 'Matriz atualizada com sucesso!',
 * and the matrix opened again has exactly the rows saved (they replace the old ones).
 */
export const Edit: Story = {
  beforeEach(context) {
    patchedBody = undefined;
    completedWrites(context, '/curriculum-matrices', completeMatrix);
    context.msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patchedBody = await request.clone().json();
        // Nothing returned: the server's answer (completedWrites) follows.
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const matrix = editedMatrix;
    const entries = matrix.matrix;
    let dialog = await openEditDialog(canvasElement, matrix.name, EDIT_DIALOG);
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await expect(name).toHaveValue(matrix.name);
    await expect(dialog.getAllByRole('group', { name: /^Componente \d+$/ })).toHaveLength(
      entries.length,
    );
    for (const [index, entry] of entries.entries()) {
      const fields = row(dialog, index + 1);
      await waitFor(() =>
        expect(
          fields.getByRole('combobox', selectNamed('Componente Curricular')),
        ).toHaveTextContent(entry.curricularComponent.name),
      );
      await expect(fields.getByRole('textbox', { name: 'Carga Horária' })).toHaveValue(
        String(entry.workload),
      );
    }
    // Keep the first three rows, the first with 220 hours.
    for (let number = entries.length; number > 3; number--) {
      await userEvent.click(dialog.getByRole('button', { name: `Remover componente ${number}` }));
    }
    const workload = row(dialog, 1).getByRole('textbox', { name: 'Carga Horária' });
    await userEvent.clear(workload);
    await userEvent.type(workload, '220');
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.curriculumMatrixUpdated);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    const kept = entries.slice(0, 3);
    await expect(patchedBody).toEqual({
      name: matrix.name,
      matrix: kept.map((entry, index) => ({
        curricularComponentId: entry.curricularComponent.id,
        workload: index === 0 ? 220 : entry.workload,
      })),
    });
    dialog = await openEditDialog(canvasElement, matrix.name, EDIT_DIALOG);
    await expect(dialog.getAllByRole('group', { name: /^Componente \d+$/ })).toHaveLength(3);
    await expect(row(dialog, 1).getByRole('textbox', { name: 'Carga Horária' })).toHaveValue('220');
    await waitFor(() =>
      expect(
        row(dialog, 3).getByRole('combobox', selectNamed('Componente Curricular')),
      ).toHaveTextContent(kept[2]?.curricularComponent.name ?? ''),
    );
  },
};

let sent = false;

/** Editing: every row removed, or a name emptied, is refused on the form; nothing is sent. */
export const EditValidationError: Story = {
  beforeEach({ msw }) {
    sent = false;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), () => {
        sent = true;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const matrix = editedMatrix;
    const dialog = await openEditDialog(canvasElement, matrix.name, EDIT_DIALOG);
    for (let number = matrix.matrix.length; number > 0; number--) {
      await userEvent.click(dialog.getByRole('button', { name: `Remover componente ${number}` }));
    }
    const name = dialog.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.click(dialog.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription(messages.nameRequired));
    await expect(dialog.getByText(messages.matrixEmpty)).toBeVisible();
    await expect(screen.getByRole('dialog', { name: EDIT_DIALOG })).toBeVisible();
    await expect(sent).toBe(false);
  },
};
