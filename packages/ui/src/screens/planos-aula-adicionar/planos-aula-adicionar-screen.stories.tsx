import { draftKey, writeDraft } from '@lousa/api-client';
import {
  emptyList,
  forbidden,
  loadingForever,
  mockUrl,
  serverError,
  storyUserClaims,
  unprocessable,
} from '@lousa/api-client/mocks';
import { messages, serverMessages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { formDraftLabels } from '../../components/form-draft';
import { leaveGuardLabels } from '../../components/leave-guard';
import { findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import PlanosAulaAdicionarScreen from './planos-aula-adicionar-screen';
import {
  standardText,
  standardTextsOf,
  taughtClassrooms,
  taughtComponents,
  taughtPlace,
} from './planos-aula-adicionar-story-data';

const PATH = '/lesson-plans';
const LOAD = { timeout: 5000 };

/** The recorded answers as the demo's teacher: her classes, the catalogue of her components. */
const recorded = recordedStory('professor');
/** The bodies POST /lesson-plans received. */
let posted: unknown[] = [];

const meta = {
  title: 'Telas/Pedagógico/Adicionar Plano de Aula',
  component: PlanosAulaAdicionarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRoutes('/planos-aula/adicionar', {}, { showLocation: true }),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    // A meta's context is typed without the MSW addon's `msw`: taken as the story's.
    recorded.beforeEach(context);
    posted = [];
    // Notes each body, then lets the recorded handlers (or the story's own answer) reply.
    context.msw.use(
      http.post(mockUrl(PATH), async ({ request }) => {
        posted.push(await request.clone().json());
      }),
    );
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof PlanosAulaAdicionarScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const requiredMessages = [
  messages.lessonTitleRequired,
  messages.lessonThemeRequired,
  messages.lessonClassroomRequired,
  messages.lessonComponentRequired,
  messages.lessonStandardsRequired,
  messages.lessonLearningObjectRequired,
  messages.lessonGeneralObjectiveRequired,
];

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    title: () => canvas.getByRole('textbox', { name: 'Título' }),
    theme: () => canvas.getByRole('textbox', { name: 'Unidade Temática' }),
    classroom: () => canvas.getByRole('combobox', { name: 'Turma' }),
    component: () => canvas.getByRole('combobox', { name: 'Componente Curricular' }),
    standards: () => canvas.getByRole('combobox', { name: 'Normas BNCC' }),
    learningObject: () => canvas.getByRole('textbox', { name: 'Objeto(s) de Conhecimento' }),
    objectives: () => canvas.getByRole('textbox', { name: 'Objetivos' }),
    references: () => canvas.getByRole('textbox', { name: 'Referências' }),
    save: () => canvas.getByRole('button', { name: 'Salvar' }),
    cancel: () => canvas.getByRole('button', { name: 'Cancelar' }),
    /** Opens a list and picks an option by its name. */
    pick: async (control: HTMLElement, option: string) => {
      await userEvent.click(control);
      const item = await screen.findByRole('option', { name: option }, LOAD);
      const staysOpen = item.closest('[aria-multiselectable="true"]') !== null;
      await userEvent.click(item);
      if (!staysOpen) await focusBack(control);
    },
  };
}

const optionNames = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** The first class the teacher teaches 'Língua Portuguesa' in. */
const portugueseClass = () =>
  taughtClassrooms().find((name) => taughtComponents(name).includes('Língua Portuguesa')) as string;

/**
 * A list that closed gives the focus back to its trigger a frame later; the next step waits for
 * it, or its typing could land in the trigger.
 */
async function focusBack(control: HTMLElement) {
  await waitFor(() => {
    if (control.isConnected) expect(control).toHaveFocus();
  });
}

async function fillValidPlan(canvasElement: HTMLElement) {
  const f = form(canvasElement);
  await userEvent.type(f.title(), 'Leitura de parlendas');
  await userEvent.type(f.theme(), 'Leitura/escuta');
  await f.pick(f.classroom(), portugueseClass());
  await waitFor(() => expect(f.component()).toBeEnabled());
  await f.pick(f.component(), 'Língua Portuguesa');
  await waitFor(() => expect(f.standards()).toBeEnabled());
  await f.pick(f.standards(), standardText('EF01LP01'));
  await userEvent.keyboard('{Escape}');
  // The list is gone before the next field is typed in (while it closes, it can still hand the
  // focus back to the standards' input and take the typing).
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  await focusBack(f.standards());
  await userEvent.type(f.learningObject(), 'Protocolos de leitura');
  await userEvent.type(f.objectives(), 'Ler parlendas conhecidas, acompanhando com o dedo.');
}

/** The empty form: every field of spec §3, what waits for what, and the way back. */
export const EmptyForm: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(
      f.canvas.getByRole('heading', { level: 1, name: 'Adicionar Plano de Aula' }),
    ).toBeVisible();
    await expect(f.canvas.getByText('Preencha os dados abaixo')).toBeVisible();
    await expect(f.canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
      'href',
      '/planos-aula',
    );
    for (const control of [f.title(), f.theme(), f.learningObject(), f.objectives()]) {
      await expect(control).toBeRequired();
      await expect(control).toHaveValue('');
    }
    await expect(f.references()).not.toBeRequired();
    await expect(f.classroom()).toHaveTextContent('Selecione a turma');
    await expect(f.component()).toBeDisabled();
    await expect(f.component()).toHaveTextContent('Selecione antes a turma');
    await expect(f.standards()).toBeDisabled();
    await expect(f.standards()).toHaveAttribute(
      'placeholder',
      'Selecione antes o componente curricular',
    );
    await expect(f.standards()).toHaveAccessibleDescription(
      'As normas BNCC selecionadas compõem o plano de aula.',
    );
    // Visible labels carry the required marker: 'Título*', 'Turma*', ...
    await expect(f.canvas.getByText('Título').textContent).toBe('Título*');
    await expect(f.canvas.getByText('Referências').textContent).toBe('Referências');
  },
};

/**
 * 'Turma' lists the classes the teacher teaches; the class narrows 'Componente Curricular' to
 * what it teaches there; the component brings its BNCC standards, shown by their text.
 */
export const ChoiceLists: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    const classes = taughtClassrooms();
    // The demo teacher, a regente of Anos Iniciais, may teach one class (all its components).
    await expect(classes.length).toBeGreaterThan(0);
    await step('the classes', async () => {
      await userEvent.click(f.classroom());
      await waitFor(async () => expect(await optionNames()).toEqual(classes));
      await userEvent.keyboard('{Escape}');
    });
    for (const classroom of classes.slice(0, 2)) {
      await step(`the components of ${classroom}`, async () => {
        await f.pick(f.classroom(), classroom);
        await waitFor(() => expect(f.component()).toBeEnabled());
        await userEvent.click(f.component());
        await waitFor(async () => expect(await optionNames()).toEqual(taughtComponents(classroom)));
        await userEvent.keyboard('{Escape}');
      });
    }
    await step('the standards of the component', async () => {
      await f.pick(f.component(), 'Matemática');
      await waitFor(() => expect(f.standards()).toBeEnabled(), LOAD);
      await userEvent.click(f.standards());
      await waitFor(async () => expect(await optionNames()).toEqual(standardTextsOf('Matemática')));
    });
  },
};

/** Saving the empty form shows every required field's message; nothing is sent. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.save());
    for (const message of requiredMessages) {
      await expect(await f.canvas.findByText(message)).toBeVisible();
    }
    await expect(f.title()).toHaveAttribute('aria-invalid', 'true');
    await expect(f.classroom()).toHaveAccessibleDescription(messages.lessonClassroomRequired);
    await expect(f.standards()).toHaveAttribute('aria-invalid', 'true');
    await expect(f.references()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('status', { name: /sucesso/ })).not.toBeInTheDocument();
    await expect(f.canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
      '/planos-aula/adicionar',
    );
  },
};

/** After a failed save, picking a class, a component or a standard clears that field's error. */
export const ErrorsClearOnPick: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    await userEvent.click(f.save());
    await f.canvas.findByText(messages.lessonClassroomRequired);
    await step('class', async () => {
      await f.pick(f.classroom(), portugueseClass());
      await waitFor(() =>
        expect(f.canvas.queryByText(messages.lessonClassroomRequired)).not.toBeInTheDocument(),
      );
      await expect(f.canvas.getByText(messages.lessonComponentRequired)).toBeVisible();
    });
    await step('component', async () => {
      await f.pick(f.component(), 'Língua Portuguesa');
      await waitFor(() =>
        expect(f.canvas.queryByText(messages.lessonComponentRequired)).not.toBeInTheDocument(),
      );
      await expect(f.canvas.getByText(messages.lessonStandardsRequired)).toBeVisible();
    });
    await step('standard', async () => {
      await waitFor(() => expect(f.standards()).toBeEnabled(), LOAD);
      await f.pick(f.standards(), standardText('EF01LP04'));
      await waitFor(() =>
        expect(f.canvas.queryByText(messages.lessonStandardsRequired)).not.toBeInTheDocument(),
      );
      await userEvent.keyboard('{Escape}');
    });
    await step('the fields not touched keep their errors', async () => {
      await expect(f.canvas.getByText(messages.lessonTitleRequired)).toBeVisible();
      await expect(f.canvas.getByText(messages.lessonGeneralObjectiveRequired)).toBeVisible();
    });
  },
};

/**
 * Standards toggle on and off; each chosen one is listed as a removable chip, and removing the
 * last chip gives the focus back to the field.
 */
export const StandardsToggle: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await f.pick(f.classroom(), portugueseClass());
    await f.pick(f.component(), 'Língua Portuguesa');
    await waitFor(() => expect(f.standards()).toBeEnabled(), LOAD);
    await userEvent.click(f.standards());
    const listbox = await screen.findByRole('listbox');
    const option = (code: string) =>
      within(listbox).getByRole('option', { name: standardText(code) });
    await waitFor(() => expect(option('EF01LP01')).toBeVisible());
    await userEvent.click(option('EF01LP01'));
    await userEvent.click(option('EF01LP03'));
    await expect(option('EF01LP01')).toHaveAttribute('aria-selected', 'true');
    await expect(option('EF01LP03')).toHaveAttribute('aria-selected', 'true');
    let chips = f.canvas.getByRole('list', { name: '2 selecionados' });
    await expect(within(chips).getByText(standardText('EF01LP03'))).toBeVisible();
    await userEvent.click(option('EF01LP01'));
    await expect(option('EF01LP01')).not.toHaveAttribute('aria-selected', 'true');
    chips = f.canvas.getByRole('list', { name: '1 selecionado' });
    await expect(within(chips).queryByText(standardText('EF01LP01'))).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(chips).getByRole('button', { name: `Remover ${standardText('EF01LP03')}` }),
    );
    await expect(f.canvas.queryByRole('list', { name: /selecionado/ })).not.toBeInTheDocument();
    // The last chip's button left with it: the focus is back in the standards' field.
    await waitFor(() => expect(f.standards()).toHaveFocus());
  },
};

/** Typing filters the standards by their text, ignoring accents. */
export const StandardsSearch: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await f.pick(f.classroom(), portugueseClass());
    await f.pick(f.component(), 'Língua Portuguesa');
    await waitFor(() => expect(f.standards()).toBeEnabled(), LOAD);
    // Typed at a person's pace: keystrokes in the same tick can drop a letter in the combobox.
    await userEvent.type(f.standards(), 'alfabetica', { delay: 30 });
    await expect(f.standards()).toHaveValue('alfabetica');
    await waitFor(async () =>
      expect(await optionNames()).toEqual([standardText('EF01LP02'), standardText('EF01LP05')]),
    );
  },
};

/** Another component clears the standards chosen for the last one. */
export const ComponentChangeClearsStandards: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await f.pick(f.classroom(), portugueseClass());
    await f.pick(f.component(), 'Língua Portuguesa');
    await waitFor(() => expect(f.standards()).toBeEnabled(), LOAD);
    await f.pick(f.standards(), standardText('EF01LP02'));
    await userEvent.keyboard('{Escape}');
    await expect(f.canvas.getByRole('list', { name: '1 selecionado' })).toBeVisible();
    await f.pick(f.component(), 'Matemática');
    await waitFor(() =>
      expect(f.canvas.queryByRole('list', { name: /selecionado/ })).not.toBeInTheDocument(),
    );
    await userEvent.click(f.standards());
    await waitFor(async () => expect(await optionNames()).toEqual(standardTextsOf('Matemática')));
  },
};

/**
 * A complete plan is saved (POST with the ids and codes the schema produced): 'Plano de aula
 * adicionado com sucesso!', and back to the list.
 */
export const SuccessfulSubmit: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await fillValidPlan(canvasElement);
    await userEvent.type(f.title(), '  ');
    await userEvent.click(f.save());
    await findToast(toasts.lessonPlanCreated);
    await waitFor(() =>
      expect(f.canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
        /^\/planos-aula$/,
      ),
    );
    const place = taughtPlace(portugueseClass(), 'Língua Portuguesa');
    await expect(posted).toEqual([
      {
        title: 'Leitura de parlendas',
        theme: 'Leitura/escuta',
        classroomId: place.classroom.id,
        curricularComponentId: place.curricularComponent.id,
        bnccStandards: ['EF01LP01'],
        learningObject: 'Protocolos de leitura',
        generalObjective: 'Ler parlendas conhecidas, acompanhando com o dedo.',
      },
    ]);
  },
};

/** While it saves, 'Salvar' shows it is busy and neither button can be pressed again. */
export const Saving: Story = {
  beforeEach({ msw }) {
    msw.use(loadingForever('post', PATH));
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await fillValidPlan(canvasElement);
    await userEvent.click(f.save());
    await waitFor(() => expect(f.save()).toBeDisabled());
    await expect(f.save()).toHaveAttribute('aria-busy', 'true');
    await expect(f.cancel()).toBeDisabled();
  },
};

/**
 * The server refuses (403: the teacher does not teach that component in that class): its
 * message in an error toast; the page and what was typed stay.
 */
export const ServerRefusesClass: Story = {
  beforeEach({ msw }) {
    msw.use(forbidden('post', PATH, serverMessages.notYourClass));
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await fillValidPlan(canvasElement);
    await userEvent.click(f.save());
    await findToast(serverMessages.notYourClass, 'error');
    await expect(f.title()).toHaveValue('Leitura de parlendas');
    await expect(f.canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
      '/planos-aula/adicionar',
    );
    await expect(f.save()).toBeEnabled();
  },
};

/** The server refuses a standard its catalogue does not hold (422): its message. */
export const ServerRefusesStandard: Story = {
  beforeEach({ msw }) {
    msw.use(unprocessable('post', PATH, serverMessages.bnccStandardUnknown('EF01LP01')));
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await fillValidPlan(canvasElement);
    await userEvent.click(f.save());
    await findToast(serverMessages.bnccStandardUnknown('EF01LP01'), 'error');
    await expect(f.canvas.getByRole('list', { name: '1 selecionado' })).toBeVisible();
  },
};

/** Someone who teaches no class yet is told why there is nothing to choose, and whom to ask. */
export const NoClasses: Story = {
  beforeEach({ msw }) {
    msw.use(emptyList('/me/classes'));
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await expect(
      await f.canvas.findByText('Você ainda não leciona em nenhuma turma.', {}, LOAD),
    ).toBeVisible();
    await userEvent.click(f.classroom());
    const option = await screen.findByRole('option', { name: 'Nenhuma turma encontrada...' });
    await expect(option).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The teacher's classes cannot be read: 'Tentar novamente'. */
export const ClassesError: Story = {
  beforeEach({ msw }) {
    msw.use(serverError('get', '/me/classes'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeEnabled();
  },
};

/**
 * 'Cancelar' with a title typed asks first ('Descartar alterações?'): 'Continuar editando' keeps
 * the title, 'Descartar' goes back to the list without saving.
 */
export const Cancel: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.type(f.title(), 'Rascunho');
    await userEvent.click(f.cancel());
    let dialog = await screen.findByRole('alertdialog', { name: leaveGuardLabels.title }, LOAD);
    await userEvent.click(
      within(dialog).getByRole('button', { name: leaveGuardLabels.keepEditing }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), LOAD);
    await expect(f.title()).toHaveValue('Rascunho');
    await userEvent.click(f.cancel());
    dialog = await screen.findByRole('alertdialog', { name: leaveGuardLabels.title }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: leaveGuardLabels.discard }));
    await waitFor(() =>
      expect(f.canvas.getByRole('status', { name: LOCATION_LABEL })).toHaveTextContent(
        /^\/planos-aula$/,
      ),
    );
    await expect(posted).toEqual([]);
  },
};

/**
 * Back to 'Adicionar Plano de Aula' with a draft of an earlier visit in this browser (decision
 * 0024): 'Rascunho não salvo' is offered above the empty form; 'Recuperar rascunho' fills it with
 * what was typed and the notice goes; 'Cancelar' then asks first, since the form has changes.
 */
export const DraftOffered: Story = {
  beforeEach() {
    writeDraft(draftKey({ userId: storyUserClaims.sub, screen: 'planos-aula' }), {
      title: 'Parlendas e cantigas de roda',
      theme: 'Oralidade',
      classroomId: '',
      curricularComponentId: '',
      bnccStandards: [],
      learningObject: 'Rimas e aliterações',
      generalObjective: '',
      references: '',
    });
  },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    const notice = await f.canvas.findByRole('region', { name: formDraftLabels.title }, LOAD);
    await expect(within(notice).getByText(formDraftLabels.description)).toBeVisible();
    await expect(f.title()).toHaveValue('');
    await userEvent.click(within(notice).getByRole('button', { name: formDraftLabels.recover }));
    await waitFor(() => expect(f.title()).toHaveValue('Parlendas e cantigas de roda'), LOAD);
    await expect(f.theme()).toHaveValue('Oralidade');
    await expect(f.learningObject()).toHaveValue('Rimas e aliterações');
    await expect(f.canvas.queryByRole('region', { name: formDraftLabels.title })).toBeNull();
    await userEvent.click(f.cancel());
    const dialog = await screen.findByRole('alertdialog', { name: leaveGuardLabels.title }, LOAD);
    await userEvent.click(
      within(dialog).getByRole('button', { name: leaveGuardLabels.keepEditing }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument(), LOAD);
    await expect(f.title()).toHaveValue('Parlendas e cantigas de roda');
  },
};
