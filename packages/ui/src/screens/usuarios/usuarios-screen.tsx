import { type User, usersResource } from '@lousa/domain';
import { UserCheck, UserX } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { type DeleteTarget, ResourceListPage, type RowAction } from '../../components/registry';
import { usuariosLabels as labels } from './labels';
import { useSetUserActive } from './usuarios-active';
import { usuariosColumns } from './usuarios-columns';

// 'Desativar <name>?' loads the first time a user is to be deactivated.
const UsuariosDeactivateDialog = lazy(() =>
  import('./usuarios-deactivate-dialog').then((module) => ({
    default: module.UsuariosDeactivateDialog,
  })),
);

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./usuarios-form').then((module) => module.UsuariosForm) },
};

/**
 * /app/usuarios: the users of the network, searched, sorted and paged on the server, with the
 * add and edit dialogs and the delete confirmation (all from the registry kit), and each row's
 * 'Desativar' (asked first) or 'Reativar'. Only for 'users.manage'; the others see the list.
 */
export default function UsuariosScreen() {
  const [deactivating, setDeactivating] = useState<DeleteTarget<User>>();
  // Mounted from the first 'Desativar' on, so that it can animate out when closed.
  const [asked, setAsked] = useState(false);
  if (deactivating && !asked) setAsked(true);
  const setActive = useSetUserActive();
  const rowActions = useCallback(
    (user: User): RowAction[] => [
      user.active
        ? {
            value: 'deactivate',
            label: labels.deactivate,
            icon: UserX,
            danger: true,
            onSelect: (trigger) => setDeactivating({ item: user, trigger }),
          }
        : {
            value: 'reactivate',
            label: labels.reactivate,
            icon: UserCheck,
            onSelect: () => void setActive(user, true),
          },
    ],
    [setActive],
  );
  return (
    <>
      <ResourceListPage
        routeId="usuarios"
        resource={usersResource}
        columns={usuariosColumns}
        dialogs={dialogs}
        writePermission="users.manage"
        rowActions={rowActions}
      />
      {asked ? (
        <Suspense fallback={null}>
          <UsuariosDeactivateDialog
            target={deactivating}
            onConfirm={(user) => setActive(user, false)}
            onClose={() => setDeactivating(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
