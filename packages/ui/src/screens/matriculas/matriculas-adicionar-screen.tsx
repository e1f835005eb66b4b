import { useResourceAll, useStudentRecord } from '@lousa/api-client';
import { academicYearsResource, schoolUnitsResource } from '@lousa/domain';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCan } from '../../components/access';
import { FormPage } from '../../components/registry';
import { routeTo } from '../../routes/route-table';
import { MatriculasForm } from './matriculas-form';
import { studentChoiceOfRecord, studentIdToPreselect } from './matriculas-form-values';

/**
 * /app/matriculas/adicionar ('Nova Matrícula'): the enrolment form with the years and units the
 * user reads (it asks for the chosen year's classrooms itself); `?studentId=<id>` (the student's record page, 'Matricular') starts
 * with that student chosen. Back to the list after saving or on 'Voltar'/'Cancelar'.
 */
export default function MatriculasAdicionarScreen() {
  const navigate = useNavigate();
  const back = () => navigate(routeTo('matriculas'));
  const [params] = useSearchParams();
  const studentId = studentIdToPreselect(params.get('studentId'));
  // The name of the student to start with is read from the record (who links here reads it).
  const readsRecords = useCan('students.read-sensitive');
  const record = useStudentRecord(readsRecords ? studentId : undefined);
  const initialStudent = useMemo(
    () => (record.data ? studentChoiceOfRecord(record.data) : undefined),
    [record.data],
  );
  const years = useResourceAll(academicYearsResource);
  const units = useResourceAll(schoolUnitsResource);
  return (
    <FormPage routeId="matriculas-adicionar" backTo="matriculas">
      <MatriculasForm
        academicYears={years.data ?? []}
        schoolUnits={units.data ?? []}
        initialStudent={initialStudent}
        onDone={back}
        onCancel={back}
      />
    </FormPage>
  );
}
