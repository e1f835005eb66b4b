import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { type RouteId, routeTo } from '../../routes/route-table';
import { Button } from '../button';
import { registryLabels as labels } from './labels';

/** The 'Adicionar' link of a list page whose add form is a page of its own. */
export function AddLink({ to }: { to: RouteId }) {
  return (
    <Button asChild>
      <Link to={routeTo(to)}>
        <Plus aria-hidden />
        {labels.add}
      </Link>
    </Button>
  );
}
