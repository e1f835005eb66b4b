import type { MyClass } from '@lousa/domain';
import { GraduationCap } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { Card } from '../../components/card';
import { NoticePanel } from '../../components/notice-panel';
import { PageHeader } from '../../components/page-header';
import { RegistryLoadError } from '../../components/registry';
import { Skeleton } from '../../components/skeleton';
import { getRoute } from '../../routes/route-table';
import { minhasTurmasLabels as labels } from './labels';
import { MinhasTurmasCard } from './minhas-turmas-card';

export interface MyClassesViewProps {
  /** The teacher's classes; undefined while there are none to show. */
  classes: readonly MyClass[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => unknown;
  retrying?: boolean;
}

const grid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 17rem), 1fr))',
  listStyle: 'none',
});
const SKELETON_CARDS = [0, 1, 2];
const line = (width: string) => css({ h: '4', w: width });

/** The classes by classroom name, then component (the pt-BR way). */
function sorted(classes: readonly MyClass[]): MyClass[] {
  return [...classes].sort(
    (a, b) =>
      a.classroom.name.localeCompare(b.classroom.name, 'pt-BR', { numeric: true }) ||
      a.curricularComponent.name.localeCompare(b.curricularComponent.name, 'pt-BR'),
  );
}

/**
 * /app/minhas-turmas: one card per class and component the signed-in user teaches. Skeleton
 * cards while loading; 'Você ainda não tem turmas atribuídas.' (ask the school's office) when
 * there are none; the load error with 'Tentar novamente'.
 */
export function MyClassesView({
  classes,
  isLoading = false,
  isError = false,
  onRetry,
  retrying,
}: MyClassesViewProps) {
  const route = getRoute('minhas-turmas');
  const items = useMemo(() => (classes ? sorted(classes) : undefined), [classes]);
  let content: ReactNode;
  if (isError) {
    content = <RegistryLoadError onRetry={() => onRetry?.()} retrying={retrying} />;
  } else if (isLoading || !items) {
    content = (
      <div aria-busy="true">
        <p role="status" className={visuallyHidden()}>
          {labels.loading}
        </p>
        <div className={grid}>
          {SKELETON_CARDS.map((index) => (
            <Card.Root key={index} data-skeleton="" aria-hidden="true">
              <Card.Header>
                <Skeleton className={line('24')} />
                <Skeleton className={line('32')} />
              </Card.Header>
              <Card.Body>
                <Skeleton className={line('full')} />
                <Skeleton className={line('20')} />
              </Card.Body>
              <Card.Footer>
                <Skeleton className={css({ h: '8', w: '28' })} />
                <Skeleton className={css({ h: '8', w: '20' })} />
              </Card.Footer>
            </Card.Root>
          ))}
        </div>
      </div>
    );
  } else if (items.length === 0) {
    content = (
      <NoticePanel
        icon={<GraduationCap aria-hidden />}
        title={labels.emptyTitle}
        detail={labels.emptyDetail}
      />
    );
  } else {
    content = (
      <ul aria-label={labels.list} className={grid}>
        {items.map((item) => (
          <li key={`${item.classroom.id}:${item.curricularComponent.id}`}>
            <MinhasTurmasCard item={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={route.title} subtitle={route.subtitle} />
      {content}
    </div>
  );
}
