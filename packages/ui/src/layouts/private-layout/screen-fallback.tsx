import { css } from 'styled-system/css';
import { Skeleton } from '../../components/skeleton';
import { layoutLabels } from './labels';

/** What the main area shows while a screen's code loads. */
export function ScreenFallback() {
  return (
    <div
      role="status"
      aria-label={layoutLabels.loadingScreen}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <Skeleton className={css({ height: '8', width: '56' })} />
      <Skeleton className={css({ height: '4', width: '80', maxWidth: 'full' })} />
      <Skeleton className={css({ height: '64', width: 'full', mt: '2', borderRadius: 'l3' })} />
    </div>
  );
}
