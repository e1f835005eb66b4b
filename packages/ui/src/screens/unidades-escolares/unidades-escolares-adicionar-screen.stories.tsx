import { mockUrl } from '@lousa/api-client/mocks';
import { messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { chooseOption, findToast, rowTexts } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRoutes } from '../../testing/story-router';
import UnidadesEscolaresAdicionarScreen from './unidades-escolares-adicionar-screen';
import UnidadesEscolaresScreen from './unidades-escolares-screen';
import { recordedUnits } from './unidades-escolares-story-data';

const PATH = '/school-units';
const recorded = recordedStory();
/** The list after a create: the recorded units and the new one (listed first), one page. */
const AFTER_CREATE = `Mostrando ${recordedUnits.length + 1} de ${recordedUnits.length + 1} itens`;
/** The shown cells of each row, without the actions. */
const rows = (canvasElement: HTMLElement) => rowTexts(canvasElement).map((row) => row.slice(0, 3));

/** The add page at its path, with the list page (same feature folder) beside it, so 'Voltar' and saving land there. */
const withListRoute = withRoutes('/unidades-escolares/adicionar', {
  '/unidades-escolares': UnidadesEscolaresScreen,
});

const meta = {
  title: 'Telas/Cadastros/Adicionar Unidade Escolar',
  component: UnidadesEscolaresAdicionarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withListRoute,
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof UnidadesEscolaresAdicionarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const input = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));

interface UnitInput {
  cnpj?: string;
}

/** Types a whole valid unit, as a person would, field by field. */
async function fillValidUnit(scope: Scope, { cnpj = '11222333000181' }: UnitInput = {}) {
  await userEvent.type(input(scope, 'CNPJ'), cnpj);
  await userEvent.type(input(scope, 'Nome da Unidade'), 'Escola Municipal Monteiro Lobato');
  await userEvent.type(input(scope, 'Email Institucional'), 'monteiro.lobato@escola.gov.br');
  await userEvent.type(input(scope, 'Contato'), '11987654321');
  await userEvent.type(input(scope, 'Diretor Responsável'), 'Helena Duarte');
  await userEvent.type(input(scope, 'INEP'), '35012345');
  await chooseOption(scope, /Área da Unidade/, 'URBANA');
  await userEvent.type(input(scope, 'CEP'), '01310100');
  await userEvent.type(input(scope, 'Logradouro'), 'Avenida Paulista');
  await userEvent.type(input(scope, 'Número'), '1000');
  await userEvent.type(input(scope, 'Bairro'), 'Bela Vista');
  await userEvent.type(input(scope, 'Cidade'), 'São Paulo');
  await userEvent.type(input(scope, 'Estado'), 'SP');
}

/**
 * The page: title, subtitle, 'Voltar', the two blocks, the required markers (on every required
 * field, issue 26) and the masks.
 */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Adicionar Unidade Escolar' }),
    ).toBeVisible();
    await expect(canvas.getByText('Preencha os dados abaixo')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/unidades-escolares',
    );
    await expect(canvas.getByRole('heading', { name: 'Dados da Unidade' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Endereço' })).toBeVisible();
    await expect(canvas.getByText('Diretor Responsável').textContent).toBe('Diretor Responsável*');
    await expect(canvas.getByText(/^Área da Unidade/).textContent).toBe('Área da Unidade*');
    await expect(canvas.getByText('Nome da Unidade').textContent).toBe('Nome da Unidade*');
    // Every field the schema requires is marked (drawn '*') and said ('obrigatório': required).
    const required = ['CNPJ', 'Nome da Unidade', 'Diretor Responsável', 'CEP', 'Logradouro'];
    for (const name of [...required, 'Número', 'Bairro', 'Cidade', 'Estado']) {
      await expect(input(canvas, name)).toBeRequired();
    }
    await expect(canvas.getByRole('combobox', { name: 'Área da Unidade' })).toBeRequired();
    for (const name of ['Email Institucional', 'Contato', 'INEP', 'Complemento']) {
      await expect(input(canvas, name)).not.toBeRequired();
    }
    await userEvent.type(input(canvas, 'Contato'), '11987654321');
    await expect(input(canvas, 'Contato')).toHaveValue('(11) 98765-4321');
    await userEvent.type(input(canvas, 'CEP'), '01310100');
    await expect(input(canvas, 'CEP')).toHaveValue('01.310-100');
  },
};

/** 'Salvar' on the empty page: the spec's required messages, on every required field. */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    for (const message of [
      messages.cnpjRequired,
      messages.schoolUnitNameRequired,
      messages.principalNameRequired,
      messages.areaRequired,
      messages.zipCodeRequired,
      messages.streetRequired,
      messages.numberRequired,
      messages.neighborhoodRequired,
      messages.cityRequired,
      messages.stateRequired,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(input(canvas, 'CNPJ')).toHaveFocus();
  },
};

/** Values typed wrong: each field gives the spec's message. */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(input(canvas, 'CNPJ'), '11222333000100');
    await userEvent.type(input(canvas, 'Nome da Unidade'), 'EM');
    await userEvent.type(input(canvas, 'Email Institucional'), 'secretaria@');
    await userEvent.type(input(canvas, 'Contato'), '1198765');
    await userEvent.type(input(canvas, 'Diretor Responsável'), 'Jo');
    await userEvent.type(input(canvas, 'CEP'), '013101');
    await userEvent.type(input(canvas, 'Logradouro'), 'Av');
    await save(canvas);
    for (const message of [
      messages.cnpjInvalid,
      messages.schoolUnitNameMin,
      messages.emailInvalid,
      messages.phoneInvalid,
      messages.principalNameMin,
      messages.zipCodeInvalid,
      messages.streetMin,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
  },
};

let sentBody: Record<string, unknown> | undefined;

/** Success: toast, back on the list, the new unit listed; CNPJ, phone and CEP are sent as digits. */
export const Success: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        sentBody = (await request.clone().json()) as Record<string, unknown>;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUnit(canvas);
    await save(canvas);
    await findToast(toasts.schoolUnitCreated);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
    await expect(sentBody).toMatchObject({
      cnpj: '11222333000181',
      name: 'Escola Municipal Monteiro Lobato',
      email: 'monteiro.lobato@escola.gov.br',
      phone: '11987654321',
      principalName: 'Helena Duarte',
      inepCode: '35012345',
      area: 'URBAN',
      address: {
        zipCode: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        city: 'São Paulo',
        state: 'SP',
      },
    });
    await expect(await canvas.findByText(AFTER_CREATE)).toBeVisible();
    await waitFor(() =>
      expect(rows(canvasElement)).toContainEqual([
        '11.222.333/0001-81',
        'Escola Municipal Monteiro Lobato',
        'Helena Duarte',
      ]),
    );
  },
};

/** A CNPJ with letters (the 2026 format) is masked, upper-cased and accepted. */
export const AlphanumericCnpj: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUnit(canvas, { cnpj: '12abc34501de35' });
    await expect(input(canvas, 'CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await save(canvas);
    await findToast(toasts.schoolUnitCreated);
    await canvas.findByText(AFTER_CREATE);
    await waitFor(() =>
      expect(rows(canvasElement).map((row) => row[0])).toContain('12.ABC.345/01DE-35'),
    );
  },
};

/** A 400 from the server lands on the field it names, even inside the address. */
export const ServerFieldErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json(
          {
            message: serverMessages.invalidBody,
            issues: [{ path: 'address.zipCode', message: messages.zipCodeInvalid }],
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUnit(canvas);
    await save(canvas);
    await expect(await canvas.findByText(messages.zipCodeInvalid)).toBeVisible();
    await expect(input(canvas, 'CEP')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(input(canvas, 'CEP')).toHaveFocus());
    await expect(input(canvas, 'Logradouro')).toHaveValue('Avenida Paulista');
  },
};

/** A duplicate CNPJ (409): error toast with the server's words; the page keeps what was typed. */
export const ServerConflict: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(mockUrl(PATH), () =>
        HttpResponse.json({ message: serverMessages.cnpjTaken }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValidUnit(canvas);
    await save(canvas);
    await findToast(serverMessages.cnpjTaken, 'error');
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Adicionar Unidade Escolar' }),
    ).toBeVisible();
    await expect(input(canvas, 'CNPJ')).toHaveValue('11.222.333/0001-81');
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** 'Voltar' leads back to the list. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Unidades Escolares' }),
    ).toBeVisible();
  },
};
