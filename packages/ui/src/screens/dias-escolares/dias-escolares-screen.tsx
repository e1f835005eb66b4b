import { useResourceAll } from '@lousa/api-client';
import {
  type AcademicCalendar,
  academicCalendarsResource,
  schoolDaysResource,
} from '@lousa/domain';
import { useState } from 'react';
import { Deferred } from '../../components/deferred/deferred';
import { ResourceListPage } from '../../components/registry';
import { diasEscolaresColumns } from './dias-escolares-columns';
import { AddRangeButton } from './dias-escolares-range-button';
import type { SchoolDayRangeDialogProps } from './dias-escolares-range-dialog';
import { CalendarSummary } from './dias-escolares-summary';
import { ManageTypesButton } from './dias-escolares-types-dialog-button';
import { diasEscolaresLabels as labels } from './labels';

const dialogs = {
  addTitle: labels.addTitle,
  editTitle: labels.editTitle,
  form: { load: () => import('./dias-escolares-form').then((module) => module.DiasEscolaresForm) },
};

// The day types' dialog and the range dialog load on the first hover, focus or press of their
// buttons.
const loadTypesDialog = () =>
  import('./dias-escolares-types-dialog').then((module) => module.default);
const loadRangeDialog = () =>
  import('./dias-escolares-range-dialog').then((module) => module.default);

/** The calendar of the year in progress (the first one, if several), else the first listed. */
function currentCalendar(calendars: readonly AcademicCalendar[] | undefined) {
  const current = calendars?.find((calendar) => calendar.status === 'IN_ACTIVITY');
  return (current ?? calendars?.[0])?.id;
}

/**
 * /app/dias-escolares: the school days, searched, sorted and paged on the server, with the add
 * and edit dialogs and the delete confirmation (from the registry kit), a range of days added at
 * once ('Adicionar período'), the day types managed in their own dialog ('Gerenciar tipos de
 * dias escolares'), and above the list the totals of a calendar (the year in progress' to start
 * with) against the law's minimums.
 */
export default function DiasEscolaresScreen() {
  const calendars = useResourceAll(academicCalendarsResource);
  const [chosen, setChosen] = useState<string>();
  const calendarId = chosen ?? currentCalendar(calendars.data);
  return (
    <ResourceListPage
      routeId="dias-escolares"
      resource={schoolDaysResource}
      columns={diasEscolaresColumns}
      actions={
        <>
          <Deferred<SchoolDayRangeDialogProps>
            load={loadRangeDialog}
            props={{ calendarId }}
            standIn={(handlers) => <AddRangeButton aria-expanded={false} {...handlers} />}
          />
          <Deferred
            load={loadTypesDialog}
            props={{}}
            standIn={(handlers) => <ManageTypesButton aria-expanded={false} {...handlers} />}
          />
        </>
      }
      aboveList={
        <CalendarSummary
          calendars={calendars.data}
          calendarId={calendarId}
          onCalendarChange={setChosen}
        />
      }
      dialogs={dialogs}
    />
  );
}
