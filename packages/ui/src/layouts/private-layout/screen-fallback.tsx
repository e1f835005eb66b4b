import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { Skeleton } from '../../components/skeleton';
import { layoutLabels } from './labels';

export interface ScreenFallbackProps {
  /** The route's title and subtitle: shown as the screen will show them, bars otherwise. */
  title?: string;
  subtitle?: string;
}

/** What the main area shows while a screen's code (or GET /me) loads. */
export function ScreenFallback({ title, subtitle }: ScreenFallbackProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      {title ? <PageHeader title={title} subtitle={subtitle} /> : null}
      <div
        role="status"
        aria-label={layoutLabels.loadingScreen}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
      >
        {title ? null : (
          <>
            <Skeleton className={css({ height: '8', width: '56' })} />
            <Skeleton className={css({ height: '4', width: '80', maxWidth: 'full' })} />
          </>
        )}
        <Skeleton className={css({ height: '64', width: 'full', mt: '2', borderRadius: 'l3' })} />
      </div>
    </div>
  );
}
