import { academicCalendarsResource } from '@lousa/domain';
import { ResourceListPage } from '../../components/registry';
import { calendariosAcademicosColumns } from './calendarios-academicos-columns';
import { calendariosAcademicosLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: {
    load: () =>
      import('./calendarios-academicos-form').then((module) => module.CalendariosAcademicosForm),
  },
};

/**
 * /app/calendarios-academicos: the academic calendars (status badges), searched, sorted and
 * paged on the server, with the add and edit dialogs and the delete confirmation.
 */
export default function CalendariosAcademicosScreen() {
  return (
    <ResourceListPage
      routeId="calendarios-academicos"
      resource={academicCalendarsResource}
      columns={calendariosAcademicosColumns}
      dialogs={dialogs}
    />
  );
}
