import { useNavigate } from 'react-router-dom';
import { FormPage } from '../../components/registry';
import { routeTo } from '../../routes/route-table';
import { LessonPlanCard } from './planos-aula-adicionar-card';
import { LessonPlanForm } from './planos-aula-adicionar-form';

/**
 * /app/planos-aula/adicionar ('pedagogy.own-classes'): 'Adicionar Plano de Aula', 'Voltar' to
 * the list, and the lesson-plan form for one of the teacher's classes; after saving (POST,
 * 'Plano de aula adicionado com sucesso!') or 'Cancelar', back to the list.
 */
export default function PlanosAulaAdicionarScreen() {
  const navigate = useNavigate();
  const back = () => navigate(routeTo('planos-aula'));
  return (
    <FormPage routeId="planos-aula-adicionar" backTo="planos-aula">
      <LessonPlanCard>
        <LessonPlanForm onDone={back} onCancel={back} />
      </LessonPlanCard>
    </FormPage>
  );
}
