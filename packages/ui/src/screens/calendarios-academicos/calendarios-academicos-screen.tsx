import { useAcademicCalendars } from '@lousa/api-client';
import { RegistryPage } from '../../components/registry';
import { calendariosAcademicosColumns } from './calendarios-academicos-columns';
import { CalendariosAcademicosDialog } from './calendarios-academicos-dialog';

/** /app/calendarios-academicos: the academic calendars and the add dialog. */
export default function CalendariosAcademicosScreen() {
  const calendars = useAcademicCalendars();
  return (
    <RegistryPage
      routeId="calendarios-academicos"
      columns={calendariosAcademicosColumns}
      query={calendars}
      actions={<CalendariosAcademicosDialog />}
    />
  );
}
