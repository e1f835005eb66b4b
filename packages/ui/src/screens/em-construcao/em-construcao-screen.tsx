import { Construction } from 'lucide-react';
import { css } from 'styled-system/css';
import { NoticePanel } from '../../components/notice-panel';
import { PageHeader } from '../../components/page-header';

export const underConstructionLabels = {
  title: 'Esta tela está em construção.',
  detail: 'Em breve você poderá usá-la por aqui.',
} as const;

export interface UnderConstructionScreenProps {
  /** The route's page title. */
  title: string;
  subtitle?: string;
}

/** What a route shows until its screen is built: its title and an 'em construção' line. */
export function UnderConstructionScreen({ title, subtitle }: UnderConstructionScreenProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PageHeader title={title} subtitle={subtitle} />
      <NoticePanel
        icon={<Construction aria-hidden />}
        title={underConstructionLabels.title}
        detail={underConstructionLabels.detail}
      />
    </div>
  );
}
