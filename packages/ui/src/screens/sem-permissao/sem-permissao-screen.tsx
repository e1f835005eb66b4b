import { accessMessages } from '@lousa/domain';
import { ArrowLeft, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { NoticePanel } from '../../components/notice-panel';
import { PageHeader } from '../../components/page-header';
import { getRoute, routeTo } from '../../routes/route-table';

export const noPermissionLabels = {
  message: accessMessages.noPermissionPage,
  hint: 'Se precisar deste acesso, peça a quem administra a rede.',
  back: `Voltar para a ${getRoute('home').title}`,
} as const;

export interface NoPermissionScreenProps {
  /** The page's title (the route's), kept so the person knows where they are. */
  title?: string;
}

/**
 * What a route shows, in the page area, to a user whose permissions (GET /me) do not open it:
 * the page's title, 'Você não tem permissão para acessar esta página.' and a way back to the
 * 'Página Inicial'. The server refuses the page's calls anyway; this says so before any is made.
 */
export function NoPermissionScreen({ title }: NoPermissionScreenProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      {title ? <PageHeader title={title} /> : null}
      <NoticePanel
        tone="warning"
        icon={<ShieldAlert aria-hidden />}
        title={noPermissionLabels.message}
        detail={noPermissionLabels.hint}
      >
        <Button asChild variant="outline" className={css({ mt: '2' })}>
          <Link to={routeTo('home')}>
            <ArrowLeft aria-hidden />
            {noPermissionLabels.back}
          </Link>
        </Button>
      </NoticePanel>
    </div>
  );
}
