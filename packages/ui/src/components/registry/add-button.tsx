import { Plus } from 'lucide-react';
import { Button, type ButtonProps } from '../button';
import { registryLabels as labels } from './labels';

/** The 'Adicionar' button of a list page (also a dialog trigger: it passes its props on). */
export function AddButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button {...props}>
      <Plus aria-hidden />
      {labels.add}
    </Button>
  );
}
