import { useChangePassword } from '@lousa/api-client';
import {
  type ChangePasswordInput,
  changePasswordFormSchema,
  messages,
  passwordLooksLikeLogin,
  toasts,
} from '@lousa/domain';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { Button } from '../button';
import { PasswordFormField } from '../registry/password-form-field';
import { useRecordForm } from '../registry/use-record-form';
import { accountLabels as labels } from './labels';

export interface ChangePasswordFormProps {
  /** The account's e-mail and CPF: a new password equal to either is refused here already. */
  account?: { email: string; cpf: string };
  /** After the success toast (e.g. the app goes on after a required change). */
  onDone?: () => void;
}

const emptyValues: ChangePasswordInput = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * 'Alterar senha': 'Senha atual', 'Nova senha' and 'Confirmar nova senha', checked with the
 * domain's `changePasswordFormSchema` (8 characters at least, different from the current one,
 * the confirmation equal) and the account's e-mail and CPF. The button is disabled while the
 * change is sent. Success: 'Senha alterada com sucesso!' and the fields empty again. A wrong
 * current password or a password the server refuses (too common) shows on its field; any other
 * failure in an error toast.
 */
export function ChangePasswordForm({ account, onDone }: ChangePasswordFormProps) {
  const { mutateAsync } = useChangePassword();
  const schema = useMemo(
    () =>
      account
        ? v.pipe(
            changePasswordFormSchema,
            v.forward(
              v.partialCheck(
                [['newPassword']],
                (input) => !passwordLooksLikeLogin(input.newPassword, account),
                messages.passwordLikeLogin,
              ),
              ['newPassword'],
            ),
          )
        : changePasswordFormSchema,
    [account],
  );
  const mutation = useMemo(() => ({ mutateAsync }), [mutateAsync]);
  const { form, submit, isSubmitting } = useRecordForm({
    schema,
    defaultValues: emptyValues,
    mutation,
    successToast: toasts.passwordChanged,
    onSuccess: onDone,
  });
  const { control } = form;
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <PasswordFormField
        control={control}
        name="currentPassword"
        label={labels.currentPassword}
        autoComplete="current-password"
      />
      <PasswordFormField
        control={control}
        name="newPassword"
        label={labels.newPassword}
        helperText={labels.newPasswordHelp}
        autoComplete="new-password"
      />
      <PasswordFormField
        control={control}
        name="confirmPassword"
        label={labels.confirmNewPassword}
        autoComplete="new-password"
      />
      <Button type="submit" loading={isSubmitting} className={css({ alignSelf: 'flex-end' })}>
        {labels.changePassword}
      </Button>
    </form>
  );
}
