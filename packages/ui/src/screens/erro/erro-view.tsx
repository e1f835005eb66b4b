import { TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { describeError } from './erro-describe';

export const errorLabels = {
  title: 'Something went wrong!',
  detail: 'Aconteceu um erro inesperado ao mostrar esta tela. Tente recarregar a página.',
  show: 'Show Error',
  hide: 'Hide Error',
  reload: 'Recarregar página',
} as const;

export interface ErrorViewProps {
  error: unknown;
  onReload?: () => void;
}

/** 'Something went wrong!' with a Show Error / Hide Error toggle over the error's text. */
export function ErrorView({ error, onReload }: ErrorViewProps) {
  const [shown, setShown] = useState(false);
  const detailsId = useId();
  return (
    <div
      role="alert"
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: '3',
        py: '16',
        px: '4',
        textAlign: 'center',
        minHeight: '60vh',
        justifyContent: 'center',
      })}
    >
      <span
        className={css({
          display: 'grid',
          placeItems: 'center',
          boxSize: '12',
          borderRadius: 'full',
          bg: 'status.error.bg',
          color: 'status.error.icon',
          '& svg': { boxSize: '6' },
        })}
      >
        <TriangleAlert aria-hidden />
      </span>
      <h1 className={css({ textStyle: '2xl', fontWeight: 'bold' })}>{errorLabels.title}</h1>
      <p className={css({ color: 'fg.muted', maxWidth: 'md' })}>{errorLabels.detail}</p>
      <div
        className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', justifyContent: 'center' })}
      >
        <Button
          variant="outline"
          aria-expanded={shown}
          aria-controls={detailsId}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? errorLabels.hide : errorLabels.show}
        </Button>
        {onReload ? <Button onClick={onReload}>{errorLabels.reload}</Button> : null}
      </div>
      <pre
        id={detailsId}
        hidden={!shown}
        className={css({
          mt: '2',
          width: 'full',
          maxWidth: '3xl',
          maxHeight: '80',
          overflow: 'auto',
          textAlign: 'left',
          p: '4',
          borderRadius: 'l2',
          borderWidth: '1px',
          borderColor: 'status.error.border',
          bg: 'status.error.bg',
          color: 'status.error.fg',
          fontFamily: 'mono',
          fontSize: 'xs',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-word',
        })}
      >
        {describeError(error)}
      </pre>
    </div>
  );
}
