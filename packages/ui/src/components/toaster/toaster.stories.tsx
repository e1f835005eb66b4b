import { TOAST_SETTINGS } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { toaster } from './toaster';
import { Toaster } from './toaster-view';

const types = [
  { type: 'success', label: 'Sucesso', title: 'Usuário adicionado com sucesso!' },
  { type: 'info', label: 'Informação', title: 'Dados atualizados' },
  { type: 'warning', label: 'Aviso', title: 'Verifique os campos' },
  { type: 'error', label: 'Erro', title: 'Sessão expirada' },
  { type: 'loading', label: 'Carregando', title: 'Salvando...' },
] as const;

/** Buttons that raise each kind of toast (the <Toaster /> itself is in the global decorator). */
function ToastButtons({ duration }: { duration?: number }) {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {types.map(({ type, label, title }) => (
        <Button
          key={type}
          variant="outline"
          onClick={() =>
            toaster.create({ type, title, description: `Toast do tipo ${type}.`, duration })
          }
        >
          {label}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Design System/Toaster',
  component: Toaster,
  render: () => <ToastButtons />,
  parameters: { layout: 'centered' },
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const raise = async (canvasElement: HTMLElement, label: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: label }));

/** One story per type, kept on screen (for review and screenshots). */
const showType = (index: number): Story => ({
  render: () => <ToastButtons duration={Number.POSITIVE_INFINITY} />,
  play: async ({ canvasElement }) => {
    const { label, title, type } = types[index]!;
    await raise(canvasElement, label);
    const toast = await screen.findByRole('status', { name: title });
    await expect(toast).toHaveAttribute('data-type', type);
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toast.getBoundingClientRect().width).toBe(TOAST_SETTINGS.width);
  },
});
export const Success = showType(0);
export const Info = showType(1);
export const Warning = showType(2);
export const ErrorToast: Story = { ...showType(3), name: 'Error' };
export const Loading = showType(4);

/** At most three toasts at a time; the rest wait their turn. */
export const AtMostThree: Story = {
  render: () => <ToastButtons duration={Number.POSITIVE_INFINITY} />,
  play: async ({ canvasElement }) => {
    for (const { label } of types.slice(0, 4)) await raise(canvasElement, label);
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3));
    await expect(screen.queryByRole('status', { name: 'Sessão expirada' })).not.toBeInTheDocument();
  },
};

/** Alt+T moves focus to the notifications region. */
export const HotkeyFocusesRegion: Story = {
  play: async ({ canvasElement }) => {
    await raise(canvasElement, 'Informação');
    await screen.findByRole('status', { name: 'Dados atualizados' });
    await userEvent.keyboard('{Alt>}t{/Alt}');
    await expect(screen.getByRole('region', { name: /Notificações/ })).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await raise(canvasElement, 'Sucesso');
    const toast = await screen.findByRole('status', { name: 'Usuário adicionado com sucesso!' });
    await userEvent.click(within(toast).getByRole('button', { name: 'Fechar notificação' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** Dragging sideways past 20 px dismisses; a shorter drag does not. */
export const SwipeToDismiss: Story = {
  play: async ({ canvasElement }) => {
    await raise(canvasElement, 'Aviso');
    const toast = await screen.findByRole('status', { name: 'Verifique os campos' });
    const { left, top } = toast.getBoundingClientRect();
    const drag = (dx: number) =>
      userEvent.pointer([
        { keys: '[MouseLeft>]', target: toast, coords: { clientX: left + 40, clientY: top + 20 } },
        { target: toast, coords: { clientX: left + 40 + dx, clientY: top + 20 } },
        {
          keys: '[/MouseLeft]',
          target: toast,
          coords: { clientX: left + 40 + dx, clientY: top + 20 },
        },
      ]);
    await drag(TOAST_SETTINGS.swipeThreshold / 2);
    await expect(toast).toBeInTheDocument();
    await drag(TOAST_SETTINGS.swipeThreshold + 20);
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** A toast leaves by itself after 4 s. */
export const AutoDismiss: Story = {
  play: async ({ canvasElement }) => {
    await raise(canvasElement, 'Informação');
    const toast = await screen.findByRole('status', { name: 'Dados atualizados' });
    await new Promise((resolve) => setTimeout(resolve, TOAST_SETTINGS.duration - 1000));
    await expect(toast).toBeInTheDocument();
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 2500 });
  },
};
