import { CalendarCog } from 'lucide-react';
import { IconButton, type IconButtonProps } from '../../components/icon-button';
import { diasEscolaresLabels as labels } from './labels';

/** The icon button 'Gerenciar tipos de dias escolares'. */
export function ManageTypesButton(props: Omit<IconButtonProps, 'aria-label'>) {
  return (
    <IconButton variant="outline" aria-label={labels.manageTypes} aria-haspopup="dialog" {...props}>
      <CalendarCog aria-hidden />
    </IconButton>
  );
}
