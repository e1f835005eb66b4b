import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { LOCATION_LABEL, withRoutes } from '../../testing/story-router';
import { stayThenDiscard } from '../registry/story-helpers';
import { leaveGuardLabels as labels } from './labels';
import { useLeaveGuard } from './use-leave-guard';

const styles = {
  screen: css({ display: 'flex', flexDirection: 'column', gap: '3', maxW: 'sm' }),
  field: css({ display: 'flex', flexDirection: 'column', gap: '1', textStyle: 'sm' }),
  input: css({ borderWidth: '1px', borderRadius: 'l2', px: '2', py: '1', bg: 'bg.default' }),
};

const NOTE = 'Observação';
const LEAVE = 'Sair';
const OTHER = 'Outra tela';

/** A screen with one field: something typed is an unsaved change, so leaving asks first. */
function EditedScreen() {
  const [note, setNote] = useState('');
  useLeaveGuard(note !== '');
  return (
    <div className={styles.screen}>
      <label className={styles.field}>
        {NOTE}
        <input className={styles.input} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <Link to="/outra">{LEAVE}</Link>
    </div>
  );
}

const OtherScreen = () => <h1>{OTHER}</h1>;

const meta = {
  title: 'Design System/LeaveGuard',
  component: EditedScreen,
  decorators: [withRoutes('/tela', { '/outra': OtherScreen }, { showLocation: true })],
} satisfies Meta<typeof EditedScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const LOAD = { timeout: 5000 };
const leaveLink = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('link', { name: LEAVE });

/** Types in the field: the screen now has an unsaved change. */
async function typeNote(canvasElement: HTMLElement) {
  const field = within(canvasElement).getByRole('textbox', { name: NOTE });
  await userEvent.type(field, 'Trazer o livro');
  return field;
}

/**
 * A link out with something typed: 'Descartar alterações?' (an alertdialog) with 'Continuar
 * editando' (focused, the safe choice) and 'Descartar'; the screen stays until answered.
 */
export const Asking: Story = {
  play: async ({ canvasElement }) => {
    const location = within(canvasElement).getByRole('status', { name: LOCATION_LABEL });
    await typeNote(canvasElement);
    await userEvent.click(leaveLink(canvasElement));
    const dialog = await screen.findByRole('alertdialog', { name: labels.title }, LOAD);
    await waitFor(() => expect(dialog).toBeVisible(), LOAD);
    await expect(within(dialog).getByText(labels.description)).toBeVisible();
    const keepEditing = within(dialog).getByRole('button', { name: labels.keepEditing });
    await waitFor(() => expect(keepEditing).toHaveFocus(), LOAD);
    await expect(within(dialog).getByRole('button', { name: labels.discard })).toBeVisible();
    // Behind the question (hidden from assistive technology while it is open), still here.
    await expect(location).toHaveTextContent(/^\/tela$/);
  },
};

/**
 * Each answer: 'Continuar editando' keeps the screen and what was typed; 'Descartar' lets the
 * link go to the other screen.
 */
export const KeepEditingThenDiscard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await typeNote(canvasElement);
    const location = canvas.getByRole('status', { name: LOCATION_LABEL });
    await stayThenDiscard(
      () => leaveLink(canvasElement),
      async () => {
        await expect(field).toHaveValue('Trazer o livro');
        await expect(location).toHaveTextContent(/^\/tela$/);
      },
    );
    await expect(await canvas.findByRole('heading', { level: 1, name: OTHER }, LOAD)).toBeVisible();
    await expect(location).toHaveTextContent(/^\/outra$/);
  },
};

/** Nothing typed: the link goes at once, unasked. */
export const NothingToLose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(leaveLink(canvasElement));
    await expect(await canvas.findByRole('heading', { level: 1, name: OTHER }, LOAD)).toBeVisible();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};
