import { Portal } from '@ark-ui/react/portal';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { IconButton } from '../icon-button';
import { Menu } from '../menu';
import { registryLabels as labels } from './labels';

export interface RowActionsProps {
  /** How a person names the row ('Ações para <name>'). */
  name: string;
  /** 'Editar'; absent: no such entry. */
  onEdit?: (trigger: HTMLElement | null) => void;
  /** 'Excluir'; absent: no such entry. */
  onDelete?: (trigger: HTMLElement | null) => void;
}

const danger = css({ color: 'fg.error', '& svg': { color: 'fg.error' } });

/**
 * The last cell of a registry row: a button 'Ações para <name>' opening a menu with 'Editar' and
 * 'Excluir'. Each callback gets the button, for the focus to go back to it afterwards.
 */
export function RowActions({ name, onEdit, onDelete }: RowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // An entry acts on its own click (a pointer's, or the one Enter dispatches on the highlighted
  // entry). The menu gives the focus back to its button in a microtask; a dialog opened before
  // that would see the focus leave it and close at once, so the action runs after.
  const act = (action: (trigger: HTMLElement | null) => void) => () => {
    setTimeout(() => action(trigger.current), 0);
  };
  return (
    <Menu.Root lazyMount unmountOnExit>
      <Menu.Trigger ref={trigger} asChild>
        <IconButton variant="ghost" size="sm" aria-label={labels.actionsFor(name)}>
          <EllipsisVertical aria-hidden />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {onEdit ? (
              <Menu.Item value="edit" onClick={act(onEdit)}>
                <Pencil aria-hidden /> {labels.edit}
              </Menu.Item>
            ) : null}
            {onDelete ? (
              <Menu.Item value="delete" className={danger} onClick={act(onDelete)}>
                <Trash2 aria-hidden /> {labels.delete}
              </Menu.Item>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
