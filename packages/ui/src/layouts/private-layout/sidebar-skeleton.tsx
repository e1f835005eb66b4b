import { css } from 'styled-system/css';
import { Skeleton } from '../../components/skeleton';
import { layoutLabels } from './labels';

const widths = ['70%', '85%', '60%', '75%', '65%', '80%', '55%', '70%'] as const;

/**
 * The menu's place while GET /me has not answered: pulsing bars where the items will be, so
 * nothing is shown and then taken away. On the icon rail, squares.
 */
export function SidebarSkeleton({ collapsed = false }: { collapsed?: boolean }) {
  return (
    <div
      role="status"
      aria-label={layoutLabels.loadingMenu}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', px: '2.5', py: '2' })}
    >
      {widths.map((width, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders, never reordered
          key={index}
          className={css({ height: '5', borderRadius: 'l1' })}
          style={{ width: collapsed ? '1.25rem' : width }}
        />
      ))}
    </div>
  );
}
