import { sampleAttendanceRecords } from '../../fixtures/pedagogical';
import { AttendanceRecordsView } from './attendance-records-view';

/** Container of /app/frequencias: fixed sample records (spec §1); later a query. */
export default function FrequenciasScreen() {
  return <AttendanceRecordsView records={sampleAttendanceRecords} />;
}
