import { useMe } from '@lousa/api-client';
import { RotateCw } from 'lucide-react';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { ChangePasswordForm } from '../../components/account/change-password-form';
import { accountLabels as labels } from '../../components/account/labels';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Skeleton } from '../../components/skeleton';
import { ProfileDetails } from './profile-details';

export interface ProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where the focus goes back to (the user menu's button). */
  finalFocusEl?: () => HTMLElement | null;
}

const section = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  pt: '5',
  borderTopWidth: '1px',
  borderColor: 'border.subtle',
});

/** The profile while /me loads, or when it failed. */
function ProfilePlaceholder({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <div role="alert" className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        <p className={css({ flex: '1', textStyle: 'sm' })}>{labels.profileError}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden />
          {labels.retry}
        </Button>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-label={labels.loadingProfile}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      {['60%', '75%', '45%', '55%'].map((width) => (
        <Skeleton key={width} className={css({ height: '4' })} style={{ width }} />
      ))}
    </div>
  );
}

/**
 * 'Perfil' (user menu): the signed-in user's name, e-mail, CPF, role and units as GET /me has
 * them, and 'Alterar senha'. Closes with 'Fechar', Escape or a click outside.
 */
export function ProfileDialog({ open, onOpenChange, finalFocusEl }: ProfileDialogProps) {
  const me = useMe();
  const passwordHeadingId = useId();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content className={css({ maxWidth: 'lg' })}>
        <Dialog.Header>
          <Dialog.Title>{labels.profile}</Dialog.Title>
          <Dialog.Description>{labels.profileDescription}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Body className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
          {me.data ? (
            <ProfileDetails me={me.data} />
          ) : (
            <ProfilePlaceholder failed={me.isError} onRetry={() => void me.refetch()} />
          )}
          <section aria-labelledby={passwordHeadingId} className={section}>
            <h3 id={passwordHeadingId} className={css({ textStyle: 'md', fontWeight: 'semibold' })}>
              {labels.changePassword}
            </h3>
            <ChangePasswordForm account={me.data} />
          </section>
        </Dialog.Body>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export default ProfileDialog;
