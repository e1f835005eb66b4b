import { loadingForever, notFound, serverError } from '@lousa/api-client/mocks';
import { type LessonPlanItem, serverMessages } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import { LessonPlanDetailsView } from './planos-aula-details-view';
import PlanosAulaDetalhesScreen from './planos-aula-detalhes-screen';
import { formatPlanDate } from './planos-aula-format';
import {
  catalogueOf,
  colleaguePlans,
  standardText,
  stubPrint,
  teacher,
  teacherPlans,
  withColleaguePlans,
} from './planos-aula-story-data';

const ITEM_PATH = '/lesson-plans/:id';
const LOAD = { timeout: 5000 };

/** The recorded answers as the demo's teacher, and a colleague's plans for her classes. */
const recorded = recordedStory('professor', withColleaguePlans());
const print = fn();

/** A plan of the teacher's with two standards, and one of a colleague's. */
const myPlan = () =>
  teacherPlans().find((plan) => plan.bnccStandards.length > 1 && plan.references) as LessonPlanItem;
const theirPlan = () => colleaguePlans()[0] as LessonPlanItem;
const textOf = (code: string) => standardText(code);

const meta = {
  title: 'Telas/Pedagógico/Plano de Aula (Detalhes)',
  component: PlanosAulaDetalhesScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    // The page at its address (the plan's id in the query string, set by each story).
    withRoutes('/planos-aula/detalhes', {}, { showLocation: true }),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
    recorded.beforeEach(context);
    print.mockClear();
    return stubPrint(print);
  },
} satisfies Meta<typeof PlanosAulaDetalhesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A story's address: the page of `plan` (its id read from the recording). */
const at = (plan: () => LessonPlanItem, extra = '') => ({
  route: `/planos-aula/detalhes?id=${plan().id}${extra}`,
});
const planDocument = (canvasElement: HTMLElement, plan: LessonPlanItem) =>
  within(canvasElement).findByRole('article', { name: plan.title }, LOAD);

/**
 * The plan, readable: its title, theme, class, component, author and date; the BNCC standards
 * with their text; objects of knowledge, objectives and references. 'Imprimir' and, for its
 * author, 'Editar'; 'Voltar' to the list.
 */
export const Loaded: Story = {
  parameters: at(myPlan),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const plan = myPlan();
    const article = within(await planDocument(canvasElement, plan));
    await step('the page', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Plano de Aula' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
        'href',
        '/planos-aula',
      );
      await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible();
      // 'Editar' waits for who is signed in (GET /me), which may answer after the plan.
      await expect(await canvas.findByRole('link', { name: 'Editar' }, LOAD)).toHaveAttribute(
        'href',
        `/planos-aula/editar?id=${plan.id}`,
      );
    });
    await step('the fields', async () => {
      await expect(article.getByRole('heading', { level: 2, name: plan.title })).toBeVisible();
      const terms = article.getAllByRole('term').map((term) => term.textContent);
      const values = article.getAllByRole('definition').map((value) => value.textContent);
      await expect(terms).toEqual([
        'Unidade Temática',
        'Turma',
        'Componente Curricular',
        'Autor',
        'Data',
      ]);
      await expect(values).toEqual([
        plan.theme,
        plan.classroom.name,
        plan.curricularComponent.name,
        teacher().name,
        formatPlanDate(plan.createdAt),
      ]);
    });
    await step('the standards with their text, and the texts', async () => {
      const standards = within(article.getByRole('region', { name: 'Normas BNCC' }));
      for (const code of plan.bnccStandards) {
        await expect(standards.getByText(code)).toBeVisible();
        await expect(await standards.findByText(textOf(code) ?? '', {}, LOAD)).toBeVisible();
      }
      await expect(
        article.getByRole('region', { name: 'Objeto(s) de Conhecimento' }),
      ).toHaveTextContent(plan.learningObject);
      await expect(article.getByRole('region', { name: 'Objetivos' })).toHaveTextContent(
        plan.generalObjective,
      );
      await expect(article.getByRole('region', { name: 'Referências' })).toHaveTextContent(
        plan.references ?? '',
      );
    });
    await expect(print).not.toHaveBeenCalled();
  },
};

/** 'Imprimir' asks the browser to print (the print styles keep the plan alone, on A4). */
export const PrintButton: Story = {
  parameters: at(myPlan),
  play: async ({ canvasElement }) => {
    await planDocument(canvasElement, myPlan());
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Imprimir' }));
    await expect(print).toHaveBeenCalledOnce();
  },
};

/**
 * Opened by the list's 'Imprimir' (`&imprimir=1`): it prints once the standards' text is shown,
 * and the address loses the parameter (going back or reloading does not print again).
 */
export const PrintOnOpen: Story = {
  parameters: at(myPlan, '&imprimir=1'),
  play: async ({ canvasElement }) => {
    const plan = myPlan();
    const article = within(await planDocument(canvasElement, plan));
    await waitFor(() => expect(print).toHaveBeenCalledOnce(), LOAD);
    await expect(article.getByText(textOf(plan.bnccStandards[0] ?? '') ?? '')).toBeVisible();
    await expect(
      within(canvasElement).getByRole('status', { name: LOCATION_LABEL }),
    ).toHaveTextContent(`/planos-aula/detalhes?id=${plan.id}`);
    await expect(
      within(canvasElement).getByRole('status', { name: LOCATION_LABEL }),
    ).not.toHaveTextContent('imprimir');
  },
};

/** A colleague's plan: readable and printable, no 'Editar'. */
export const NotAuthor: Story = {
  parameters: at(theirPlan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = theirPlan();
    await planDocument(canvasElement, plan);
    await expect(canvas.getByRole('button', { name: 'Imprimir' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Editar' })).toBeNull();
    await expect(canvas.getByText(plan.author.name)).toBeVisible();
  },
};

/** The catalogue cannot be read: the codes show alone, the plan stays readable. */
export const StandardsUnavailable: Story = {
  parameters: at(myPlan),
  beforeEach({ msw }) {
    msw.use(serverError('get', '/bncc-standards'));
  },
  play: async ({ canvasElement }) => {
    const plan = myPlan();
    const article = within(await planDocument(canvasElement, plan));
    const missing = await article.findAllByText(
      'Descrição indisponível no catálogo BNCC.',
      {},
      {
        timeout: 10_000,
      },
    );
    await expect(missing).toHaveLength(plan.bnccStandards.length);
    await expect(article.getByText(plan.bnccStandards[0] ?? '')).toBeVisible();
  },
};

/** While the plan loads: a busy placeholder, no buttons yet. */
export const Loading: Story = {
  parameters: at(myPlan),
  beforeEach({ msw }) {
    msw.use(loadingForever('get', ITEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  },
};

/**
 * An id that names no plan (or one outside the reader's classes): says so, a way back. (The
 * server's 404, set here: the recording answers only what was recorded.)
 */
export const NotFound: Story = {
  parameters: { route: '/planos-aula/detalhes?id=01936b2e-0000-7000-8000-000000000000' },
  beforeEach({ msw }) {
    msw.use(notFound('get', ITEM_PATH, serverMessages.lessonPlanNotFound));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.lessonPlanNotFound,
    );
    await expect(canvas.getByRole('link', { name: 'Voltar para a lista' })).toHaveAttribute(
      'href',
      '/planos-aula',
    );
    await expect(canvas.queryByRole('button', { name: 'Imprimir' })).toBeNull();
  },
};

/** The server fails: 'Tentar novamente'. */
export const LoadError: Story = {
  parameters: at(myPlan),
  beforeEach({ msw }) {
    msw.use(serverError('get', ITEM_PATH));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/** The document alone, as printed: a plan without references shows '-'. */
export const Document: Story = {
  render: () => {
    const plan = { ...(myPlan() as LessonPlanItem), references: null };
    return (
      <LessonPlanDetailsView plan={plan} standards={catalogueOf(plan.curricularComponent.name)} />
    );
  },
  play: async ({ canvasElement }) => {
    const article = within(canvasElement).getByRole('article');
    await expect(article).toHaveAttribute('data-print-root');
    await expect(within(article).getByRole('region', { name: 'Referências' })).toHaveTextContent(
      '-',
    );
  },
};
