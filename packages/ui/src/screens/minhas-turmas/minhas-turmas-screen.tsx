import { MyClassesView } from './my-classes-view';

/** Container of /app/minhas-turmas. */
export default function MinhasTurmasScreen() {
  return <MyClassesView />;
}
