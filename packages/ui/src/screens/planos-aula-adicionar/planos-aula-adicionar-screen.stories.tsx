import { messages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { toaster } from '../../components/toaster';
import {
  sampleBnccStandards,
  sampleClassrooms,
  sampleCurricularComponents,
} from '../../fixtures/pedagogical';
import { withRouter } from '../../testing/story-router';
import { LessonPlanFormView } from './lesson-plan-form-view';
import PlanosAulaAdicionarScreen from './planos-aula-adicionar-screen';

const meta = {
  title: 'Telas/Pedagógico/Adicionar Plano de Aula',
  component: PlanosAulaAdicionarScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/planos-aula/adicionar'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
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

const standard = (code: string) => {
  const found = sampleBnccStandards.find((item) => item.code === code);
  if (!found) throw new Error(code);
  return found.description;
};

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    title: () => canvas.getByRole('textbox', { name: 'Título' }),
    theme: () => canvas.getByRole('textbox', { name: 'Unidade Temática' }),
    classroom: () => canvas.getByRole('combobox', { name: 'Turma*' }),
    component: () => canvas.getByRole('combobox', { name: 'Componente Curricular*' }),
    standards: () => canvas.getByRole('combobox', { name: 'Normas BNCC*' }),
    learningObject: () => canvas.getByRole('textbox', { name: 'Objeto(s) de Conhecimento' }),
    objectives: () => canvas.getByRole('textbox', { name: 'Objetivos' }),
    references: () => canvas.getByRole('textbox', { name: 'Referências' }),
    save: () => canvas.getByRole('button', { name: 'Salvar' }),
    pick: async (box: HTMLElement, option: string) => {
      await userEvent.click(box);
      const listbox = await screen.findByRole('listbox');
      await userEvent.click(within(listbox).getByRole('option', { name: option }));
    },
  };
}

async function fillValidPlan(canvasElement: HTMLElement) {
  const f = form(canvasElement);
  await userEvent.type(f.title(), 'Leitura de parlendas');
  await userEvent.type(f.theme(), 'Leitura/escuta');
  await f.pick(f.classroom(), '1º ANO A');
  await f.pick(f.component(), 'Língua Portuguesa');
  await f.pick(f.standards(), standard('EF01LP01'));
  await userEvent.keyboard('{Escape}');
  await userEvent.type(f.learningObject(), 'Protocolos de leitura');
  await userEvent.type(f.objectives(), 'Ler parlendas conhecidas, acompanhando com o dedo.');
}

/** The empty form: every field of spec §3, the help text of the standards and the way back. */
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
    await expect(f.component()).toHaveTextContent('Selecione o componente curricular');
    await expect(f.standards()).toHaveAccessibleDescription(
      'As normas BNCC selecionadas compõem o plano de aula.',
    );
    // Visible labels carry the required marker: 'Título*', 'Unidade Temática*', ...
    await expect(f.canvas.getByText('Título').textContent).toBe('Título*');
    await expect(f.canvas.getByText('Referências').textContent).toBe('Referências');
  },
};

/** The choice lists: the two classes and the nine curricular components. */
export const ChoiceLists: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.classroom());
    let listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(sampleClassrooms.map((item) => item.name));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(f.component());
    await waitFor(() => expect(screen.getAllByRole('listbox')).toHaveLength(1));
    listbox = screen.getByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(sampleCurricularComponents.map((item) => item.name));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(f.standards());
    listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(sampleBnccStandards.map((item) => item.description));
  },
};

/** Saving the empty form shows every required field's message and no toast. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.save());
    for (const message of requiredMessages) {
      await expect(await f.canvas.findByText(message)).toBeVisible();
    }
    await expect(f.title()).toHaveAttribute('aria-invalid', 'true');
    await expect(f.classroom()).toHaveAttribute('aria-invalid', 'true');
    await expect(f.standards()).toHaveAttribute('aria-invalid', 'true');
    await expect(f.references()).not.toHaveAttribute('aria-invalid', 'true');
    await expect(screen.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** After a failed save, picking a class, a component or a standard clears that field's error. */
export const ErrorsClearOnPick: Story = {
  play: async ({ canvasElement, step }) => {
    const f = form(canvasElement);
    await userEvent.click(f.save());
    await f.canvas.findByText(messages.lessonClassroomRequired);
    await step('class', async () => {
      await f.pick(f.classroom(), '1º ANO B');
      await waitFor(() =>
        expect(f.canvas.queryByText(messages.lessonClassroomRequired)).not.toBeInTheDocument(),
      );
      await expect(f.classroom()).not.toHaveAttribute('aria-invalid', 'true');
      await expect(f.canvas.getByText(messages.lessonComponentRequired)).toBeVisible();
    });
    await step('component', async () => {
      await f.pick(f.component(), 'Matemática');
      await waitFor(() =>
        expect(f.canvas.queryByText(messages.lessonComponentRequired)).not.toBeInTheDocument(),
      );
      await expect(f.canvas.getByText(messages.lessonStandardsRequired)).toBeVisible();
    });
    await step('standard', async () => {
      await f.pick(f.standards(), standard('EF01LP04'));
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

/** Standards toggle on and off; each chosen one is listed as a removable chip. */
export const StandardsToggle: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await userEvent.click(f.standards());
    const listbox = await screen.findByRole('listbox');
    const option = (code: string) => within(listbox).getByRole('option', { name: standard(code) });
    await userEvent.click(option('EF01LP01'));
    await userEvent.click(option('EF01LP03'));
    await expect(option('EF01LP01')).toHaveAttribute('aria-selected', 'true');
    await expect(option('EF01LP03')).toHaveAttribute('aria-selected', 'true');
    let chips = f.canvas.getByRole('list', { name: '2 selecionados' });
    await expect(within(chips).getByText(standard('EF01LP03'))).toBeVisible();
    await userEvent.click(option('EF01LP01'));
    await expect(option('EF01LP01')).not.toHaveAttribute('aria-selected', 'true');
    chips = f.canvas.getByRole('list', { name: '1 selecionado' });
    await expect(within(chips).queryByText(standard('EF01LP01'))).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(chips).getByRole('button', { name: `Remover ${standard('EF01LP03')}` }),
    );
    await expect(f.canvas.queryByRole('list', { name: /selecionado/ })).not.toBeInTheDocument();
  },
};

/** Typing filters the standards by their text, ignoring accents. */
export const StandardsSearch: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    // Typed at a person's pace: keystrokes in the same tick can drop a letter in the combobox.
    await userEvent.type(f.standards(), 'alfabetica', { delay: 30 });
    await expect(f.standards()).toHaveValue('alfabetica');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([standard('EF01LP02'), standard('EF01LP05')]),
    );
  },
};

/** A complete plan passes the schema: the user is told it was validated and cannot be saved yet. */
export const SuccessfulSubmit: Story = {
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await fillValidPlan(canvasElement);
    await userEvent.click(f.save());
    const toast = await screen.findByRole('status', { name: toasts.lessonPlanValidated });
    await expect(toast).toHaveAttribute('data-type', 'info');
    await expect(within(toast).getByText(toasts.savingUnavailable)).toBeVisible();
    for (const message of requiredMessages) {
      await expect(f.canvas.queryByText(message)).not.toBeInTheDocument();
    }
    // Nothing was saved, so nothing the user typed is lost.
    await expect(f.title()).toHaveValue('Leitura de parlendas');
  },
};

const submitted = fn();

/** The view hands over what the domain schema produced: trimmed text, ids and codes. */
export const SubmittedPlan: Story = {
  render: () => (
    <LessonPlanFormView
      classrooms={sampleClassrooms}
      components={sampleCurricularComponents}
      standards={sampleBnccStandards}
      onSubmit={submitted}
    />
  ),
  play: async ({ canvasElement }) => {
    const f = form(canvasElement);
    await fillValidPlan(canvasElement);
    await userEvent.type(f.title(), '  ');
    await userEvent.click(f.save());
    await waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    await expect(submitted.mock.calls[0]?.[0]).toEqual({
      title: 'Leitura de parlendas',
      theme: 'Leitura/escuta',
      classroomId: sampleClassrooms[0]?.id,
      componente: sampleCurricularComponents[0]?.id,
      bnccStandards: ['EF01LP01'],
      learningObject: 'Protocolos de leitura',
      generalObjective: 'Ler parlendas conhecidas, acompanhando com o dedo.',
      references: undefined,
    });
  },
};
