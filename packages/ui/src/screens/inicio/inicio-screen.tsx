import { useSession } from '@lousa/api-client';
import { HomeView } from './inicio-view';

/** Container of /app: greets the signed-in user by first name. */
export default function HomeScreen() {
  const { user } = useSession();
  return <HomeView firstName={user?.firstName ?? ''} />;
}
