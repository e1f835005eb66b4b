import { useResourceItem } from '@lousa/api-client';
import { classroomsResource, formatDate } from '@lousa/domain';
import { Lock, LockOpen } from 'lucide-react';
import { type ComponentType, useCallback, useState } from 'react';
import { css } from 'styled-system/css';
import { useCan } from '../../components/access';
import { Button } from '../../components/button';
import { type Loader, preload, useLoaded } from '../../components/deferred/deferred';
import { closingLabels as labels } from './labels';
import type { ClosingAsked, ClosingDialogsProps } from './resultados-closing-dialogs';

const loadDialogs: Loader<ClosingDialogsProps> = () =>
  import('./resultados-closing-dialogs').then((module) => module.default);
const preloadDialogs = () => {
  preload(loadDialogs).catch(() => {
    // Tried again when a dialog is asked for.
  });
};

const styles = {
  bar: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
  }),
  status: css({
    textStyle: 'sm',
    color: 'fg.muted',
    display: 'flex',
    alignItems: 'center',
    gap: '2',
  }),
  closed: css({ color: 'fg.default', fontWeight: 'semibold' }),
  icon: css({ width: '4', height: '4' }),
};

/**
 * The class's closing on 'Resultados da Turma' (issue 28), for who may act on it as the server
 * guards it: 'Encerrar Turma' for who enrols into the class ('enrollments.write'), 'Reabrir Turma'
 * on a closed class for who corrects records ('pedagogy.correct-records'); the class shown as
 * 'Encerrada em DD/MM/AAAA' once closed. Nothing for anyone else (the server still decides).
 */
export function ResultadosClosing({ classroom }: { classroom: { id: string; name: string } }) {
  const mayClose = useCan('enrollments.write');
  const mayReopen = useCan('pedagogy.correct-records');
  const item = useResourceItem(
    classroomsResource,
    mayClose || mayReopen ? classroom.id : undefined,
  );
  const [asked, setAsked] = useState<ClosingAsked>();
  const [busy, setBusy] = useState(false);
  const Dialogs = useLoaded(loadDialogs, Boolean(asked)) as
    | ComponentType<ClosingDialogsProps>
    | undefined;
  const onClose = useCallback(
    () => setAsked((current) => current && { ...current, open: false }),
    [],
  );
  if (!item.data || item.data.id !== classroom.id) return null;
  const closedAt = item.data.closedAt;
  const ask = (kind: ClosingAsked['kind']) => (event: { currentTarget: HTMLElement }) =>
    setAsked({ kind, open: true, trigger: event.currentTarget });
  const action = closedAt ? (mayReopen ? 'reopen' : undefined) : mayClose ? 'close' : undefined;
  return (
    <section aria-label={labels.region} className={styles.bar}>
      <p className={styles.status}>
        {closedAt ? (
          <>
            <Lock aria-hidden className={styles.icon} />
            <span className={styles.closed}>{labels.closedOn(formatDate(closedAt))}</span>
          </>
        ) : (
          <>
            <LockOpen aria-hidden className={styles.icon} />
            {labels.open}
          </>
        )}
      </p>
      {action ? (
        <Button
          variant={action === 'close' ? undefined : 'outline'}
          disabled={busy}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          onClick={ask(action)}
        >
          {action === 'close' ? labels.close : labels.reopen}
        </Button>
      ) : null}
      {Dialogs && asked ? (
        <Dialogs classroom={classroom} asked={asked} onClose={onClose} onBusyChange={setBusy} />
      ) : null}
    </section>
  );
}
