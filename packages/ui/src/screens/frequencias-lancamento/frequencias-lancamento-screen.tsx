import { isApiError, useAttendance, useSaveAttendance } from '@lousa/api-client';
import { type AttendanceBody, toasts } from '@lousa/domain';
import { FileQuestion } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { RegistryLoadError } from '../../components/registry';
import { Skeleton } from '../../components/skeleton';
import { toaster } from '../../components/toaster';
import { getRoute, routeTo } from '../../routes/route-table';
import { attendanceDayOf } from './frequencias-lancamento-day-params';
import { attendanceSaveBody } from './frequencias-lancamento-values';
import { AttendanceLaunchView } from './frequencias-lancamento-view';
import { attendanceLaunchLabels as labels } from './labels';

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  loading: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  line: css({ height: '10', width: 'full' }),
  missing: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '4',
    p: '6',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'border.default',
    bg: 'bg.default',
  }),
  missingText: css({ display: 'flex', alignItems: 'flex-start', gap: '2', fontWeight: 'medium' }),
};

const renderLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <Link to={href}>{children}</Link>
);

/** A day that cannot be shown: why (the address, or the server's words) and the way back. */
function DayProblem({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.missing}>
      <p className={styles.missingText}>
        <FileQuestion aria-hidden />
        {message}
      </p>
      <Button asChild variant="outline">
        <Link to={routeTo('frequencias')}>{labels.backToList}</Link>
      </Button>
    </div>
  );
}

/**
 * /app/frequencias/lancamento?classroomId=&curricularComponentId=&date=YYYY-MM-DD: one day's
 * attendance (GET /attendance), saved whole (PUT /attendance) with a success toast. An address
 * that names no day, or a day the server refuses (not a lesson day, not the user's class), says
 * so with the way back to 'Frequências'; any other failure offers 'Tentar novamente'.
 */
export default function FrequenciasLancamentoScreen() {
  const route = getRoute('frequencias-lancamento');
  const [params] = useSearchParams();
  const search = params.toString();
  const ref = useMemo(() => attendanceDayOf(new URLSearchParams(search)) ?? undefined, [search]);
  const day = useAttendance(ref);
  const { mutateAsync } = useSaveAttendance();

  const onSave = async (attendance: AttendanceBody) => {
    if (!ref) throw new Error('no day');
    const saved = await mutateAsync(attendanceSaveBody(ref, attendance));
    toaster.create({ type: 'success', title: toasts.attendanceSaved });
    return saved;
  };

  // The server's refusal of this day (404, 403, 422): its words; it would answer the same again.
  const refused =
    isApiError(day.error) && day.error.status >= 400 && day.error.status < 500
      ? day.error
      : undefined;
  let content: ReactNode;
  if (!ref) content = <DayProblem message={labels.badAddress} />;
  else if (refused) content = <DayProblem message={refused.message} />;
  else if (day.isError)
    content = <RegistryLoadError onRetry={day.refetch} retrying={day.isFetching} />;
  else if (!day.data)
    content = (
      <div className={styles.loading} role="status" aria-busy="true" aria-label={labels.loading}>
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
      </div>
    );
  else
    content = (
      <AttendanceLaunchView
        key={`${ref.classroomId}:${ref.curricularComponentId}:${ref.date}`}
        day={day.data}
        onSave={onSave}
      />
    );

  return (
    <div className={styles.page}>
      <PageHeader
        title={route.title}
        subtitle={route.subtitle}
        backHref={routeTo('frequencias')}
        renderLink={renderLink}
      />
      {content}
    </div>
  );
}
