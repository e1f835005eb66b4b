import { mockUrl } from '@lousa/api-client/mocks';
import { masks, type SchoolUnit, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  addedRowId,
  bodyRows,
  columnHeaders,
  findCell,
  findToast,
  rowTexts,
  search,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import UnidadesEscolaresEditarScreen from './unidades-escolares-editar-screen';
import UnidadesEscolaresScreen from './unidades-escolares-screen';
import { masked, recordedUnits, storyUnit } from './unidades-escolares-story-data';

const ITEM_PATH = '/school-units/:id';
const CNPJ = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/;
const LOAD = { timeout: 5000 };
const recorded = recordedStory();

/** Units Populated adds to the recorded ones (listed first): thirteen in all, two pages. */
const moreUnits: SchoolUnit[] = Array.from({ length: 13 - recordedUnits.length }, (_, index) => ({
  ...storyUnit,
  id: addedRowId(index + 1),
  name: `Escola Municipal Anexo ${index + 1}`,
  cnpj: `${String(index + 10)}222333000181`,
}));
/** Without accents, in lower case: how a person types a name into a search box. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const meta = {
  title: 'Telas/Cadastros/Unidades Escolares',
  component: UnidadesEscolaresScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    // The edit page beside the list (same feature folder), so 'Editar' lands on it.
    withRoutes(
      '/unidades-escolares',
      { '/unidades-escolares/editar': UnidadesEscolaresEditarScreen },
      { showLocation: true },
    ),
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof UnidadesEscolaresScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** Thirteen units: formatted CNPJ, name and principal, two pages, and the 'Adicionar' link. */
export const Populated: Story = {
  beforeEach: recordedStory('administrador', { added: { '/school-units': moreUnits } }).beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
    await expect(canvas.getByText('Gerencie as unidades escolares da rede.')).toBeVisible();
    await expect(await canvas.findByText('Mostrando 10 de 13 itens', {}, LOAD)).toBeVisible();
    await expect(columnHeaders(canvasElement)).toEqual([
      'CNPJ',
      'Nome',
      'Diretor da Unidade',
      'Ações',
    ]);
    for (const [cnpj, name, principal] of rowTexts(canvasElement)) {
      await expect(cnpj).toMatch(CNPJ);
      await expect(name?.length).toBeGreaterThan(2);
      await expect(principal?.length).toBeGreaterThan(2);
    }
    await expect(canvas.getByRole('link', { name: 'Adicionar' })).toHaveAttribute(
      'href',
      '/unidades-escolares/adicionar',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(bodyRows(canvasElement)).toHaveLength(3));
    await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent('/unidades-escolares?page=2');
  },
};

/**
 * The search finds a unit by the digits of its CNPJ, typed bare or masked, and by name; the
 * search is written in the address. A search with no match shows the empty state.
 */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { cnpj, name } = storyUnit;
    const middle = cnpj.slice(2, 10);
    const start = masked(cnpj, masks.cnpj).slice(0, 10);
    // The searches recorded for this unit (registry-screens.json), typed the same way.
    const words = plain(name.split(' ').slice(-2).join(' '));
    await findCell(canvasElement, name);
    await search(canvasElement, middle);
    await waitFor(() => expect(canvas.getByText('Mostrando 1 de 1 itens')).toBeVisible(), LOAD);
    await expect(rowTexts(canvasElement)[0]?.slice(0, 2)).toEqual([masked(cnpj, masks.cnpj), name]);
    await expect(location(canvasElement)).toHaveTextContent(`/unidades-escolares?q=${middle}`);
    await search(canvasElement, start);
    await waitFor(() => expect(canvas.getByText('Mostrando 1 de 1 itens')).toBeVisible(), LOAD);
    await search(canvasElement, words);
    await waitFor(() => expect(canvas.getByText('Mostrando 1 de 1 itens')).toBeVisible(), LOAD);
    await search(canvasElement, 'nenhuma escola assim');
    await expect(
      await canvas.findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
    await search(canvasElement, '');
    const all = recordedUnits.length;
    await waitFor(
      () => expect(canvas.getByText(`Mostrando ${all} de ${all} itens`)).toBeVisible(),
      LOAD,
    );
    await expect(location(canvasElement)).toHaveTextContent(/^\/unidades-escolares$/);
  },
};

let patched: Record<string, unknown> | undefined;

/**
 * 'Editar' leads to the edit page at a shareable address, filled with the unit; saving sends a
 * PATCH, shows 'Unidade atualizada com sucesso!' and returns to the list with the row updated.
 */
export const Edit: Story = {
  beforeEach({ msw }) {
    patched = undefined;
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patched = (await request.clone().json()) as Record<string, unknown>;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: `Ações para ${storyUnit.name}` }, LOAD),
    );
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Editar' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Editar Unidade Escolar' }),
    ).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(
      `/unidades-escolares/editar?id=${storyUnit.id}`,
    );
    const name = await canvas.findByRole('textbox', { name: 'Nome da Unidade' }, LOAD);
    await expect(name).toHaveValue(storyUnit.name);
    await userEvent.clear(name);
    await userEvent.type(name, 'Escola Estadual Monteiro Lobato');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.schoolUnitUpdated);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
    await expect(await findCell(canvasElement, 'Escola Estadual Monteiro Lobato')).toBeVisible();
    await expect(patched).toMatchObject({ name: 'Escola Estadual Monteiro Lobato' });
  },
};
