import { useNavigate } from 'react-router-dom';
import { FormPage } from '../../components/registry';
import { routeTo } from '../../routes/route-table';
import { UnidadesEscolaresForm } from './unidades-escolares-form';

/** /app/unidades-escolares/adicionar: the add page; back to the list after saving or on 'Voltar'. */
export default function UnidadesEscolaresAdicionarScreen() {
  const navigate = useNavigate();
  const back = () => navigate(routeTo('unidades-escolares'));
  return (
    <FormPage routeId="unidades-escolares-adicionar" backTo="unidades-escolares">
      <UnidadesEscolaresForm onDone={back} onCancel={back} />
    </FormPage>
  );
}
