import { type AttendanceBody, messages, toasts } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { toaster } from '../../components/toaster';
import { sampleRoster } from '../../fixtures/pedagogical';
import { withRouter } from '../../testing/story-router';
import { AttendanceLaunchView } from './attendance-launch-view';
import FrequenciasLancamentoScreen from './frequencias-lancamento-screen';

const meta = {
  title: 'Telas/Pedagógico/Lançamento de Frequência',
  component: FrequenciasLancamentoScreen,
  decorators: [
    (Story) => (
      <div className={css({ p: '6' })}>
        <Story />
      </div>
    ),
    withRouter('/frequencias/lancamento'),
  ],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof FrequenciasLancamentoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const nameOf = (index: number) => sampleRoster[index]?.name ?? '';
const presence = (canvasElement: HTMLElement, index: number) =>
  within(canvasElement).getByRole('switch', { name: `Presença de ${nameOf(index)}` });
const justifyButton = (canvasElement: HTMLElement, index: number) =>
  within(canvasElement).getByRole('button', { name: `Justificar falta de ${nameOf(index)}` });

async function justify(canvasElement: HTMLElement, index: number, text: string) {
  await userEvent.click(justifyButton(canvasElement, index));
  const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Justificativa' }), text);
  await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** The 22-student roster (codes 01 to 22) on one screen, everyone absent at first; no pager. */
export const Roster: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('header and columns', async () => {
      await expect(
        canvas.getByRole('heading', { level: 1, name: 'Lançamento de Frequência' }),
      ).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Voltar' })).toHaveAttribute(
        'href',
        '/frequencias',
      );
      await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'Código',
        'Aluno',
        'Ações',
      ]);
    });
    await step('all 22 students at once, without paging', async () => {
      const rows = canvas.getAllByRole('row').slice(1);
      await expect(rows).toHaveLength(22);
      await expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(
        Array.from({ length: 22 }, (_, index) => String(index + 1).padStart(2, '0')),
      );
      await expect(canvas.queryByText(/^Mostrando/)).not.toBeInTheDocument();
      await expect(
        canvas.queryByRole('combobox', { name: 'Linhas por página' }),
      ).not.toBeInTheDocument();
      await expect(
        canvas.queryByRole('button', { name: 'Próxima página' }),
      ).not.toBeInTheDocument();
      const switches = canvas.getAllByRole('switch');
      await expect(switches).toHaveLength(22);
      await expect(
        switches.filter(
          (toggle) => (toggle as HTMLInputElement).checked || toggle.matches(':disabled'),
        ),
      ).toEqual([]);
      await expect(canvas.getAllByText('Ausente')).toHaveLength(22);
      await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeVisible();
    });
  },
};

/** The switch marks a student present, and absent again. */
export const SwitchToggles: Story = {
  play: async ({ canvasElement }) => {
    const toggle = presence(canvasElement, 0);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(within(canvasElement).getByText('Presente')).toBeVisible();
    await expect(presence(canvasElement, 1)).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
    await expect(within(canvasElement).queryByText('Presente')).not.toBeInTheDocument();
  },
};

/** Marks anywhere in the roster stay as set: the first and the last student at once. */
export const MarksAcrossTheRoster: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(presence(canvasElement, 2));
    await userEvent.click(presence(canvasElement, 21));
    await expect(presence(canvasElement, 2)).toBeChecked();
    await expect(presence(canvasElement, 21)).toBeChecked();
    await expect(within(canvasElement).getAllByText('Presente')).toHaveLength(2);
  },
};

/** 'Justificar falta': tooltip, dialog with the name, required text; then the switch is locked. */
export const JustifyDisablesSwitch: Story = {
  play: async ({ canvasElement, step }) => {
    const toggle = presence(canvasElement, 1);
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await step('tooltip', async () => {
      await userEvent.hover(justifyButton(canvasElement, 1));
      await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
        'Justificar falta',
      );
    });
    await step('dialog with the student name and a required justification', async () => {
      await userEvent.click(justifyButton(canvasElement, 1));
      const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
      await expect(dialog).toHaveAccessibleDescription(nameOf(1));
      const text = within(dialog).getByRole('textbox', { name: 'Justificativa' });
      await expect(text).toBeRequired();
      await expect(within(dialog).getByText('Justificativa').textContent).toBe('Justificativa*');
      await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
      await expect(await within(dialog).findByText(messages.justificationRequired)).toBeVisible();
      await userEvent.type(text, '   ');
      await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
      await expect(within(dialog).getByText(messages.justificationRequired)).toBeVisible();
      await userEvent.type(text, 'Atestado médico');
      await userEvent.click(within(dialog).getByRole('button', { name: 'JUSTIFICAR' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('justified: absent, and the switch is disabled', async () => {
      await expect(toggle).not.toBeChecked();
      await expect(toggle).toBeDisabled();
      await expect(within(canvasElement).getByText('Falta justificada')).toBeVisible();
      await userEvent.click(toggle, { pointerEventsCheck: 0 });
      await expect(toggle).not.toBeChecked();
      await expect(presence(canvasElement, 0)).toBeEnabled();
    });
    await step('the dialog reopens with the justification given', async () => {
      await userEvent.click(justifyButton(canvasElement, 1));
      const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
      await expect(within(dialog).getByRole('textbox', { name: 'Justificativa' })).toHaveValue(
        'Atestado médico',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
  },
};

/** Closing the dialog without justifying changes nothing. */
export const CancelJustification: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(justifyButton(canvasElement, 3));
    const dialog = await screen.findByRole('dialog', { name: 'Justificar Falta' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Justificativa' }), 'x');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(presence(canvasElement, 3)).toBeEnabled();
    await expect(within(canvasElement).queryByText('Falta justificada')).not.toBeInTheDocument();
  },
};

/** Save validates with the domain schema and says that saving is not available yet. */
export const SaveTellsNotAvailable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(presence(canvasElement, 0));
    await justify(canvasElement, 4, 'Consulta médica');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    const toast = await screen.findByRole('status', { name: toasts.attendanceValidated });
    await expect(toast).toHaveAttribute('data-type', 'info');
    await expect(within(toast).getByText(toasts.savingUnavailable)).toBeVisible();
    await expect(presence(canvasElement, 0)).toBeChecked();
  },
};

const saved = fn<(attendance: AttendanceBody) => void>();

/** What the view hands over: every student with presence and justification. */
export const SavedAttendance: Story = {
  render: () => <AttendanceLaunchView students={sampleRoster} onSave={saved} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(presence(canvasElement, 0));
    await justify(canvasElement, 1, '  Atestado médico  ');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(saved).toHaveBeenCalledOnce());
    const students = saved.mock.calls[0]?.[0]?.students ?? [];
    await expect(students).toHaveLength(22);
    await expect(students[0]).toMatchObject({ code: '01', isPresent: true, justified: false });
    await expect(students[1]).toMatchObject({
      code: '02',
      isPresent: false,
      justified: true,
      justification: 'Atestado médico',
    });
    await expect(students.filter((student) => student.isPresent)).toHaveLength(1);
  },
};

const invalid = fn();
const savedInvalid = fn();

/** A roster that does not pass the schema (a student id that is not a uuid) is not handed over. */
export const InvalidRoster: Story = {
  render: () => (
    <AttendanceLaunchView
      students={[{ id: 'aluno-1', code: '01', name: 'Ana Clara Souza' }, ...sampleRoster.slice(1)]}
      onSave={savedInvalid}
      onInvalid={invalid}
    />
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(invalid).toHaveBeenCalledWith([messages.studentInvalid]));
    await expect(savedInvalid).not.toHaveBeenCalled();
  },
};
