import { Portal } from '@ark-ui/react/portal';
import { Pencil, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { css } from 'styled-system/css';
import { Menu } from '../menu';
import { registryLabels as labels } from './labels';
import { RowActionsButton, type RowActionsProps } from './row-actions';

const danger = css({ color: 'fg.error', '& svg': { color: 'fg.error' } });

/** The row's menu itself, loaded on first intent (see `RowActions`). */
export default function RowActionsMenu({ name, onEdit, more = [], onDelete }: RowActionsProps) {
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
        <RowActionsButton name={name} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {onEdit ? (
              <Menu.Item value="edit" onClick={act(onEdit)}>
                <Pencil aria-hidden /> {labels.edit}
              </Menu.Item>
            ) : null}
            {more.map(({ value, label, icon: Icon, danger: isDanger, onSelect }) => (
              <Menu.Item
                key={value}
                value={value}
                className={isDanger ? danger : undefined}
                onClick={act(onSelect)}
              >
                {Icon ? <Icon aria-hidden /> : null} {label}
              </Menu.Item>
            ))}
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
