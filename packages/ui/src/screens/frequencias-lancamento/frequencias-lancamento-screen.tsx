import { toasts } from '@lousa/domain';
import { toaster } from '../../components/toaster';
import { sampleRoster } from '../../fixtures/pedagogical';
import { AttendanceLaunchView } from './attendance-launch-view';

/**
 * Container of /app/frequencias/lancamento. The roster is fixed sample data and the attendance
 * is not sent anywhere yet (spec §4); the user is told so instead of being shown a false success.
 */
export default function FrequenciasLancamentoScreen() {
  return (
    <AttendanceLaunchView
      students={sampleRoster}
      onSave={() => {
        toaster.info({
          title: toasts.attendanceValidated,
          description: toasts.savingUnavailable,
        });
      }}
      onInvalid={(messages) => {
        toaster.error({ title: messages[0] ?? '', description: messages.slice(1).join(' ') });
      }}
    />
  );
}
