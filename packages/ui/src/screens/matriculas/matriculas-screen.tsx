import { RegistryPage } from '../../components/registry';

/** Enrolments make no call yet (spec §7): an empty table with no columns. */
const noEnrolments = { data: [], isPending: false, isError: false, refetch: () => undefined };

/** /app/matriculas: the empty table of the spec. */
export default function MatriculasScreen() {
  return <RegistryPage routeId="matriculas" columns={[]} query={noEnrolments} />;
}
