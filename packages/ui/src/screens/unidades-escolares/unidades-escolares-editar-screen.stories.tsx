import {
  badRequest,
  loadingForever,
  mockUrl,
  notFound,
  serverError,
} from '@lousa/api-client/mocks';
import { areaLabels, labelOf, masks, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findCell, findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRoutes } from '../../testing/story-router';
import UnidadesEscolaresEditarScreen from './unidades-escolares-editar-screen';
import UnidadesEscolaresScreen from './unidades-escolares-screen';
import { masked, storyUnit } from './unidades-escolares-story-data';

const ITEM_PATH = '/school-units/:id';
const LOAD = { timeout: 5000 };
const recorded = recordedStory();
const unit = storyUnit;

const meta = {
  title: 'Telas/Cadastros/Editar Unidade Escolar',
  component: UnidadesEscolaresEditarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    // The page at its address (the unit's id in the query string), the list beside it.
    withRoutes(`/unidades-escolares/editar?id=${unit.id}`, {
      '/unidades-escolares': UnidadesEscolaresScreen,
    }),
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof UnidadesEscolaresEditarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const input = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Nome da Unidade' }, LOAD);

/** The add page's form, titled 'Editar Unidade Escolar', filled with the unit (masks applied). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Editar Unidade Escolar' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/unidades-escolares',
    );
    await expect(await loaded(canvasElement)).toHaveValue(unit.name);
    await expect(input(canvas, 'CNPJ')).toHaveValue(masked(unit.cnpj, masks.cnpj));
    await expect(input(canvas, 'Email Institucional')).toHaveValue(unit.email ?? '');
    await expect(input(canvas, 'Contato')).toHaveValue(masked(unit.phone, masks.phone));
    await expect(input(canvas, 'Diretor Responsável')).toHaveValue(unit.principalName ?? '');
    await expect(input(canvas, 'INEP')).toHaveValue(unit.inepCode ?? '');
    await expect(canvas.getByRole('combobox', { name: /Área da Unidade/ })).toHaveTextContent(
      labelOf(areaLabels, unit.area),
    );
    await expect(input(canvas, 'CEP')).toHaveValue(masked(unit.address.zipCode, masks.cep));
    await expect(input(canvas, 'Logradouro')).toHaveValue(unit.address.street ?? '');
    await expect(input(canvas, 'Complemento')).toHaveValue(unit.address.complement ?? '');
    await expect(input(canvas, 'Estado')).toHaveValue(unit.address.state ?? '');
  },
};

/** While the unit loads: a busy placeholder, no form yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', ITEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/**
 * An id that names no unit: the resource's not-found message and a way back to the list. (The
 * server's 404 is the story's: the recording answers only the ids it holds.)
 */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(notFound('get', ITEM_PATH, serverMessages.schoolUnitNotFound));
  },
  parameters: { route: '/unidades-escolares/editar?id=01936b2e-0000-7000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.schoolUnitNotFound,
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar para a lista' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
  },
};

/** The address without an id reads as not found too (no call is made). */
export const NoId: Story = {
  parameters: { route: '/unidades-escolares/editar' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      serverMessages.schoolUnitNotFound,
    );
  },
};

/** The server fails: 'Tentar novamente'. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', ITEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** Emptied or wrong fields give the schema's messages; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await loaded(canvasElement);
    await userEvent.clear(name);
    await userEvent.clear(input(canvas, 'CEP'));
    await userEvent.type(input(canvas, 'CEP'), '0131');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText(messages.schoolUnitNameRequired)).toBeVisible();
    await expect(canvas.getByText(messages.zipCodeInvalid)).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Editar Unidade Escolar' }),
    ).toBeVisible();
  },
};

/** The server's 400 lands on the field it names. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      badRequest('patch', ITEM_PATH, [{ path: 'principalName', message: messages.maxLength(255) }]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText(messages.maxLength(255))).toBeVisible();
    await expect(input(canvas, 'Diretor Responsável')).toHaveAttribute('aria-invalid', 'true');
  },
};

let patched: Record<string, unknown> | undefined;

/**
 * Saving: a PATCH with the form's values (CNPJ, phone and CEP as digits; an emptied e-mail as
 * null, which clears it), 'Unidade atualizada com sucesso!', back on the list with the new name.
 */
export const Success: Story = {
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
    const name = await loaded(canvasElement);
    await userEvent.clear(name);
    await userEvent.type(name, 'Escola Estadual Monteiro Lobato');
    await userEvent.clear(input(canvas, 'Email Institucional'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.schoolUnitUpdated);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
    await expect(await findCell(canvasElement, 'Escola Estadual Monteiro Lobato')).toBeVisible();
    await expect(patched).toMatchObject({
      name: 'Escola Estadual Monteiro Lobato',
      cnpj: unit.cnpj,
      phone: unit.phone,
      email: null,
      area: unit.area,
      address: {
        zipCode: unit.address.zipCode,
        street: unit.address.street,
        complement: unit.address.complement,
      },
    });
  },
};

/** 'Cancelar' goes back to the list without sending. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Unidades Escolares' })).toBeVisible(),
    );
    await expect(await findCell(canvasElement, unit.name)).toBeVisible();
  },
};
