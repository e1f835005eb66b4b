import {
  loadingForever,
  mockUrl,
  notFound,
  recordedAnswer,
  serverError,
  unprocessableOnField,
} from '@lousa/api-client/mocks';
import {
  attendanceScopeLabels,
  type Course,
  courseEvaluationRulePath,
  type EvaluationRule,
  messages,
  recoveryFormulaLabels,
  recoveryKindLabels,
  serverMessages,
  termAggregationLabels,
  toasts,
} from '@lousa/domain';
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { registryLabels } from '../../components/registry/labels';
import { chooseOption, findToast } from '../../components/registry/story-helpers';
import { toaster } from '../../components/toaster';
import { withApi } from '../../testing/story-api';
import { recordedStory } from '../../testing/story-recorded';
import { withRouter } from '../../testing/story-router';
import CursosScreen from './cursos-screen';
import { cursosLabels as labels } from './labels';

/** Lists load from the mocked API; a busy machine may take more than the default second. */
const LOAD = { timeout: 5000 };

// The demo network, as recorded: its first course, whose rule the demo sets.
const recorded = recordedStory();
const course = recordedAnswer<Course[]>('administrador', 'GET /courses')[0] as Course;
const RULE_PATH = courseEvaluationRulePath(course.id);
const rule = recordedAnswer<EvaluationRule>('administrador', `GET ${RULE_PATH}`);
const TITLE = labels.ruleTitle(course.name);

const meta = {
  title: 'Telas/Cadastros/Cursos/Regra de Avaliação',
  component: CursosScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withApi(),
    withRouter('/cursos'),
  ],
  parameters: { layout: 'fullscreen', ...recorded.parameters },
  beforeEach: (context) => {
    recorded.beforeEach(context);
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof CursosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

type Scope = ReturnType<typeof within>;
/** A select by its label, with or without the required marker. */
const select = (scope: Scope, label: string) =>
  scope.getByRole('combobox', { name: new RegExp(`^${label}\\*?$`) });
const field = (scope: Scope, label: string) => scope.getByRole('textbox', { name: label });
const save = (scope: Scope) =>
  userEvent.click(scope.getByRole('button', { name: registryLabels.save }));

/** The first course's row actions → 'Regra de Avaliação': the dialog, for `within` queries. */
async function openRule(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const [actions] = await canvas.findAllByRole(
    'button',
    { name: registryLabels.actionsFor(course.name) },
    LOAD,
  );
  await userEvent.click(actions as HTMLElement);
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toBeVisible());
  await userEvent.click(within(menu).getByRole('menuitem', { name: labels.rule }));
  return within(await screen.findByRole('dialog', { name: TITLE }, LOAD));
}

/** The course has no rule yet: the server's 404. */
const withoutRule = (context: StoryContext) =>
  context.msw.use(notFound('get', RULE_PATH, serverMessages.evaluationRuleNotFound));

let sent: unknown;
/** Keeps the PUT's body in `sent`; the server's answer (the rule) follows. */
function spyOnSave(context: StoryContext) {
  sent = undefined;
  context.msw.use(
    http.put(mockUrl(RULE_PATH), async ({ request }) => {
      sent = await request.clone().json();
    }),
  );
}

/** A course's rule as the demo sets it, every value in its field, in the pt-BR way. */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await expect(
      dialog.getByText(/Como as notas do ano viram o resultado de cada aluno/),
    ).toBeVisible();
    await waitFor(() =>
      expect(field(dialog, labels.passMark)).toHaveValue(String(rule.passMark).replace('.', ',')),
    );
    await expect(field(dialog, labels.maxScore)).toHaveValue(String(rule.maxScore));
    await expect(select(dialog, labels.termAggregation)).toHaveTextContent(
      termAggregationLabels[rule.termAggregation],
    );
    await expect(select(dialog, labels.recovery)).toHaveTextContent(
      recoveryKindLabels[rule.recovery],
    );
    await expect(field(dialog, labels.minAttendance)).toHaveValue(String(rule.minAttendance));
    await expect(select(dialog, labels.attendanceScope)).toHaveTextContent(
      attendanceScopeLabels[rule.attendanceScope],
    );
    await expect(dialog.queryByText(labels.ruleNew)).not.toBeInTheDocument();
  },
};

/** The rule is on its way: placeholders, no field yet. */
export const Loading: Story = {
  beforeEach: (context) => {
    context.msw.use(loadingForever('get', RULE_PATH));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await expect(dialog.getByRole('status')).toHaveTextContent(labels.ruleLoading);
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** The rule could not be read: the dialog says so and saves nothing. */
export const LoadError: Story = {
  beforeEach: (context) => {
    context.msw.use(serverError('get', RULE_PATH));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await expect(await dialog.findByRole('alert', {}, LOAD)).toHaveTextContent(
      labels.ruleLoadError,
    );
    await expect(dialog.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/**
 * A course without a rule: the note says the values are a suggestion (10, 75%, one decimal,
 * arithmetic, no recovery); 'Salvar' without a pass mark puts the message beside it.
 */
export const Empty: Story = {
  beforeEach: withoutRule,
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await expect(await dialog.findByRole('note', {}, LOAD)).toHaveTextContent(labels.ruleNew);
    await expect(field(dialog, labels.maxScore)).toHaveValue('10');
    await expect(field(dialog, labels.passMark)).toHaveValue('');
    await expect(field(dialog, labels.minAttendance)).toHaveValue('75');
    await expect(select(dialog, labels.termAggregation)).toHaveTextContent(
      termAggregationLabels.ARITHMETIC,
    );
    await expect(select(dialog, labels.recovery)).toHaveTextContent(recoveryKindLabels.NONE);
    await expect(select(dialog, labels.decimals)).toHaveTextContent(labels.decimalsOption(1));
    await save(dialog);
    await waitFor(() =>
      expect(field(dialog, labels.passMark)).toHaveAccessibleDescription(messages.passMarkRequired),
    );
    // The form focuses the field it refused (scrolling it into view): the picture waits for it.
    await waitFor(() => expect(field(dialog, labels.passMark)).toHaveFocus());
  },
};

/**
 * Each refusal of the rule at its field: a pass mark above the maximum, a weight of zero, a final
 * exam without its pass mark and formula. Nothing is sent.
 */
export const ValidationErrors: Story = {
  beforeEach: (context) => {
    withoutRule(context);
    spyOnSave(context);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await dialog.findByRole('note', {}, LOAD);
    await userEvent.type(field(dialog, labels.passMark), '11');
    await chooseOption(dialog, /^Média final/, termAggregationLabels.WEIGHTED);
    // Four terms (bimesters) to start with, each weighing 1.
    for (const term of [1, 2, 3, 4]) {
      await expect(field(dialog, labels.termWeight(term))).toHaveValue('1');
    }
    await userEvent.click(dialog.getByRole('button', { name: labels.removeTermWeight(4) }));
    await expect(dialog.queryByRole('textbox', { name: labels.termWeight(4) })).toBeNull();
    await userEvent.clear(field(dialog, labels.termWeight(3)));
    await userEvent.type(field(dialog, labels.termWeight(3)), '0');
    await chooseOption(dialog, /^Recuperação/, recoveryKindLabels.FINAL_EXAM);
    await save(dialog);
    await waitFor(() =>
      expect(field(dialog, labels.passMark)).toHaveAccessibleDescription(messages.passMarkAboveMax),
    );
    await expect(
      dialog.getByRole('group', { name: labels.termWeights }),
    ).toHaveAccessibleDescription(messages.termWeightsPositive);
    await expect(field(dialog, labels.recoveryPassMark)).toHaveAccessibleDescription(
      messages.recoveryPassMarkRequired,
    );
    await expect(dialog.getByText(messages.recoveryFormulaRequired)).toBeVisible();
    await expect(sent).toBeUndefined();
  },
};

/**
 * A new rule saved: weighted 1-2-3-4, a final exam whose grade is averaged with the final one,
 * 'Salvar' sends the numbers as numbers; the toast says so and the dialog closes.
 */
export const Success: Story = {
  beforeEach: (context) => {
    withoutRule(context);
    spyOnSave(context);
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await dialog.findByRole('note', {}, LOAD);
    await userEvent.type(field(dialog, labels.passMark), '6,5');
    await chooseOption(dialog, /^Média final/, termAggregationLabels.WEIGHTED);
    for (const term of [2, 3, 4]) {
      await userEvent.clear(field(dialog, labels.termWeight(term)));
      await userEvent.type(field(dialog, labels.termWeight(term)), String(term));
    }
    await chooseOption(dialog, /^Recuperação/, recoveryKindLabels.FINAL_EXAM);
    await userEvent.type(field(dialog, labels.recoveryPassMark), '5');
    await chooseOption(dialog, /^Cálculo com o exame final/, recoveryFormulaLabels.MEAN_WITH_EXAM);
    await save(dialog);
    await findToast(toasts.evaluationRuleSaved);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD);
    await expect(sent).toEqual({
      maxScore: 10,
      passMark: 6.5,
      termAggregation: 'WEIGHTED',
      termWeights: [1, 2, 3, 4],
      recovery: 'FINAL_EXAM',
      recoveryPassMark: 5,
      recoveryFormula: 'MEAN_WITH_EXAM',
      minAttendance: 75,
      attendanceScope: 'OVERALL',
      decimals: 1,
    });
  },
};

/** The server refuses a field (e.g. a pass mark it does not accept): its message is beside it. */
export const Refused: Story = {
  beforeEach: (context) => {
    context.msw.use(unprocessableOnField('put', RULE_PATH, 'passMark', messages.passMarkAboveMax));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await waitFor(() => expect(field(dialog, labels.passMark)).not.toHaveValue(''), LOAD);
    await save(dialog);
    await waitFor(() =>
      expect(field(dialog, labels.passMark)).toHaveAccessibleDescription(messages.passMarkAboveMax),
    );
    await expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/** On a phone: the fields one under the other, nothing wider than the screen. */
export const Mobile: Story = {
  parameters: { testViewport: { width: 375, height: 800 } },
  play: async ({ canvasElement }) => {
    const dialog = await openRule(canvasElement);
    await waitFor(() => expect(field(dialog, labels.passMark)).not.toHaveValue(''), LOAD);
    const box = screen.getByRole('dialog', { name: TITLE });
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    await expect(field(dialog, labels.maxScore).getBoundingClientRect().width).toBeLessThanOrEqual(
      375,
    );
  },
};
