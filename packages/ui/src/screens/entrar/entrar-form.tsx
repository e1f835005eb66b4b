import { valibotResolver } from '@hookform/resolvers/valibot';
import { type LoginBody, type LoginInput, loginSchema } from '@lousa/domain';
import { CircleAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { PasswordInput } from '../../components/password-input';
import { TextInput } from '../../components/text-input';
import { signInLabels as labels } from './labels';

export interface SignInFormProps {
  /** Signs in with the checked credentials; resolves when done (the button stays busy until then). */
  onSubmit: (credentials: LoginBody) => Promise<void>;
  /** The server's message after a failed attempt. */
  serverError?: string | null;
  /** Field messages from the server, keyed by field. */
  fieldErrors?: Partial<Record<keyof LoginInput, string>>;
  defaultValues?: Partial<LoginInput>;
}

const alertStyle = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '2',
  p: '3',
  borderRadius: 'l2',
  borderWidth: '1px',
  borderColor: 'status.error.border',
  bg: 'status.error.bg',
  color: 'status.error.fg',
  textStyle: 'sm',
  '& svg': { boxSize: '4', flexShrink: '0', mt: '0.5', color: 'status.error.icon' },
});

/** 'E-mail ou CPF' and 'Senha', checked with the domain's login schema; 'Entrar' busy while signing in. */
export function SignInForm({ onSubmit, serverError, fieldErrors, defaultValues }: SignInFormProps) {
  const form = useForm<LoginInput, unknown, LoginBody>({
    resolver: valibotResolver(loginSchema),
    // No empty defaults: text typed before the island hydrated stays and is read from the fields.
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      {serverError ? (
        <div role="alert" className={alertStyle}>
          <CircleAlert aria-hidden />
          <span>{serverError}</span>
        </div>
      ) : null}
      <Field label={labels.login} errorText={errors.login?.message ?? fieldErrors?.login}>
        <TextInput
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={labels.loginPlaceholder}
          {...form.register('login')}
        />
      </Field>
      <Field label={labels.password} errorText={errors.password?.message ?? fieldErrors?.password}>
        <PasswordInput autoComplete="current-password" {...form.register('password')} />
      </Field>
      <Button
        type="submit"
        size="lg"
        loading={isSubmitting}
        className={css({ width: 'full', mt: '1' })}
      >
        {labels.submit}
      </Button>
    </form>
  );
}
