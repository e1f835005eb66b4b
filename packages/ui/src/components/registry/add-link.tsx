import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { canOpen } from '../../routes/route-access';
import { type RouteId, routeTo } from '../../routes/route-table';
import { useAccess } from '../access';
import { Button } from '../button';
import { registryLabels as labels } from './labels';

/**
 * The 'Adicionar' link of a list page whose add form is a page of its own; offered only to whom
 * may open that page (its route's `access`), once /me has said so.
 */
export function AddLink({ to }: { to: RouteId }) {
  const { permissions } = useAccess();
  if (!permissions || !canOpen(to, permissions)) return null;
  return (
    <Button asChild>
      <Link to={routeTo(to)}>
        <Plus aria-hidden />
        {labels.add}
      </Link>
    </Button>
  );
}
