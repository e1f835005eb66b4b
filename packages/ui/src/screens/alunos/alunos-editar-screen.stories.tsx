import { loadingForever, mockUrl, notFound, serverError } from '@lousa/api-client/mocks';
import {
  applyMask,
  brazilianStateLabels,
  formatBirthCertificate,
  formatCns,
  formatCpf,
  formatDate,
  genderLabels,
  labelOf,
  masks,
  messages,
  type Person,
  type StudentListItem,
  type StudentRecord,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast, TYPING } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import AlunosEditarScreen from './alunos-editar-screen';
import AlunosFichaScreen from './alunos-ficha-screen';
import AlunosScreen from './alunos-screen';
import {
  knownGuardian,
  knownGuardianMatch,
  knownStudent,
  withRecordedStudents,
} from './alunos-story-data';

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
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    withRecordedStudents(context);
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
const value = (element: HTMLElement) => (element as HTMLInputElement).value;
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

let patched: Record<string, unknown> | undefined;
/**
 * What the server answers an update of the recorded student (the recording holds no rule): the
 * PATCH's body kept, answered as the list's item, and the record read again as it now is — the
 * person sent, the guardian found by the lookup when its id is sent.
 */
const recordPatch = () => {
  let record: StudentRecord = knownStudent;
  const path = mockUrl(`/students/${knownStudent.id}`);
  return [
    http.patch(path, async ({ request }) => {
      patched = (await request.json()) as Record<string, unknown>;
      const person = { ...record.person, ...(patched.person as Partial<Person>) };
      const guardian = patched.guardianId === knownGuardian.id ? knownGuardian : record.guardian;
      record = { ...record, person, guardian };
      const item: StudentListItem = {
        id: record.id,
        cpf: person.cpf,
        name: person.name,
        socialName: person.socialName,
        gender: person.gender,
        birthDate: person.birthDate,
        classroom: null,
      };
      return HttpResponse.json(item);
    }),
    http.get(path, () => HttpResponse.json(record)),
  ];
};
const { person } = knownStudent;

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
    await expect(textbox(student, 'Nome completo')).toHaveValue(person.name);
    await expect(textbox(student, 'Nome social')).toHaveValue(person.socialName ?? '');
    await expect(textbox(student, 'CPF')).toHaveValue(formatCpf(person.cpf));
    await expect(value(textbox(student, 'CPF'))).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expect(textbox(student, 'Data de Nascimento')).toHaveValue(formatDate(person.birthDate));
    await expect(textbox(student, 'Certidão de Nascimento')).toHaveValue(
      formatBirthCertificate(person.birthCertificate),
    );
    // A student registered by CPF may have no certidão (an empty field).
    if (person.birthCertificate) {
      await expect(value(textbox(student, 'Certidão de Nascimento'))).toMatch(/^\d{6} \d{2} /);
    }
    await expect(textbox(student, 'Cartão SUS')).toHaveValue(formatCns(person.susCard));
    await expect(student.getByRole('combobox', { name: /^Sexo/ })).toHaveTextContent(
      labelOf(genderLabels, person.gender),
    );
    await expect(student.getByRole('combobox', { name: /^UF de Nascimento/ })).toHaveTextContent(
      `${person.birthState} — ${labelOf(brazilianStateLabels, person.birthState)}`,
    );
    const guardian = within(
      region(canvas, 'Responsável').getByRole('region', { name: 'Responsável do aluno' }),
    );
    await expect(guardian.getByText(knownStudent.guardian?.name ?? '?')).toBeVisible();
    const address = region(canvas, 'Endereço');
    await expect(textbox(address, 'CEP')).toHaveValue(applyMask(person.address.zipCode, masks.cep));
    await expect(value(textbox(address, 'CEP'))).toMatch(/^\d{2}\.\d{3}-\d{3}$/);
    await expect(textbox(address, 'Complemento')).toHaveValue(person.address.complement ?? '');
  },
};

/**
 * Saving sends a PATCH, shows 'Aluno atualizado com sucesso!' and returns to the record, which
 * shows the change; a field emptied is sent as null (cleared).
 */
export const Success: Story = {
  beforeEach({ msw }) {
    patched = undefined;
    msw.use(...recordPatch());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = await findRegion(canvas, 'Dados do Aluno');
    const name = textbox(student, 'Nome completo');
    await userEvent.clear(name);
    await userEvent.type(name, `${person.name} Reis`);
    await userEvent.clear(textbox(student, 'Nome social'));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.studentUpdated);
    // Seen, then gone before the picture: it fades out at any moment of it.
    toaster.remove();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(`/alunos/ficha?id=${knownStudent.id}`);
    await expect(
      (await findRegion(canvas, 'Aluno')).getByText(`${person.name} Reis`),
    ).toBeVisible();
    await expect(patched).toMatchObject({
      person: { name: `${person.name} Reis`, socialName: null, cpf: person.cpf },
      guardianId: knownStudent.guardian?.id,
    });
  },
};

/** 'Trocar responsável' searches again; the guardian found is sent as `guardianId`. */
export const ChangeGuardian: Story = {
  beforeEach({ msw }) {
    patched = undefined;
    msw.use(...recordPatch());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guardian = await findRegion(canvas, 'Responsável');
    await userEvent.click(guardian.getByRole('button', { name: 'Trocar responsável' }));
    const cpf = textbox(guardian, 'CPF do responsável');
    await waitFor(() => expect(cpf).toHaveFocus());
    await userEvent.type(cpf, knownGuardianMatch.cpf, TYPING);
    await userEvent.click(guardian.getByRole('button', { name: 'Buscar' }));
    const found = within(
      await canvas.findByRole('region', { name: 'Responsável encontrado' }, LOAD),
    );
    await expect(found.getByText(knownGuardianMatch.name)).toBeVisible();
    await userEvent.click(found.getByRole('button', { name: 'Usar este responsável' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.studentUpdated);
    // Seen, then gone before the picture: it fades out at any moment of it.
    toaster.remove();
    await expect(patched).toMatchObject({ guardianId: knownGuardianMatch.id });
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    await expect(
      (await findRegion(canvas, 'Responsável')).getByText(knownGuardian.name),
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
  beforeEach({ msw }) {
    msw.use(notFound('get', RECORD, serverMessages.studentNotFound));
  },
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
