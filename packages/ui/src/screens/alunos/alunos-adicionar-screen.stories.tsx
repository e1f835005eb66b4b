import { draftKey, writeDraft } from '@lousa/api-client';
import {
  conflictOnField,
  loadingForever,
  meAs,
  mockUrl,
  recordedAnswer,
  storyUserClaims,
  unprocessable,
} from '@lousa/api-client/mocks';
import {
  applyMask,
  formatCpf,
  masks,
  messages,
  type SchoolUnit,
  serverMessages,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { formDraftLabels } from '../../components/form-draft';
import {
  chooseOption,
  findToast,
  stayThenDiscard,
  TYPING,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRoutes } from '../../testing/story-router';
import AlunosAdicionarScreen from './alunos-adicionar-screen';
import AlunosFichaScreen from './alunos-ficha-screen';
import { emptyAlunoValues } from './alunos-form-values';
import AlunosScreen from './alunos-screen';
import {
  createdStudentAnswers,
  knownGuardian,
  knownGuardianMatch,
  validDocuments,
  withRecordedStudents,
} from './alunos-story-data';

const PATH = '/students';
const LOAD = { timeout: 5000 };

const meta = {
  title: 'Telas/Cadastros/Adicionar Aluno',
  component: AlunosAdicionarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    // The list and the record page beside the form, so 'Voltar' and saving land on them.
    withRoutes('/alunos/adicionar', {
      '/alunos': AlunosScreen,
      '/alunos/ficha': AlunosFichaScreen,
    }),
    withApi(),
  ],
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    withRecordedStudents(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof AlunosAdicionarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const region = (scope: Scope, name: string) => within(scope.getByRole('region', { name }));
const textbox = (scope: Scope, name: string) => scope.getByRole('textbox', { name });
const save = (scope: Scope) => userEvent.click(scope.getByRole('button', { name: 'Salvar' }));
const studentBlock = (scope: Scope) => region(scope, 'Dados do Aluno');
const guardianBlock = (scope: Scope) => region(scope, 'Responsável');
const addressBlock = (scope: Scope) => region(scope, 'Endereço');

interface StudentInput {
  name?: string;
  cpf?: string;
  birthDate?: string;
  birthCertificate?: string;
}

/** Types a whole valid student, as a person would, field by field (no guardian, no address). */
async function fillStudent(
  scope: Scope,
  {
    name = 'Caio Nogueira Prado',
    cpf = validDocuments.studentCpf,
    birthDate = '09032016',
    birthCertificate = validDocuments.otherBirthCertificate,
  }: StudentInput = {},
) {
  const student = studentBlock(scope);
  await userEvent.type(textbox(student, 'Nome completo'), name);
  if (cpf) await userEvent.type(textbox(student, 'CPF'), cpf, TYPING);
  await chooseOption(student, /^Sexo/, 'MASCULINO');
  await chooseOption(student, /^Cor\/Raça/, 'Parda');
  await userEvent.type(textbox(student, 'Data de Nascimento'), birthDate, TYPING);
  if (birthCertificate) {
    await userEvent.type(textbox(student, 'Certidão de Nascimento'), birthCertificate, TYPING);
  }
  await chooseOption(student, /^Nacionalidade/, 'Brasileira nata');
  await chooseOption(student, /^Zona de Residência/, 'Urbana');
  await userEvent.type(textbox(student, 'Cidade de Nascimento'), 'Campinas');
  await chooseOption(student, /^UF de Nascimento/, 'SP — São Paulo');
}

/** Types the student's address. */
async function fillAddress(scope: Scope) {
  const address = addressBlock(scope);
  await userEvent.type(textbox(address, 'CEP'), '13010100', TYPING);
  await userEvent.type(textbox(address, 'Logradouro'), 'Rua Barão de Jaguara');
  await userEvent.type(textbox(address, 'Número'), '120');
  await userEvent.type(textbox(address, 'Bairro'), 'Centro');
  await userEvent.type(textbox(address, 'Cidade'), 'Campinas');
  await chooseOption(address, /^UF/, 'SP — São Paulo');
}

/** 'CPF do responsável' and 'Buscar'. */
async function searchGuardian(scope: Scope, cpf: string) {
  const guardian = guardianBlock(scope);
  await userEvent.type(textbox(guardian, 'CPF do responsável'), cpf, TYPING);
  await userEvent.click(guardian.getByRole('button', { name: 'Buscar' }));
}

let sentBody: Record<string, unknown> | undefined;
/** Keeps the body POST /students was sent, and answers it as the server would (story data). */
const recordBody = () =>
  createdStudentAnswers((body) => {
    sentBody = body;
  });

/**
 * The page: title, 'Voltar', the three blocks with their headings, the required markers, the
 * masks (CPF, certidão in the national 32-digit format, Cartão SUS, phone, date, CEP). An
 * administrator of the whole network is not asked for a unit.
 */
export const Form: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adicionar Aluno' })).toBeVisible();
    await expect(canvas.getByText('Preencha os dados do aluno e do responsável.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/alunos');
    for (const name of ['Dados do Aluno', 'Responsável', 'Endereço']) {
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    const student = studentBlock(canvas);
    await expect(student.getByText('Nome completo').textContent).toBe('Nome completo*');
    await expect(student.getByText('CPF').textContent).toBe('CPF');
    await userEvent.type(textbox(student, 'CPF'), validDocuments.studentCpf, TYPING);
    await expect(textbox(student, 'CPF')).toHaveValue('390.533.447-05');
    await userEvent.type(
      textbox(student, 'Certidão de Nascimento'),
      validDocuments.birthCertificate,
      TYPING,
    );
    await expect(textbox(student, 'Certidão de Nascimento')).toHaveValue(
      '104539 01 55 2013 1 00012 021 0000123 21',
    );
    await userEvent.type(textbox(student, 'Cartão SUS'), validDocuments.susCard, TYPING);
    await expect(textbox(student, 'Cartão SUS')).toHaveValue('703 1234 5678 9015');
    await userEvent.type(textbox(student, 'Telefone'), '19987654321', TYPING);
    await expect(textbox(student, 'Telefone')).toHaveValue('(19) 98765-4321');
    await userEvent.type(textbox(student, 'Data de Nascimento'), '09032016', TYPING);
    await expect(textbox(student, 'Data de Nascimento')).toHaveValue('09/03/2016');
    await userEvent.type(textbox(addressBlock(canvas), 'CEP'), '13010100', TYPING);
    await expect(textbox(addressBlock(canvas), 'CEP')).toHaveValue('13.010-100');
    await expect(textbox(guardianBlock(canvas), 'CPF do responsável')).toBeVisible();
    await expect(
      canvas.queryByRole('combobox', { name: /Unidade Escolar/ }),
    ).not.toBeInTheDocument();
  },
};

/**
 * 'Salvar' on the empty page: every required message of the domain (the UFs included), 'Informe
 * o CPF ou a certidão de nascimento' on the CPF, and the focus on the first field in error.
 */
export const RequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await save(canvas);
    const student = studentBlock(canvas);
    for (const message of [
      messages.personNameRequired,
      messages.cpfOrBirthCertificateRequired,
      messages.genderRequired,
      messages.ethnicityRequired,
      messages.birthDateRequired,
      messages.nationalityRequired,
      messages.locationZoneRequired,
      messages.birthCityRequired,
      messages.birthStateRequired,
    ]) {
      await expect(await student.findByText(message)).toBeVisible();
    }
    const address = addressBlock(canvas);
    for (const message of [
      messages.zipCodeRequired,
      messages.streetRequired,
      messages.numberRequired,
      messages.neighborhoodRequired,
      messages.cityRequired,
      messages.stateRequired,
    ]) {
      await expect(await address.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(textbox(student, 'Nome completo')).toHaveFocus());
    await expect(textbox(student, 'CPF')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Values typed wrong: each field gives the domain's message. */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = studentBlock(canvas);
    await userEvent.type(textbox(student, 'Nome completo'), 'Lu');
    await userEvent.type(textbox(student, 'CPF'), '12345678900', TYPING);
    await userEvent.type(textbox(student, 'Data de Nascimento'), '01012099', TYPING);
    await userEvent.type(
      textbox(student, 'Certidão de Nascimento'),
      '10453901552013100012021000012300',
      TYPING,
    );
    await userEvent.type(textbox(student, 'Cartão SUS'), '123456789012345', TYPING);
    await userEvent.type(textbox(student, 'E-mail'), 'lara@');
    await userEvent.type(textbox(student, 'Telefone'), '1998765', TYPING);
    const address = addressBlock(canvas);
    await userEvent.type(textbox(address, 'CEP'), '13010', TYPING);
    await userEvent.type(textbox(address, 'Logradouro'), 'Ru');
    await save(canvas);
    for (const message of [
      messages.personNameMin,
      messages.cpfInvalid,
      messages.birthDateInFuture,
      messages.birthCertificateInvalid,
      messages.susCardInvalid,
      messages.emailInvalid,
      messages.phoneInvalid,
    ]) {
      await expect(await student.findByText(message)).toBeVisible();
    }
    await expect(await address.findByText(messages.zipCodeInvalid)).toBeVisible();
    await expect(await address.findByText(messages.streetMin)).toBeVisible();
    await waitFor(() => expect(textbox(student, 'Nome completo')).toHaveFocus());
  },
};

/** A child under 18 with no guardian: the domain's rule under 'CPF do responsável', focused. */
export const MinorWithoutGuardian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas);
    await fillAddress(canvas);
    const guardian = guardianBlock(canvas);
    await expect(guardian.queryByRole('checkbox', { name: 'Sem responsável' })).toBeNull();
    await save(canvas);
    await expect(await guardian.findByText(messages.guardianRequired)).toBeVisible();
    const cpf = textbox(guardian, 'CPF do responsável');
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(cpf).toHaveFocus());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adicionar Aluno' })).toBeVisible();
  },
};

/**
 * The guardian search checks the CPF first ('O CPF é obrigatório!', 'CPF inválido!'); Enter in
 * the field searches (it does not submit the page).
 */
export const GuardianSearchValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const guardian = guardianBlock(canvas);
    await userEvent.click(guardian.getByRole('button', { name: 'Buscar' }));
    await expect(await guardian.findByText(messages.cpfRequired)).toBeVisible();
    const cpf = textbox(guardian, 'CPF do responsável');
    await expect(cpf).toHaveFocus();
    await userEvent.type(cpf, '12345678900{Enter}', TYPING);
    await expect(await guardian.findByText(messages.cpfInvalid)).toBeVisible();
    // Enter searched only: the student's fields were not validated.
    await expect(canvas.queryByText(messages.personNameRequired)).not.toBeInTheDocument();
  },
};

/**
 * A sibling reuses a guardian: the CPF of a recorded guardian finds them (name, CPF, phone),
 * 'Usar este responsável' takes her; saving sends `guardianId` (no new person), toasts 'Aluno
 * adicionado com sucesso!' and opens the new record, where the birth date typed is the same day.
 */
export const GuardianFound: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(...recordBody());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas);
    await searchGuardian(canvas, knownGuardianMatch.cpf);
    const found = within(
      await canvas.findByRole('region', { name: 'Responsável encontrado' }, LOAD),
    );
    await expect(found.getByText(knownGuardianMatch.name)).toBeVisible();
    await expect(found.getByText(formatCpf(knownGuardianMatch.cpf))).toBeVisible();
    // The demo's guardian may have no phone: then none is shown.
    if (knownGuardianMatch.contact) {
      await expect(
        found.getByText(applyMask(knownGuardianMatch.contact, masks.phone)),
      ).toBeVisible();
    }
    await expect(found.getByRole('button', { name: 'Cadastrar outro' })).toBeVisible();
    await userEvent.click(found.getByRole('button', { name: 'Usar este responsável' }));
    const chosen = within(await canvas.findByRole('region', { name: 'Responsável do aluno' }));
    await expect(chosen.getByText(knownGuardianMatch.name)).toBeVisible();
    await expect(chosen.getByRole('button', { name: 'Trocar responsável' })).toBeVisible();
    await fillAddress(canvas);
    await save(canvas);
    await findToast(toasts.studentCreated);
    // Seen, then gone before the picture: it fades out at any moment of it.
    toaster.remove();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    const record = within(await canvas.findByRole('region', { name: 'Aluno' }, LOAD));
    await expect(record.getByText('Caio Nogueira Prado')).toBeVisible();
    await expect(record.getByText('09/03/2016')).toBeVisible();
    await expect(region(canvas, 'Responsável').getByText(knownGuardian.name)).toBeVisible();
    await expect(sentBody).toMatchObject({
      guardianId: knownGuardianMatch.id,
      person: {
        name: 'Caio Nogueira Prado',
        cpf: validDocuments.studentCpf,
        birthDate: '2016-03-09T00:00:00.000Z',
        birthCertificate: validDocuments.otherBirthCertificate,
        gender: 'MALE',
        ethnicity: 'BROWN',
        birthState: 'SP',
        address: { zipCode: '13010100', state: 'SP' },
      },
    });
    await expect(sentBody).not.toHaveProperty('guardian');
  },
};

/** 'Cadastrar outro' after a match: the search starts over, empty and focused. */
export const GuardianFoundRegisterOther: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await searchGuardian(canvas, knownGuardianMatch.cpf);
    const found = within(
      await canvas.findByRole('region', { name: 'Responsável encontrado' }, LOAD),
    );
    await userEvent.click(found.getByRole('button', { name: 'Cadastrar outro' }));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Responsável encontrado' })).toBeNull(),
    );
    const cpf = textbox(guardianBlock(canvas), 'CPF do responsável');
    await expect(cpf).toHaveValue('');
    await waitFor(() => expect(cpf).toHaveFocus());
  },
};

/**
 * Nobody with that CPF: the page says so and opens the guardian's fields with the CPF filled in;
 * 'Mesmo endereço do aluno' is ticked. Saving sends the new guardian at the student's address.
 */
export const GuardianNotFound: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(...recordBody());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas, { cpf: '', name: 'Bia Souza Reis' });
    await fillAddress(canvas);
    await searchGuardian(canvas, validDocuments.newGuardianCpf);
    const guardian = guardianBlock(canvas);
    await expect(
      await guardian.findByText(
        'Nenhuma pessoa com este CPF. Preencha os dados do responsável.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    await expect(textbox(guardian, 'CPF')).toHaveValue('111.444.777-35');
    await waitFor(() => expect(textbox(guardian, 'Nome completo')).toHaveFocus());
    await expect(guardian.getByRole('checkbox', { name: 'Mesmo endereço do aluno' })).toBeChecked();
    await userEvent.type(textbox(guardian, 'Nome completo'), 'Renata Souza Reis');
    await chooseOption(guardian, /^Sexo/, 'FEMININO');
    await chooseOption(guardian, /^Cor\/Raça/, 'Branca');
    await userEvent.type(textbox(guardian, 'Data de Nascimento'), '02111988', TYPING);
    await userEvent.type(textbox(guardian, 'Telefone'), '19912345678', TYPING);
    await chooseOption(guardian, /^Nacionalidade/, 'Brasileira nata');
    await chooseOption(guardian, /^Zona de Residência/, 'Urbana');
    await userEvent.type(textbox(guardian, 'Cidade de Nascimento'), 'Recife');
    await chooseOption(guardian, /^UF de Nascimento/, 'PE — Pernambuco');
    await save(canvas);
    await findToast(toasts.studentCreated);
    // Seen, then gone before the picture: it fades out at any moment of it.
    toaster.remove();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    const record = within(await canvas.findByRole('region', { name: 'Responsável' }, LOAD));
    await expect(record.getByText('Renata Souza Reis')).toBeVisible();
    await expect(sentBody).toMatchObject({
      person: { name: 'Bia Souza Reis', birthCertificate: validDocuments.otherBirthCertificate },
      guardian: {
        name: 'Renata Souza Reis',
        cpf: validDocuments.newGuardianCpf,
        birthDate: '1988-11-02T00:00:00.000Z',
        birthState: 'PE',
        contact: '19912345678',
        address: { zipCode: '13010100', street: 'Rua Barão de Jaguara', state: 'SP' },
      },
    });
    await expect(sentBody).not.toHaveProperty('guardianId');
    await expect(sentBody?.person).not.toHaveProperty('cpf');
  },
};

/**
 * The new guardian's fields are checked like the student's (required, the guardian is not the
 * student); without 'Mesmo endereço do aluno' the guardian's own address is asked for.
 */
export const NewGuardianValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas);
    await fillAddress(canvas);
    await searchGuardian(canvas, validDocuments.newGuardianCpf);
    const guardian = guardianBlock(canvas);
    await guardian.findByText(
      'Nenhuma pessoa com este CPF. Preencha os dados do responsável.',
      {},
      LOAD,
    );
    await save(canvas);
    for (const message of [
      messages.personNameRequired,
      messages.genderRequired,
      messages.birthDateRequired,
      messages.birthStateRequired,
    ]) {
      await expect(await guardian.findByText(message)).toBeVisible();
    }
    await waitFor(() => expect(textbox(guardian, 'Nome completo')).toHaveFocus());
    const cpf = textbox(guardian, 'CPF');
    await userEvent.clear(cpf);
    await userEvent.type(cpf, validDocuments.studentCpf, TYPING);
    await userEvent.click(guardian.getByRole('checkbox', { name: 'Mesmo endereço do aluno' }));
    const own = within(await guardian.findByRole('region', { name: 'Endereço do responsável' }));
    await save(canvas);
    await expect(await guardian.findByText(messages.guardianIsStudent)).toBeVisible();
    await expect(await own.findByText(messages.zipCodeRequired)).toBeVisible();
    await expect(own.getByText(messages.stateRequired)).toBeVisible();
  },
};

/**
 * A student of 18 or more may be registered 'Sem responsável' (offered once the birth date says
 * so); the body then has no guardian, and the record says 'Sem responsável'.
 */
export const AdultWithoutGuardian: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(...recordBody());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas, {
      name: 'Joana Farias Costa',
      cpf: validDocuments.newGuardianCpf,
      birthDate: '14072005',
      birthCertificate: '',
    });
    await fillAddress(canvas);
    const guardian = guardianBlock(canvas);
    const none = await guardian.findByRole('checkbox', { name: 'Sem responsável' });
    await userEvent.click(none);
    await expect(none).toBeChecked();
    await expect(guardian.queryByRole('textbox', { name: 'CPF do responsável' })).toBeNull();
    await save(canvas);
    await findToast(toasts.studentCreated);
    // Seen, then gone before the picture: it fades out at any moment of it.
    toaster.remove();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ficha do Aluno' }, LOAD),
    ).toBeVisible();
    const record = within(await canvas.findByRole('region', { name: 'Responsável' }, LOAD));
    await expect(record.getByText(/Sem responsável/)).toBeVisible();
    await expect(sentBody).toMatchObject({ person: { name: 'Joana Farias Costa' } });
    await expect(sentBody).not.toHaveProperty('guardian');
    await expect(sentBody).not.toHaveProperty('guardianId');
  },
};

/** Whose CPF the student's is, as the server names the holder to a reader of that person. */
const CPF_HOLDER = serverMessages.cpfBelongsTo('Marcos Vieira Lopes');

/**
 * A CPF already registered (409): the server names whose it is, and the message stays beside the
 * student's 'CPF' (focused), not in a toast that fades; nothing typed is lost.
 */
export const ServerConflict: Story = {
  beforeEach({ msw }) {
    msw.use(conflictOnField('post', PATH, 'person.cpf', CPF_HOLDER));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas);
    await fillAddress(canvas);
    await searchGuardian(canvas, knownGuardianMatch.cpf);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Usar este responsável' }, LOAD),
    );
    await save(canvas);
    const cpf = textbox(studentBlock(canvas), 'CPF');
    await waitFor(() => expect(cpf).toHaveAccessibleDescription(CPF_HOLDER), LOAD);
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(cpf).toHaveFocus());
    // Saved from the foot of the long page: the refused field is scrolled back into view.
    const box = cpf.getBoundingClientRect();
    await expect(box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
    // Beside the field only: no toast repeats it.
    await expect(screen.getAllByText(CPF_HOLDER)).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Adicionar Aluno' })).toBeVisible();
    await expect(cpf).toHaveValue('390.533.447-05');
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** A guardian gone meanwhile (422): the server's words in an error toast; the page stays. */
export const ServerUnprocessable: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('post', PATH, serverMessages.guardianNotFound));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas);
    await fillAddress(canvas);
    await searchGuardian(canvas, knownGuardianMatch.cpf);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Usar este responsável' }, LOAD),
    );
    await save(canvas);
    await findToast(serverMessages.guardianNotFound, 'error');
    await expect(canvas.getByRole('region', { name: 'Responsável do aluno' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  },
};

/** While saving: 'Salvar' is busy and disabled, and so is 'Cancelar'. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('post', PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillStudent(canvas, { birthDate: '14072005' });
    await fillAddress(canvas);
    await save(canvas);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await waitFor(() => expect(button).toBeDisabled());
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** Two of the demo's units, as the server lists them. */
const fullUnits = recordedAnswer<SchoolUnit[]>('administrador', 'GET /school-units').slice(0, 2);
const units = fullUnits.map(({ id, name }) => ({ id, name }));

/**
 * A secretary of two units must choose the 'Unidade Escolar' (from the units she can read):
 * without it, 'A unidade escolar é obrigatória'; chosen, it is sent.
 */
export const UnitChoice: Story = {
  beforeEach({ msw }) {
    sentBody = undefined;
    msw.use(
      ...meAs({
        role: 'Secretaria Escolar',
        networkWide: false,
        schoolUnits: units,
      }),
      // What the server answers such a user: her units only.
      http.get(mockUrl('/school-units'), () => HttpResponse.json(fullUnits)),
      ...recordBody(),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = studentBlock(canvas);
    const unit = await student.findByRole('combobox', { name: /^Unidade Escolar/ }, LOAD);
    await expect(unit).toBeVisible();
    await fillStudent(canvas, { birthDate: '14072005' });
    await fillAddress(canvas);
    await save(canvas);
    await expect(await student.findByText(messages.schoolUnitRequired)).toBeVisible();
    await waitFor(() => expect(unit).toHaveFocus());
    await chooseOption(student, /^Unidade Escolar/, units[0]?.name ?? '');
    await save(canvas);
    await findToast(toasts.studentCreated);
    // Seen, then gone before the picture: it fades out at any moment of it.
    toaster.remove();
    await expect(sentBody).toMatchObject({ schoolUnitId: units[0]?.id });
  },
};

/** 'Voltar' with nothing typed leads back to the list at once. */
export const Back: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Alunos' }, LOAD),
    ).toBeVisible();
  },
};

/**
 * 'Voltar' with something typed asks first ('Descartar alterações?'): 'Continuar editando' stays
 * with the text kept, 'Descartar' goes back to the list. Nothing is sent.
 */
export const LeaveWithUnsavedChanges: Story = {
  play: async ({ canvasElement }) => {
    sentBody = undefined;
    const canvas = within(canvasElement);
    const name = textbox(studentBlock(canvas), 'Nome completo');
    await userEvent.type(name, 'Caio Nogueira Prado');
    await stayThenDiscard(
      () => canvas.getByRole('link', { name: 'Voltar' }),
      async () => {
        await expect(name).toHaveValue('Caio Nogueira Prado');
        await expect(
          canvas.getByRole('heading', { level: 1, name: 'Adicionar Aluno' }),
        ).toBeVisible();
      },
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Alunos' }, LOAD),
    ).toBeVisible();
    await expect(sentBody).toBeUndefined();
  },
};

/**
 * Back to 'Adicionar Aluno' with a draft of an earlier visit in this browser (decision 0024):
 * 'Rascunho não salvo' is offered above the still empty form; 'Recuperar rascunho' fills it with
 * what was typed — the student and the new guardian being registered — and the notice goes.
 */
export const DraftOffered: Story = {
  beforeEach() {
    const values = emptyAlunoValues();
    values.person.name = 'Joana Ribeiro Dias';
    values.person.birthCity = 'Campinas';
    values.guardian.name = 'Marta Ribeiro Dias';
    writeDraft(draftKey({ userId: storyUserClaims.sub, screen: 'alunos' }), values, {
      mode: 'new',
      sameAddress: true,
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByRole('region', { name: formDraftLabels.title }, LOAD);
    await expect(within(notice).getByText(formDraftLabels.description)).toBeVisible();
    const name = textbox(studentBlock(canvas), 'Nome completo');
    await expect(name).toHaveValue('');
    await userEvent.click(within(notice).getByRole('button', { name: formDraftLabels.recover }));
    await waitFor(() => expect(name).toHaveValue('Joana Ribeiro Dias'), LOAD);
    await expect(textbox(studentBlock(canvas), 'Cidade de Nascimento')).toHaveValue('Campinas');
    await expect(textbox(guardianBlock(canvas), 'Nome completo')).toHaveValue('Marta Ribeiro Dias');
    await expect(canvas.queryByRole('region', { name: formDraftLabels.title })).toBeNull();
  },
};
