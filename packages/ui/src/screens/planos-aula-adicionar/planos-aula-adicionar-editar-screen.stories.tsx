import { forbidden, loadingForever, mockUrl, notFound } from '@lousa/api-client/mocks';
import { type LessonPlanItem, messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import PlanosAulaEditarScreen from './planos-aula-adicionar-editar-screen';
import {
  colleaguePlans,
  standardText,
  teacherPlans,
  withColleaguePlans,
} from './planos-aula-adicionar-story-data';

const ITEM_PATH = '/lesson-plans/:id';
const LOAD = { timeout: 5000 };

/** The recorded answers as the demo's teacher, and a colleague's plans for her classes. */
const recorded = recordedStory('professor', withColleaguePlans());
let patched: unknown;

/** The teacher's plan with references and two standards (recorded), and a colleague's. */
const myPlan = () =>
  teacherPlans().find((plan) => plan.bnccStandards.length > 1 && plan.references) as LessonPlanItem;
const theirPlan = () => colleaguePlans()[0] as LessonPlanItem;
const at = (plan: () => LessonPlanItem) => ({ route: `/planos-aula/editar?id=${plan().id}` });

const meta = {
  title: 'Telas/Pedagógico/Editar Plano de Aula',
  component: PlanosAulaEditarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRoutes('/planos-aula/editar', {}, { showLocation: true }),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters, ...at(myPlan) },
  beforeEach: (context) => {
    // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
    recorded.beforeEach(context);
    patched = undefined;
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof PlanosAulaEditarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const loaded = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: 'Título' }, LOAD);
const location = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: LOCATION_LABEL });

/**
 * 'Editar Plano de Aula': the add page's form filled with the plan — its class and component
 * chosen, its standards as chips (by their text once the catalogue has answered).
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = myPlan();
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Editar Plano de Aula' }),
    ).toBeVisible();
    await expect(await loaded(canvasElement)).toHaveValue(plan.title);
    await expect(canvas.getByRole('textbox', { name: 'Unidade Temática' })).toHaveValue(plan.theme);
    await expect(canvas.getByRole('combobox', { name: 'Turma' })).toHaveTextContent(
      plan.classroom.name,
    );
    await expect(canvas.getByRole('combobox', { name: 'Componente Curricular' })).toHaveTextContent(
      plan.curricularComponent.name,
    );
    const chips = canvas.getByRole('list', { name: `${plan.bnccStandards.length} selecionados` });
    for (const code of plan.bnccStandards) {
      await expect(await within(chips).findByText(standardText(code), {}, LOAD)).toBeVisible();
    }
    await expect(canvas.getByRole('textbox', { name: 'Referências' })).toHaveValue(
      plan.references ?? '',
    );
  },
};

/**
 * A new title and no references saved (PATCH; the emptied field sent as null): 'Plano de aula
 * atualizado com sucesso!' and back to the list.
 */
export const SuccessfulEdit: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.patch(mockUrl(ITEM_PATH), async ({ request }) => {
        patched = await request.clone().json();
        // Nothing returned: the recorded handlers answer (the plan with the body merged).
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const plan = myPlan();
    const title = await loaded(canvasElement);
    await userEvent.clear(title);
    await userEvent.type(title, 'Parlendas e trava-línguas');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Referências' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(toasts.lessonPlanUpdated);
    await waitFor(() => expect(location(canvasElement)).toHaveTextContent(/^\/planos-aula$/));
    await expect(patched).toEqual({
      title: 'Parlendas e trava-línguas',
      theme: plan.theme,
      classroomId: plan.classroom.id,
      curricularComponentId: plan.curricularComponent.id,
      bnccStandards: plan.bnccStandards,
      learningObject: plan.learningObject,
      generalObjective: plan.generalObjective,
      references: null,
    });
  },
};

/** An emptied required field is refused on the field; nothing is sent. */
export const EditValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const objectives = await canvas.findByRole('textbox', { name: 'Objetivos' }, LOAD);
    await userEvent.clear(objectives);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(objectives).toHaveAccessibleDescription(messages.lessonGeneralObjectiveRequired),
    );
    await expect(location(canvasElement)).toHaveTextContent('/planos-aula/editar');
  },
};

/** The server refuses (403: only the author): its message; the form keeps what was typed. */
export const ServerRefuses: Story = {
  beforeEach({ msw }) {
    msw.use(forbidden('patch', ITEM_PATH, serverMessages.onlyAuthor));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await loaded(canvasElement);
    await userEvent.type(title, ' (revisado)');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await findToast(serverMessages.onlyAuthor, 'error');
    await expect(title).toHaveValue(`${myPlan().title} (revisado)`);
  },
};

/** A colleague's plan: no form — only its author may change it; a way to read it instead. */
export const NotAuthor: Story = {
  parameters: at(theirPlan),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(
      'Somente quem escreveu o plano de aula pode alterá-lo.',
    );
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Ver o plano de aula' })).toHaveAttribute(
      'href',
      `/planos-aula/detalhes?id=${theirPlan().id}`,
    );
  },
};

/** While the plan loads: a busy placeholder, no form yet. */
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
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/**
 * An id that names no plan: the not-found message and a way back to the list. (The server's
 * 404, set here: the recording answers only what was recorded.)
 */
export const NotFound: Story = {
  parameters: { route: '/planos-aula/editar?id=01936b2e-0000-7000-8000-000000000000' },
  beforeEach({ msw }) {
    msw.use(notFound('get', ITEM_PATH, serverMessages.lessonPlanNotFound));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, LOAD)).toHaveTextContent(
      serverMessages.lessonPlanNotFound,
    );
  },
};
