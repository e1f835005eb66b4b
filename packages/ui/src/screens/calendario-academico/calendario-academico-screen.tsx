import { todayIso } from '@lousa/domain';
import { useState } from 'react';
import { sampleEvents } from '../../fixtures/pedagogical';
import { AcademicCalendarView } from './academic-calendar-view';

/** Container of /app/calendario-academico: sample events around today (spec §2); later a query. */
export default function CalendarioAcademicoScreen() {
  const [today] = useState(() => new Date());
  const [events] = useState(() => sampleEvents(today));
  return <AcademicCalendarView events={events} defaultDate={todayIso(today)} />;
}
