import { useHome, useSession } from '@lousa/api-client';
import { todayIso } from '@lousa/domain';
import { useAccess } from '../../components/access';
import { type HomeState, HomeView } from './inicio-view';

/**
 * Container of /app: greets the signed-in user by first name and shows their home page
 * (GET /home), its tiles linking to the routes their permissions (GET /me) open.
 */
export default function HomeScreen() {
  const { user } = useSession();
  const { permissions } = useAccess();
  const home = useHome();
  const state: HomeState = home.data
    ? { status: 'success', home: home.data }
    : home.isError
      ? { status: 'error', onRetry: home.refetch, retrying: home.isFetching }
      : { status: 'loading' };
  return (
    <HomeView
      firstName={user?.firstName ?? ''}
      state={state}
      permissions={permissions}
      today={todayIso().slice(0, 10)}
    />
  );
}
