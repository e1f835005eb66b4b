import { useResourceItem } from '@lousa/api-client';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { useCan } from '../../components/access';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { RECORD_ID_PARAM, ResourceRecord, useRecordId } from '../../components/registry';
import { getRoute, routeTo } from '../../routes/route-table';
import { AlunosFichaHistory } from './alunos-ficha-history';
import { AlunosFichaView } from './alunos-ficha-view';
import { studentRecordDefinition } from './alunos-record';
import { alunoFichaLabels as labels } from './labels';

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
          canWrite && id && record.data ? (
            <Button asChild>
              <Link to={routeTo('alunos-editar', { [RECORD_ID_PARAM]: id })}>
                <Pencil aria-hidden />
                {labels.edit}
              </Link>
            </Button>
          ) : undefined
        }
      />
      <ResourceRecord resource={studentRecordDefinition} id={id} listRoute="alunos">
        {(record) => (
          <AlunosFichaView record={record} history={<AlunosFichaHistory studentId={record.id} />} />
        )}
      </ResourceRecord>
    </div>
  );
}
