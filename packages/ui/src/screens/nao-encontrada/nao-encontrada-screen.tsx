import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { routeTo } from '../../routes/route-table';

export const notFoundLabels = {
  title: 'Not Found',
  detail: 'Página não encontrada',
  hint: 'O endereço pode ter sido digitado errado ou a página não existe mais.',
  back: 'Voltar para a Página Inicial',
} as const;

/** The router's not-found element: 'Not Found' and a way back to /app. */
export function NotFoundScreen() {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        minHeight: '60vh',
        textAlign: 'center',
        px: '4',
      })}
    >
      <p
        aria-hidden
        className={css({
          fontSize: { base: '6xl', md: '7xl' },
          fontWeight: 'bold',
          lineHeight: '1',
          color: 'accent.text',
          letterSpacing: '-0.04em',
        })}
      >
        404
      </p>
      <h1 className={css({ textStyle: '3xl', fontWeight: 'bold' })}>{notFoundLabels.title}</h1>
      <p className={css({ textStyle: 'lg', fontWeight: 'medium' })}>{notFoundLabels.detail}</p>
      <p className={css({ color: 'fg.muted', maxWidth: 'md' })}>{notFoundLabels.hint}</p>
      <Button asChild className={css({ mt: '3' })}>
        <Link to={routeTo('home')}>
          <ArrowLeft aria-hidden />
          {notFoundLabels.back}
        </Link>
      </Button>
    </div>
  );
}
