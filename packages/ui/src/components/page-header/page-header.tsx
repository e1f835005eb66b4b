import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { pageHeader } from 'styled-system/recipes';
import { Button } from '../button';
import { IconButton } from '../icon-button';

export type PageHeaderProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or links at the end of the header. */
  actions?: ReactNode;
  /** Back button: a click handler ... */
  onBack?: () => void;
  /** ... or a link target, rendered by `renderLink` (the router's Link) or a plain anchor. */
  backHref?: string;
  renderLink?: (props: { href: string; children: ReactNode }) => ReactNode;
};

/** The page's title (h1), subtitle, actions and an optional 'Voltar' button. */
export function PageHeader({
  title,
  subtitle,
  actions,
  onBack,
  backHref,
  renderLink,
}: PageHeaderProps) {
  const styles = pageHeader();
  const arrow = <ArrowLeft aria-hidden />;
  const back = backHref ? (
    <Button asChild variant="ghost" data-icon-button="" aria-label="Voltar">
      {renderLink ? (
        renderLink({ href: backHref, children: arrow })
      ) : (
        <a href={backHref}>{arrow}</a>
      )}
    </Button>
  ) : onBack ? (
    <IconButton variant="ghost" aria-label="Voltar" onClick={onBack}>
      {arrow}
    </IconButton>
  ) : null;
  return (
    <header className={styles.root}>
      {back ? <div className={styles.back}>{back}</div> : null}
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
