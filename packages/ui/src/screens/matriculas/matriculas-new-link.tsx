import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/button';
import { routeTo } from '../../routes/route-table';
import { matriculasLabels as labels } from './labels';

/** 'Nova Matrícula': the link to /app/matriculas/adicionar (the list shows it only to writers). */
export function MatriculasNewLink() {
  return (
    <Button asChild>
      <Link to={routeTo('matriculas-adicionar')}>
        <Plus aria-hidden />
        {labels.add}
      </Link>
    </Button>
  );
}
