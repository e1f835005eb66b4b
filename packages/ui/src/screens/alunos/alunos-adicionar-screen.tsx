import { useNavigate } from 'react-router-dom';
import { FormPage, RECORD_ID_PARAM } from '../../components/registry';
import { routeTo } from '../../routes/route-table';
import { AlunosForm } from './alunos-form';

/**
 * /app/alunos/adicionar: the student, the guardian (found by CPF or new) and the address on one
 * page. After saving, the new student's record page; 'Voltar' and 'Cancelar' go to the list.
 */
export default function AlunosAdicionarScreen() {
  const navigate = useNavigate();
  return (
    <FormPage routeId="alunos-adicionar" backTo="alunos">
      <AlunosForm
        onDone={(saved) => navigate(routeTo('alunos-ficha', { [RECORD_ID_PARAM]: saved.id }))}
        onCancel={() => navigate(routeTo('alunos'))}
      />
    </FormPage>
  );
}
