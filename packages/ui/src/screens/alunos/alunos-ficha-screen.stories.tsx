import {
  emptyList,
  loadingForever,
  meAs,
  mockUrl,
  notFound,
  recordedHandlers,
  serverError,
} from '@lousa/api-client/mocks';
import {
  applyMask,
  brazilianStateLabels,
  enrollmentStatusLabels,
  ethnicityLabels,
  formatBirthCertificate,
  formatCns,
  formatCpf,
  formatDate,
  genderLabels,
  labelOf,
  locationZoneLabels,
  masks,
  nationalityLabels,
  serverMessages,
} from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { bodyRows, columnHeaders, rowTexts } from '../../components/registry/story-helpers';
import { withApi } from '../../testing/story-api';
import { stubPrint } from '../../testing/story-print';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import AlunosFichaScreen from './alunos-ficha-screen';
import AlunosScreen from './alunos-screen';
import {
  adultStudent,
  knownHistory,
  knownStudent,
  withRecordedStudents,
} from './alunos-story-data';

const LOAD = { timeout: 5000 };
const RECORD = '/students/:id';
const HISTORY = '/enrollments';

/** A placeholder for the edit page 'Editar' leads to. */
const EditPage = () => <p>Página de edição</p>;

const meta = {
  title: 'Telas/Cadastros/Ficha do Aluno',
  component: AlunosFichaScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    // The list beside the record (same feature folder), so 'Voltar' lands on it.
    withRoutes(
      `/alunos/ficha?id=${knownStudent.id}`,
      { '/alunos': AlunosScreen, '/alunos/editar': EditPage },
      { showLocation: true },
    ),
    withApi(),
  ],
  parameters: { ...recordedStory().parameters, layout: 'fullscreen' },
  beforeEach: (context) => {
    withRecordedStudents(context);
  },
} satisfies Meta<typeof AlunosFichaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
const section = (scope: Scope, name: string) => within(scope.getByRole('region', { name }));
/** The record's first section, once the record has loaded. */
const findStudent = async (scope: Scope) =>
  within(await scope.findByRole('region', { name: 'Aluno' }, LOAD));
/** The value shown beside a label in a section's description list. */
const shownValue = (scope: ReturnType<typeof within>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/** A UF as the form's list names it: 'SP — São Paulo'. */
const stateName = (state: string) => `${state} — ${labelOf(brazilianStateLabels, state)}`;
/** The student's active enrolment (the school printed atop the record). */
const active = knownHistory.find((enrollment) => enrollment.status === 'ACTIVE');

/**
 * The recorded student's record: every field of 'Aluno' (formatted CPF, certidão and Cartão
 * SUS), the guardian (at the student's address: said, not repeated), the address, and the
 * history newest first — ATIVA (default badge) and TRANSFERIDA (secondary) with their dates and
 * end dates ('-' while active).
 */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { person, guardian: guardianPerson } = knownStudent;
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ficha do Aluno' })).toBeVisible();
    const student = await findStudent(canvas);
    await expect(student.getByText(person.name)).toBeVisible();
    await expect(shownValue(student, 'Nome social')).toBe(person.socialName || '-');
    await expect(shownValue(student, 'CPF')).toBe(person.cpf ? formatCpf(person.cpf) : '-');
    await expect(shownValue(student, 'CPF')).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    await expect(shownValue(student, 'RG')).toBe(person.rg || '-');
    await expect(shownValue(student, 'Sexo')).toBe(labelOf(genderLabels, person.gender));
    await expect(shownValue(student, 'Cor/Raça')).toBe(labelOf(ethnicityLabels, person.ethnicity));
    await expect(shownValue(student, 'Data de Nascimento')).toBe(formatDate(person.birthDate));
    // A student registered by CPF may have no certidão: '-'.
    await expect(shownValue(student, 'Certidão de Nascimento')).toBe(
      formatBirthCertificate(person.birthCertificate) || '-',
    );
    if (person.birthCertificate) {
      await expect(shownValue(student, 'Certidão de Nascimento')).toMatch(
        /^\d{6} \d{2} \d{2} \d{4} \d \d{5} \d{3} \d{7} \d{2}$/,
      );
    }
    await expect(shownValue(student, 'Cartão SUS')).toBe(formatCns(person.susCard));
    await expect(shownValue(student, 'Cartão SUS')).toMatch(/^\d{3} \d{4} \d{4} \d{4}$/);
    await expect(shownValue(student, 'E-mail')).toBe(person.email || '-');
    await expect(shownValue(student, 'Nacionalidade')).toBe(
      labelOf(nationalityLabels, person.nationality),
    );
    await expect(shownValue(student, 'Zona de Residência')).toBe(
      labelOf(locationZoneLabels, person.locationZone),
    );
    await expect(shownValue(student, 'UF de Nascimento')).toBe(stateName(person.birthState));

    if (!guardianPerson) throw new Error('the recorded student has no guardian');
    const guardian = section(canvas, 'Responsável');
    await expect(shownValue(guardian, 'Nome completo')).toBe(guardianPerson.name);
    await expect(shownValue(guardian, 'CPF')).toBe(formatCpf(guardianPerson.cpf));
    // A guardian may have left no phone: '-'.
    await expect(shownValue(guardian, 'Telefone')).toBe(
      applyMask(guardianPerson.contact ?? '', masks.phone) || '-',
    );
    if (guardianPerson.contact) {
      await expect(shownValue(guardian, 'Telefone')).toMatch(/^\(\d{2}\) \d{5}-\d{4}$/);
    }
    await expect(guardian.getByRole('heading', { name: 'Endereço do responsável' })).toBeVisible();
    await expect(guardian.getByText('Mesmo endereço do aluno.')).toBeVisible();

    const address = section(canvas, 'Endereço');
    await expect(shownValue(address, 'CEP')).toBe(applyMask(person.address.zipCode, masks.cep));
    await expect(shownValue(address, 'CEP')).toMatch(/^\d{2}\.\d{3}-\d{3}$/);
    await expect(shownValue(address, 'Logradouro')).toBe(person.address.street);
    await expect(shownValue(address, 'UF')).toBe(stateName(person.address.state));

    const history = canvas.getByRole('region', { name: 'Histórico de Matrículas' });
    await waitFor(() => expect(bodyRows(history)).toHaveLength(knownHistory.length), LOAD);
    await expect(columnHeaders(history)).toEqual([
      'Ano Letivo',
      'Turma',
      'Unidade Escolar',
      'Situação',
      'Data',
      'Data de saída',
    ]);
    await expect(rowTexts(history)).toEqual(
      knownHistory.map((enrollment) => [
        enrollment.academicYear.year,
        enrollment.classroom.name,
        enrollment.schoolUnit.name,
        enrollmentStatusLabels[enrollment.status],
        formatDate(enrollment.date),
        enrollment.endDate ? formatDate(enrollment.endDate) : '-',
      ]),
    );
    // This year's enrolment and the one transferred out of; last year's, if any, CONCLUÍDA.
    await expect(rowTexts(history).map((row) => row[3])).toEqual(
      expect.arrayContaining(['ATIVA', 'TRANSFERIDA']),
    );
    const activeBadge = within(history).getByText('ATIVA');
    const transferred = within(history).getByText('TRANSFERIDA');
    await expect(activeBadge.className).not.toEqual(transferred.className);
    await expect(canvas.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/alunos/editar?id=${knownStudent.id}`,
    );
  },
};

const print = fn();

/**
 * 'Imprimir' asks the browser to print. The record is the page's printable document, and each
 * printed page is topped by the student's school (the active enrolment's unit) and 'Ficha do
 * Aluno — <nome>': a header the screen does not show.
 */
export const Print: Story = {
  beforeEach: () => {
    print.mockClear();
    return stubPrint(print);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStudent(canvas);
    const document = canvasElement.querySelector<HTMLElement>('[data-print-root]');
    await expect(document).toContainElement(canvas.getByRole('region', { name: 'Aluno' }));
    const header = document?.querySelector<HTMLElement>('[data-print-header]');
    await waitFor(() => expect(header).toHaveTextContent(active?.schoolUnit.name ?? '?'), LOAD);
    await expect(header).toHaveTextContent(`Ficha do Aluno — ${knownStudent.person.name}`);
    await expect(header).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Imprimir' }));
    await expect(print).toHaveBeenCalledOnce();
  },
};

/**
 * An adult registered without a guardian: 'Sem responsável'; no history yet (empty table). The
 * demo has no such student: the story sets the record's and the history's answers.
 */
export const WithoutGuardian: Story = {
  parameters: { route: `/alunos/ficha?id=${adultStudent.id}` },
  beforeEach({ msw }) {
    msw.use(
      http.get(mockUrl(`/students/${adultStudent.id}`), () => HttpResponse.json(adultStudent)),
      emptyList('/enrollments'),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const student = await findStudent(canvas);
    await expect(student.getByText(adultStudent.person.name)).toBeVisible();
    const guardian = section(canvas, 'Responsável');
    await expect(guardian.getByText(/Sem responsável/)).toBeVisible();
    await expect(guardian.queryByText('Nome completo')).not.toBeInTheDocument();
    const history = canvas.getByRole('region', { name: 'Histórico de Matrículas' });
    await expect(
      await within(history).findByRole('cell', { name: 'Nenhum resultado encontrado.' }, LOAD),
    ).toBeVisible();
  },
};

/** While the record is on its way: a busy placeholder, no 'Editar' yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('get', RECORD));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Carregando…' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  },
};

/** An id nobody has: 'Aluno não encontrado.' and a way back to the list. */
export const NotFound: Story = {
  parameters: { route: '/alunos/ficha?id=01936b2e-0000-7000-8000-000000000000' },
  beforeEach({ msw }) {
    msw.use(notFound('get', RECORD, serverMessages.studentNotFound));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent('Aluno não encontrado.');
    await expect(canvas.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('link', { name: 'Voltar para a lista' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Alunos' }, LOAD),
    ).toBeVisible();
  },
};

/** The server fails: 'Tentar novamente'; once it answers, the record. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', RECORD));
  },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    msw.use(...recordedHandlers());
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText(knownStudent.person.name, {}, LOAD)).toBeVisible();
  },
};

/**
 * The record loads but its history does not: the history says so with 'Tentar novamente' in
 * place of its table (no empty history); the record stays.
 */
export const HistoryError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', HISTORY));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(knownStudent.person.name, {}, LOAD)).toBeVisible();
    const history = canvas.getByRole('region', { name: 'Histórico de Matrículas' });
    const alert = await within(history).findByRole('alert', {}, { timeout: 10_000 });
    await expect(alert).toHaveTextContent('Não foi possível carregar os dados.');
    await expect(within(alert).getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
    await expect(within(history).queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Who may read the record but not edit it: no 'Editar'. 'Voltar' leads to the list. */
export const ReadOnly: Story = {
  beforeEach({ msw }) {
    msw.use(...meAs({ permissions: ['students.read', 'students.read-sensitive'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(knownStudent.person.name, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: 'Voltar' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Alunos' }, LOAD),
    ).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(/^\/alunos$/);
  },
};

/** 'Editar' leads to the edit page of this student. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Editar' }, LOAD));
    await expect(await canvas.findByText('Página de edição')).toBeVisible();
    await expect(location(canvasElement)).toHaveTextContent(`/alunos/editar?id=${knownStudent.id}`);
  },
};
