import { recordedAnswer } from '@lousa/api-client/mocks';
import type { LessonPlanItem } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import {
  bodyRows,
  chooseRowAction,
  columnHeaders,
  rowTexts,
  sortHeader,
} from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import PlanosAulaDetalhesScreen from './planos-aula-detalhes-screen';
import PlanosAulaScreen from './planos-aula-screen';
import {
  colleaguePlans,
  planListRows,
  stubPrint,
  teacher,
  teacherPlans,
  withColleaguePlans,
} from './planos-aula-story-data';

const HEADERS = ['Título', 'Componente Curricular', 'Turma', 'Autor'];
/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

/**
 * The recorded answers as the demo's teacher, with plans a colleague of hers wrote for her
 * classes listed first (the demo has only hers): the list, its pages and rows that are not hers.
 */
const recorded = recordedStory('professor', withColleaguePlans());
const plans = planListRows();
const mine = teacherPlans();
const others = colleaguePlans();
const print = fn();

const meta = {
  title: 'Telas/Pedagógico/Planos de Aula',
  component: PlanosAulaScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    // The list at its address, the plan's page beside it ('Detalhes', 'Imprimir').
    withRoutes(
      '/planos-aula',
      { '/planos-aula/detalhes': PlanosAulaDetalhesScreen },
      {
        showLocation: true,
      },
    ),
    // Outermost: the screens beside the list need the API too.
    withApi(),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
    recorded.beforeEach(context);
    print.mockClear();
    const restorePrint = stubPrint(print);
    toaster.remove();
    return () => {
      restorePrint();
      toaster.remove();
    };
  },
} satisfies Meta<typeof PlanosAulaScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const cellsOf = (plan: LessonPlanItem) => [
  plan.title,
  plan.curricularComponent.name,
  plan.classroom.name,
  plan.author.name,
];
const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).findByText(`Mostrando 10 de ${plans.length} itens`, {}, LOAD);
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/**
 * The plans: title, component, class and author, newest first; 'Adicionar' leads to the form;
 * the next page comes from the server.
 */
export const Populated: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('title, add link and columns', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: 'Planos de Aula' })).toBeVisible();
      await expect(await shown(canvasElement)).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Adicionar' })).toHaveAttribute(
        'href',
        '/planos-aula/adicionar',
      );
      await expect(columnHeaders(canvasElement)).toEqual([...HEADERS, 'Ações']);
      for (const header of HEADERS.slice(0, 3)) {
        await expect(sortHeader(canvasElement, header).cell).toHaveAttribute('aria-sort', 'none');
      }
      // 'Autor' is read, not sorted.
      await expect(canvas.queryByRole('button', { name: 'Autor' })).toBeNull();
    });
    await step('the first page, then the second', async () => {
      await expect(plans.length).toBeGreaterThan(10);
      await expect(rowTexts(canvasElement).map((row) => row.slice(0, 4))).toEqual(
        plans.slice(0, 10).map(cellsOf),
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
      await waitFor(() =>
        expect(rowTexts(canvasElement).map((row) => row.slice(0, 4))).toEqual(
          plans.slice(10, 20).map(cellsOf),
        ),
      );
      await expect(canvas.getByText('Página 2 de 2')).toBeVisible();
    });
  },
};

/**
 * Every row has 'Imprimir' and 'Detalhes' (links to the plan's page, with their tooltips); only
 * the teacher's own plans have 'Ações' ('Editar', 'Excluir'), a colleague's have none.
 */
export const AuthorActions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    const [ownPlan] = mine as [LessonPlanItem];
    const [theirs] = others as [LessonPlanItem];
    for (const plan of [ownPlan, theirs]) {
      await expect(canvas.getByRole('link', { name: `Detalhes de ${plan.title}` })).toHaveAttribute(
        'href',
        `/planos-aula/detalhes?id=${plan.id}`,
      );
      await expect(canvas.getByRole('link', { name: `Imprimir ${plan.title}` })).toHaveAttribute(
        'href',
        `/planos-aula/detalhes?id=${plan.id}&imprimir=1`,
      );
    }
    // The author's menu waits for who is signed in (GET /me), which may answer after the list.
    await expect(
      await canvas.findByRole('button', { name: `Ações para ${ownPlan.title}` }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: `Ações para ${theirs.title}` })).toBeNull();
    const rows = bodyRows(canvasElement);
    const withMenu = rows.filter((row) => within(row).queryByRole('button', { name: /^Ações/ }));
    await expect(withMenu).toHaveLength(
      plans.slice(0, 10).filter((plan) => plan.author.id === teacher().id).length,
    );
    // The tooltip's code arrives once the browser is idle after the list shows.
    const printLink = () => canvas.getByRole('link', { name: `Imprimir ${ownPlan.title}` });
    await waitFor(() => expect(printLink()).toHaveAttribute('data-scope', 'tooltip'), LOAD);
    await userEvent.hover(printLink());
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Imprimir',
    );
    await userEvent.unhover(printLink());
  },
};

/**
 * A reader who writes no plans (a director: 'pedagogy.unit-classes') sees the list, 'Imprimir'
 * and 'Detalhes': no 'Adicionar', no 'Editar' or 'Excluir' anywhere. (The demo's director has
 * no plans in her unit: the story lists the teacher's and her colleague's.)
 */
export const NotAuthorReadOnly: Story = {
  // The director reads her unit's plans (the teacher's among them): the others added.
  ...recordedStory('diretor', {
    added: {
      '/lesson-plans': planListRows().filter(
        (plan) =>
          !recordedAnswer<LessonPlanItem[]>('diretor', 'GET /lesson-plans').some(
            (row) => row.id === plan.id,
          ),
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Adicionar' })).toBeNull();
    await expect(canvas.queryAllByRole('button', { name: /^Ações para/ })).toEqual([]);
    const [first] = plans as [LessonPlanItem];
    await expect(canvas.getByRole('link', { name: `Detalhes de ${first.title}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Imprimir ${first.title}` })).toBeVisible();
  },
};

/** 'Editar' on one of the teacher's plans leads to its edit page. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    await shown(canvasElement);
    const [plan] = mine as [LessonPlanItem];
    await chooseRowAction(canvasElement, plan.title, 'Editar');
    await waitFor(() =>
      expect(location(canvasElement)).toHaveTextContent(`/planos-aula/editar?id=${plan.id}`),
    );
  },
};

/** 'Detalhes' opens the plan's page. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    const [, theirs] = others as [LessonPlanItem, LessonPlanItem];
    await userEvent.click(canvas.getByRole('link', { name: `Detalhes de ${theirs.title}` }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: theirs.title }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Plano de Aula' })).toBeVisible();
    await expect(print).not.toHaveBeenCalled();
  },
};

/**
 * 'Imprimir' opens the plan's page, which prints itself once the plan and its standards are
 * shown — once: the address loses `imprimir`.
 */
export const Print: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await shown(canvasElement);
    const [plan] = mine as [LessonPlanItem];
    await userEvent.click(canvas.getByRole('link', { name: `Imprimir ${plan.title}` }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: plan.title }, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(print).toHaveBeenCalledOnce(), LOAD);
    await expect(location(canvasElement)).toHaveTextContent(`/planos-aula/detalhes?id=${plan.id}`);
    await expect(location(canvasElement)).not.toHaveTextContent('imprimir');
  },
};
