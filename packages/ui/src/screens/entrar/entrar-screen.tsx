import { ApiError, login } from '@lousa/api-client';
import { type LoginBody, type LoginInput, PRODUCT_NAME } from '@lousa/domain';
import { Presentation } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { SignInForm } from './entrar-form';
import { signInLabels as labels } from './labels';

export interface SignInScreenProps {
  /** After a successful sign-in; the page goes to /app. */
  onSignedIn: () => void;
}

type FieldErrors = Partial<Record<keyof LoginInput, string>>;

/** /sign-in/: the product name and the sign-in form; the server's message on failure. */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});

  const submit = async (credentials: LoginBody) => {
    setServerError(null);
    setFieldErrors({});
    try {
      await login(credentials);
    } catch (error) {
      // A refused token ('Token expirado', 'Aconteceu um erro inesperado') is already a toast.
      if (error instanceof ApiError) {
        setServerError(error.status === 0 ? labels.offline : error.message);
        setFieldErrors(error.fieldErrors as FieldErrors);
      }
      return;
    }
    onSignedIn();
  };

  return (
    <div
      className={css({
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '6',
        px: '4',
        py: '10',
        bg: 'bg.canvas',
        backgroundImage:
          'radial-gradient(circle at 50% 0%, var(--colors-accent-a3), transparent 60%)',
      })}
    >
      <main
        className={css({
          width: 'full',
          maxWidth: 'sm',
          display: 'flex',
          flexDirection: 'column',
          gap: '6',
          p: { base: '6', sm: '8' },
          bg: 'bg.default',
          borderWidth: '1px',
          borderColor: 'border.subtle',
          borderRadius: 'l3',
          boxShadow: 'lg',
        })}
      >
        <div
          className={css({
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: '3',
          })}
        >
          <span
            className={css({
              display: 'grid',
              placeItems: 'center',
              boxSize: '12',
              borderRadius: 'l3',
              bg: 'accent.default',
              color: 'accent.fg',
              boxShadow: 'sm',
              '& svg': { boxSize: '6' },
            })}
          >
            <Presentation aria-hidden />
          </span>
          <div className={css({ textAlign: 'center' })}>
            <h1 className={css({ textStyle: '2xl', fontWeight: 'bold', letterSpacing: '-0.02em' })}>
              {PRODUCT_NAME}
            </h1>
            <p className={css({ color: 'fg.muted', textStyle: 'sm', mt: '1' })}>
              {labels.subtitle}
            </p>
          </div>
        </div>
        <SignInForm onSubmit={submit} serverError={serverError} fieldErrors={fieldErrors} />
      </main>
      <p className={css({ color: 'fg.muted', textStyle: 'xs' })}>{labels.tagline}</p>
    </div>
  );
}
