import { Construction } from 'lucide-react';
import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';

export const underConstructionLabels = {
  title: 'Esta tela está em construção.',
  detail: 'Em breve você poderá usá-la por aqui.',
} as const;

export interface UnderConstructionScreenProps {
  /** The route's page title. */
  title: string;
  subtitle?: string;
}

/** What a route shows until its screen is built: its title and an 'em construção' line. */
export function UnderConstructionScreen({ title, subtitle }: UnderConstructionScreenProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} subtitle={subtitle} />
      <div
        className={css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '3',
          py: '16',
          px: '6',
          textAlign: 'center',
          borderWidth: '1px',
          borderStyle: 'dashed',
          borderColor: 'border.default',
          borderRadius: 'l3',
          bg: 'bg.default',
        })}
      >
        <span
          className={css({
            display: 'grid',
            placeItems: 'center',
            boxSize: '12',
            borderRadius: 'full',
            bg: 'accent.a3',
            color: 'accent.text',
            '& svg': { boxSize: '6' },
          })}
        >
          <Construction aria-hidden />
        </span>
        <p className={css({ fontWeight: 'semibold', textStyle: 'lg' })}>
          {underConstructionLabels.title}
        </p>
        <p className={css({ color: 'fg.muted', textStyle: 'sm' })}>
          {underConstructionLabels.detail}
        </p>
      </div>
    </div>
  );
}
