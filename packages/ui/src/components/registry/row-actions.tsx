import { EllipsisVertical, type LucideIcon } from 'lucide-react';
import { Deferred } from '../deferred/deferred';
import { IconButton, type IconButtonProps } from '../icon-button';
import { registryLabels as labels } from './labels';

/** One more entry of a row's menu (a user's 'Desativar'), after 'Editar'. */
export interface RowAction {
  /** Unique in the menu. */
  value: string;
  label: string;
  icon?: LucideIcon;
  /** Styled as a destructive entry. */
  danger?: boolean;
  /** Gets the row's actions button, for the focus to go back to. */
  onSelect: (trigger: HTMLElement | null) => void;
}

export interface RowActionsProps {
  /** How a person names the row ('Ações para <name>'). */
  name: string;
  /** 'Editar'; absent: no such entry. */
  onEdit?: (trigger: HTMLElement | null) => void;
  /** Entries between 'Editar' and 'Excluir'. */
  more?: readonly RowAction[];
  /** 'Excluir'; absent: no such entry. */
  onDelete?: (trigger: HTMLElement | null) => void;
  /** Called when the person shows intent on the button (e.g. to load the edit dialog ahead). */
  onIntent?: () => void;
}

/** The 'Ações para <name>' button. */
export function RowActionsButton({
  name,
  ...props
}: { name: string } & Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton variant="ghost" size="sm" aria-label={labels.actionsFor(name)} {...props}>
      <EllipsisVertical aria-hidden />
    </IconButton>
  );
}

const loadMenu = () => import('./row-actions-menu').then((module) => module.default);

/**
 * The last cell of a registry row: a button 'Ações para <name>' opening a menu with 'Editar', the
 * registry's own entries (`more`) and 'Excluir'. Each callback gets the button, for the focus to
 * go back to it afterwards. The menu's code loads on the first hover, focus or press of a row's
 * button.
 */
export function RowActions(props: RowActionsProps) {
  return (
    <Deferred
      load={loadMenu}
      props={props}
      onIntent={props.onIntent}
      standIn={(handlers) => (
        <RowActionsButton
          name={props.name}
          aria-haspopup="menu"
          aria-expanded={false}
          {...handlers}
        />
      )}
    />
  );
}
