import { useMe, useSignOut } from '@lousa/api-client';
import { PRODUCT_NAME, serverMessages } from '@lousa/domain';
import { KeyRound, LogOut } from 'lucide-react';
import { css } from 'styled-system/css';
import { ChangePasswordForm } from '../../components/account/change-password-form';
import { accountLabels as labels } from '../../components/account/labels';
import { Button } from '../../components/button';

const styles = {
  page: css({
    display: 'grid',
    placeItems: 'center',
    minHeight: '100dvh',
    px: '4',
    py: '10',
    bg: 'bg.canvas',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
    width: 'full',
    maxWidth: 'md',
    p: { base: '6', md: '8' },
    borderWidth: '1px',
    borderColor: 'border.subtle',
    borderRadius: 'l3',
    bg: 'bg.default',
    boxShadow: 'sm',
  }),
  icon: css({
    display: 'grid',
    placeItems: 'center',
    boxSize: '10',
    borderRadius: 'l2',
    bg: 'accent.default',
    color: 'accent.fg',
    '& svg': { boxSize: '5' },
  }),
};

export interface PasswordChangeRequiredViewProps {
  /** The account's e-mail and CPF (a new password may be neither); absent while /me loads. */
  account?: { email: string; cpf: string; firstName: string };
  onSignOut: () => void;
}

/**
 * Right after signing in, when GET /me says `mustChangePassword` (a first access, a password
 * reset by the secretary): instead of any screen, 'Defina uma nova senha' with the password form.
 * It cannot be dismissed — every data call answers 403 until the password is changed — only
 * 'Sair' leaves. After the change, /me is asked again and the app goes on.
 */
export function PasswordChangeRequiredView({
  account,
  onSignOut,
}: PasswordChangeRequiredViewProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <span className={styles.icon}>
            <KeyRound aria-hidden />
          </span>
          <p className={css({ textStyle: 'sm', color: 'fg.muted', fontWeight: 'medium' })}>
            {PRODUCT_NAME}
          </p>
          <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{labels.requiredTitle}</h1>
          <p className={css({ color: 'fg.muted' })}>
            {account ? `${account.firstName}, ` : ''}
            {account
              ? serverMessages.passwordChangeRequired.charAt(0).toLowerCase() +
                serverMessages.passwordChangeRequired.slice(1)
              : serverMessages.passwordChangeRequired}
          </p>
        </div>
        <ChangePasswordForm account={account} />
        <Button variant="ghost" onClick={onSignOut} className={css({ alignSelf: 'flex-start' })}>
          <LogOut aria-hidden />
          {labels.signOut}
        </Button>
      </div>
    </main>
  );
}

/** The container: the signed-in user from /me, and 'Sair'. */
export default function PasswordChangeRequiredScreen() {
  const me = useMe();
  const signOut = useSignOut();
  return <PasswordChangeRequiredView account={me.data} onSignOut={() => signOut.mutate()} />;
}
