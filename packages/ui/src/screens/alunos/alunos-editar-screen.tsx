import { type ReactNode, useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { RECORD_ID_PARAM, ResourceRecord, useRecordId } from '../../components/registry';
import { getRoute, routeTo } from '../../routes/route-table';
import { AlunosForm } from './alunos-form';
import { studentRecordDefinition } from './alunos-record';

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/**
 * /app/alunos/editar?id=<uuid>: the student's record loaded by id and the add page's form filled
 * with it; saving (PATCH) or 'Cancelar' goes back to the record page. An unknown id says so.
 */
export default function AlunosEditarScreen() {
  const id = useRecordId();
  const navigate = useNavigate();
  const { title, subtitle } = getRoute('alunos-editar');
  const recordHref = id ? routeTo('alunos-ficha', { [RECORD_ID_PARAM]: id }) : routeTo('alunos');
  const back = useCallback(() => navigate(recordHref), [navigate, recordHref]);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} subtitle={subtitle} backHref={recordHref} renderLink={renderLink} />
      <ResourceRecord resource={studentRecordDefinition} id={id} listRoute="alunos">
        {(record) => <AlunosForm record={record} onDone={back} onCancel={back} />}
      </ResourceRecord>
    </div>
  );
}
