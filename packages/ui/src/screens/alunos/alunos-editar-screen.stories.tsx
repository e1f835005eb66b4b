import { loadingForever, mockUrl, serverError } from '@lousa/api-client/mocks';
import { messages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast, TYPING } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import AlunosEditarScreen from './alunos-editar-screen';
import AlunosFichaScreen from './alunos-ficha-screen';
import AlunosScreen from './alunos-screen';
import { adultStudent, knownStudent, validDocuments, withKnownStudents } from './alunos-story-data';

const LOAD = { timeout: 5000 };
const RECORD = '/students/:id';

const meta = {
  title: 'Telas/Cadastros/Editar Aluno',
  component: AlunosEditarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    // The record page and the list beside the form, so saving and 'Voltar' land on them.
    withRoutes(
      `/alunos/editar?id=${knownStudent.id}`,
      { '/alunos/ficha': AlunosFichaScreen, '/alunos': AlunosScreen },
      { showLocation: true },
    ),
    withApi(),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: (context) => {
    withKnownStudents(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof AlunosEditarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const region = (scope: Scope, name: string) => within(scope.getByRole('region', { name }));
/** The region once the record has loaded and the form is on screen. */
const findRegion = async (scope: Scope, name: string) =>
  within(await scope.findByRole('region', { name }, LOAD));
const textbox = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

let patched: Record<string, unknown> | undefined;
/** Keeps the body of PATCH /students/<id>; the fixture handler then applies and answers it. */
const recordPatch = () =>
  http.patch(mockUrl(RECORD), async ({ request }) => {
    patched = (await request.clone().json()) as Record<string, unknown>;
  });

/** The form filled with the record: masked documents, the date, the guardian in use, the address. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Editar Aluno' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      `/alunos/ficha?id=${knownStudent.id}`,
    );
    const student = await findRegion(canvas, 'Dados do Aluno');
    await expect(textbox(student, 'Nome completo')).toHaveValue('Lara Nogueira Prado');
    await expect(textbox(student, 'Nome social')).toHaveValue('Lara');
    await expect(textbox(student, 'CPF')).toHaveValue('390.533.447-05');
    await expect(textbox(student, 'Data de Nascimento')).toHaveValue('09/03/2016');
    await expect(textbox(student, 'Certidão de Nascimento')).toHaveValue(
      '104539 01 55 2013 1 00012 021 0000123 21',
    );
    await expect(textbox(student, 'Cartão SUS')).toHaveValue('703 1234 5678 9015');
    await expect(student.getByRole('combobox', { name: /^Sexo/ })).toHaveTextContent('FEMININO');
    await expect(student.getByRole('combobox', { name: /^UF de Nascimento/ })).toHaveTextContent(
      'SP — São Paulo',
    );
    const guardian = within(
      region(canvas, 'Responsável').getByRole('region', { name: 'Responsável do aluno' }),
    );
    await expect(guardian.getByText('Marta Nogueira Prado')).toBeVisible();
    const address = region(canvas, 'Endereço');
    await expect(textbox(address, 'CEP')).toHaveValue('13.010-100');
    await expect(textbox(address, 'Complemento')).toHaveValue('Casa 2');
  },
};

/**
 * Saving sends a PATCH, shows 'Aluno atualizado com sucesso!' and returns to the record, which
 * shows the change; a field emptied is sent as null (cleared).
 */
export const Success: Story = {
  beforeEach({ msw }) {
    patched = undefined;
    msw.use(recordPatch());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = await findRegion(canvas, 'Dados do Aluno');
    const name = textbox(student, 'Nome completo');
    await userEvent.clear(name);
    await userEvent.type(name, 'Lara Nogueira Prado Reis', TYPING);
    await userEvent.clear(textbox(student, 'Nome social'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.studentUpdated);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(`/alunos/ficha?id=${knownStudent.id}`);
    await expect(
      (await findRegion(canvas, 'Aluno')).getByText('Lara Nogueira Prado Reis'),
    ).toBeVisible();
    await expect(patched).toMatchObject({
      person: {
        name: 'Lara Nogueira Prado Reis',
        socialName: null,
        cpf: validDocuments.studentCpf,
      },
      guardianId: knownStudent.guardian?.id,
    });
  },
};

/** 'Trocar responsável' searches again; the guardian found is sent as `guardianId`. */
export const ChangeGuardian: Story = {
  beforeEach({ msw }) {
    patched = undefined;
    msw.use(recordPatch());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guardian = await findRegion(canvas, 'Responsável');
    await userEvent.click(guardian.getByRole('button', { name: 'Trocar responsável' }));
    const cpf = textbox(guardian, 'CPF do responsável');
    await waitFor(() => expect(cpf).toHaveFocus());
    await userEvent.type(cpf, validDocuments.adultCpf, TYPING);
    await userEvent.click(guardian.getByRole('button', { name: 'Buscar' }));
    const found = within(
      await canvas.findByRole('region', { name: 'Responsável encontrado' }, LOAD),
    );
    await expect(found.getByText(adultStudent.person.name)).toBeVisible();
    await userEvent.click(found.getByRole('button', { name: 'Usar este responsável' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.studentUpdated);
    await expect(patched).toMatchObject({ guardianId: adultStudent.person.id });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    await expect(
      (await findRegion(canvas, 'Responsável')).getByText(adultStudent.person.name),
    ).toBeVisible();
  },
};

/** The edit form checks like the add form: an emptied name is refused with the domain's words. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = await findRegion(canvas, 'Dados do Aluno');
    const name = textbox(student, 'Nome completo');
    await userEvent.clear(name);
    await userEvent.clear(textbox(student, 'CPF'));
    await userEvent.clear(textbox(student, 'Certidão de Nascimento'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await student.findByText(messages.personNameRequired)).toBeVisible();
    await expect(student.getByText(messages.cpfOrBirthCertificateRequired)).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());
  },
};

/** 'Cancelar' goes back to the record without saving. */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancelar' }, LOAD));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
  },
};

/** While the record is on its way: a busy placeholder instead of the form. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', RECORD));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Carregando…' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

/** An id nobody has: 'Aluno não encontrado.' */
export const NotFound: Story = {
  parameters: { route: '/alunos/editar?id=01936b2e-0000-7000-8000-000000000000' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Aluno não encontrado.',
    );
    await expect(canvas.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
  },
};

/** The server fails: 'Tentar novamente'. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', RECORD));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};
