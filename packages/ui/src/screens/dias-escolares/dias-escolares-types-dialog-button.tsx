import { CalendarCog } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/button';
import { diasEscolaresLabels as labels } from './labels';

/** The secondary button 'Gerenciar tipos de dias escolares', its words on it beside its icon. */
export function ManageTypesButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button variant="outline" aria-haspopup="dialog" {...props}>
      <CalendarCog aria-hidden />
      {labels.manageTypes}
    </Button>
  );
}
