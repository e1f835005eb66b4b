import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { IconButton } from '../icon-button';

const styles = () => dialog();

/** Backdrop, positioner, content and a 'Fechar' corner button; Escape and outside click close. */
function Content({ className, children, ...props }: ArkDialog.ContentProps) {
  return (
    <Portal>
      <ArkDialog.Backdrop className={styles().backdrop} />
      <ArkDialog.Positioner className={styles().positioner}>
        <ArkDialog.Content className={cx(styles().content, className)} {...props}>
          {children}
          <ArkDialog.CloseTrigger asChild className={styles().closeTrigger}>
            <IconButton aria-label="Fechar" variant="ghost" size="sm">
              <X />
            </IconButton>
          </ArkDialog.CloseTrigger>
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  );
}

const part =
  (slot: 'header' | 'body' | 'footer') =>
  ({ className, ...props }: ComponentProps<'div'>) => (
    <div className={cx(styles()[slot], className)} {...props} />
  );

/** `<Dialog.Root><Dialog.Trigger/><Dialog.Content><Dialog.Header><Dialog.Title/>...` */
export const Dialog = {
  Root: (props: ArkDialog.RootProps) => <ArkDialog.Root lazyMount unmountOnExit {...props} />,
  Trigger: ArkDialog.Trigger,
  CloseTrigger: ArkDialog.CloseTrigger,
  Content,
  Header: part('header'),
  Body: part('body'),
  Footer: part('footer'),
  Title: ({ className, ...props }: ArkDialog.TitleProps) => (
    <ArkDialog.Title className={cx(styles().title, className)} {...props} />
  ),
  Description: ({ className, ...props }: ArkDialog.DescriptionProps) => (
    <ArkDialog.Description className={cx(styles().description, className)} {...props} />
  ),
};
