import { Portal } from '@ark-ui/react/portal';
import { Toaster as ArkToaster, Toast, type ToastOptions } from '@ark-ui/react/toast';
import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { toast as toastRecipe } from 'styled-system/recipes';
import { IconButton } from '../icon-button';
import { Spinner } from '../spinner';
import { toaster } from './toaster';
import { useSwipeDismiss } from './use-swipe-dismiss';

type ToastType = 'success' | 'info' | 'warning' | 'error' | 'loading';

const icons = { success: CircleCheck, info: Info, warning: TriangleAlert, error: CircleX };

function ToastItem({ toast }: { toast: ToastOptions }) {
  const type = (toast.type ?? 'info') as ToastType;
  const styles = toastRecipe({ type });
  const swipe = useSwipeDismiss(() => toaster.dismiss(toast.id));
  const Icon = type === 'loading' ? null : icons[type];
  return (
    <Toast.Root className={styles.root} data-type={type} {...swipe}>
      {Icon ? <Icon aria-hidden className={styles.icon} /> : <Spinner size="sm" />}
      <div>
        <Toast.Title className={styles.title}>{toast.title}</Toast.Title>
        {toast.description ? (
          <Toast.Description className={styles.description}>{toast.description}</Toast.Description>
        ) : null}
      </div>
      <Toast.CloseTrigger asChild className={styles.closeTrigger}>
        <IconButton aria-label="Fechar notificação" variant="ghost" size="xs">
          <X />
        </IconButton>
      </Toast.CloseTrigger>
    </Toast.Root>
  );
}

/**
 * The toast region (bottom-right, Alt+T focuses it). Render once, near the root.
 * Portalled to <body>: a modal dialog hides every other child of <body> from screen readers but
 * leaves live regions alone, so a toast raised from a dialog (e.g. a server error) is still read.
 */
export function Toaster() {
  return (
    <Portal>
      <ArkToaster toaster={toaster} aria-label="Notificações (Alt+T)">
        {(toast) => <ToastItem key={toast.id} toast={toast} />}
      </ArkToaster>
    </Portal>
  );
}
