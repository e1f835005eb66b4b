import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { css } from 'styled-system/css';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';
import { UnidadesEscolaresAdicionarForm } from './unidades-escolares-adicionar-form';

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/** /app/unidades-escolares/adicionar: the add page; back to the list after saving or on 'Voltar'. */
export default function UnidadesEscolaresAdicionarScreen() {
  const navigate = useNavigate();
  const { title, subtitle } = getRoute('unidades-escolares-adicionar');
  const list = routeTo('unidades-escolares');
  const back = () => navigate(list);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} subtitle={subtitle} backHref={list} renderLink={renderLink} />
      <UnidadesEscolaresAdicionarForm onSaved={back} onCancel={back} />
    </div>
  );
}
