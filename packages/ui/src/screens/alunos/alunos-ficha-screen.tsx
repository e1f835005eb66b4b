import { useResourceItem } from '@lousa/api-client';
import type { StudentRecord } from '@lousa/domain';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { useCan } from '../../components/access';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { PrintButton } from '../../components/print';
import { RECORD_ID_PARAM, ResourceRecord, useRecordId } from '../../components/registry';
import { getRoute, routeTo } from '../../routes/route-table';
import { AlunosFichaHistory, useStudentSchoolUnit } from './alunos-ficha-history';
import { AlunosFichaView } from './alunos-ficha-view';
import { studentRecordDefinition } from './alunos-record';
import { alunoFichaLabels as labels } from './labels';

/** A button's text beside its icon from 640 px on; narrower, the icon alone (the title needs the room). */

/** The record with its history; printed, every page is topped by the student's school. */
function FichaDocument({ record }: { record: StudentRecord }) {
  const schoolUnit = useStudentSchoolUnit(record.id);
  return (
    <AlunosFichaView
      record={record}
      schoolUnit={schoolUnit}
      history={<AlunosFichaHistory studentId={record.id} />}
    />
  );
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/**
 * /app/alunos/ficha?id=<uuid> ('students.read-sensitive'; the server audits the read): the
 * student's record (GET /students/<id>) and enrolment history, 'Editar' for 'students.write',
 * 'Voltar' to the list. A busy placeholder while it loads, 'Aluno não encontrado.' for an
 * unknown id, 'Tentar novamente' when the call fails.
 */
export default function AlunosFichaScreen() {
  const id = useRecordId();
  const canWrite = useCan('students.write');
  // The record's own query (shared with `ResourceRecord`): 'Editar' once there is a record.
  const record = useResourceItem(studentRecordDefinition, id);
  const { title, subtitle } = getRoute('alunos-ficha');
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        backHref={routeTo('alunos')}
        renderLink={renderLink}
        actions={
          id && record.data ? (
            <>
              {canWrite ? (
                <Button asChild variant="outline">
                  <Link to={routeTo('alunos-editar', { [RECORD_ID_PARAM]: id })}>
                    <Pencil aria-hidden />
                    {labels.edit}
                  </Link>
                </Button>
              ) : null}
              <PrintButton />
            </>
          ) : undefined
        }
      />
      <ResourceRecord resource={studentRecordDefinition} id={id} listRoute="alunos">
        {(record) => <FichaDocument record={record} />}
      </ResourceRecord>
    </div>
  );
}
