import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { getRoute, type RouteId, routeTo } from '../../routes/route-table';
import { PageHeader } from '../page-header';

export interface FormPageProps {
  /** Title and subtitle come from the route table. */
  routeId: RouteId;
  /** The list the page belongs to: its 'Voltar' link. */
  backTo: RouteId;
  children: ReactNode;
}

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/** A registry's add or edit page: the route's title and subtitle, 'Voltar' to its list, the form. */
export function FormPage({ routeId, backTo, children }: FormPageProps) {
  const { title, subtitle } = getRoute(routeId);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        backHref={routeTo(backTo)}
        renderLink={renderLink}
      />
      {children}
    </div>
  );
}
