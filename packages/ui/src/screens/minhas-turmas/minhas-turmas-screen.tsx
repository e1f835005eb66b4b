import { useMyClasses } from '@lousa/api-client';
import { useAccess, useCan } from '../../components/access';
import { MyClassesView } from './minhas-turmas-view';

/**
 * Container of /app/minhas-turmas: the signed-in teacher's classes (GET /me/classes). Whom
 * /me shows without 'pedagogy.own-classes' (a director who follows the unit's classes) teaches
 * nothing, so it is not asked and the page says there are no classes.
 */
export default function MinhasTurmasScreen() {
  const access = useAccess();
  const teaches = useCan('pedagogy.own-classes');
  const classes = useMyClasses({ enabled: teaches });
  if (access.status === 'error') {
    return (
      <MyClassesView
        classes={undefined}
        isError
        onRetry={access.retry}
        retrying={access.retrying}
      />
    );
  }
  if (access.status === 'success' && !teaches) return <MyClassesView classes={[]} />;
  return (
    <MyClassesView
      classes={classes.data}
      isLoading={access.status === 'pending' || classes.isPending}
      isError={classes.isError}
      onRetry={classes.refetch}
      retrying={classes.isFetching}
    />
  );
}
