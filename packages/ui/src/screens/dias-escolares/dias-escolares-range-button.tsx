import { CalendarRange } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/button';
import { diasEscolaresLabels as labels } from './labels';

/** The secondary button 'Adicionar período', its words on it beside its icon. */
export function AddRangeButton(props: Omit<ButtonProps, 'children'>) {
  return (
    <Button variant="outline" aria-haspopup="dialog" {...props}>
      <CalendarRange aria-hidden />
      {labels.addRange}
    </Button>
  );
}
