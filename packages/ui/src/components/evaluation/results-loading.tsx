import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { Skeleton } from '../skeleton';

const styles = {
  skeleton: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  line: css({ h: '8', w: 'full' }),
};

/** Results on their way: placeholder lines, and `label` said to screen readers. */
export function ResultsLoading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className={styles.skeleton}>
      <p role="status" className={visuallyHidden()}>
        {label}
      </p>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder lines have no identity
        <Skeleton key={index} className={styles.line} />
      ))}
    </div>
  );
}
