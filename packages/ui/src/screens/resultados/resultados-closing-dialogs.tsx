import {
  type ClassroomCloseRefusedError,
  errorMessage,
  isClassroomCloseRefused,
  useCloseClassroom,
  useReopenClassroom,
  useResourceAll,
} from '@lousa/api-client';
import {
  academicTermsResource,
  type ClassroomReopenBody,
  classroomReopenSchema,
} from '@lousa/domain';
import { useContext, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { ConfirmDialog, FormDialog, useRecordForm } from '../../components/registry';
import { FormDialogBusyContext } from '../../components/registry/form-dialog-context';
import { Textarea } from '../../components/textarea';
import { toaster } from '../../components/toaster';
import { closingLabels as labels } from './labels';
import { describeGaps } from './resultados-closing-gaps';

/** Which closing dialog was asked for, and the button the focus goes back to. */
export interface ClosingAsked {
  kind: 'close' | 'reopen';
  open: boolean;
  trigger: HTMLElement | null;
}

export interface ClosingDialogsProps {
  classroom: { id: string; name: string };
  asked: ClosingAsked | undefined;
  onClose: () => void;
  /** While a close or reopen is being sent (the page's buttons wait). */
  onBusyChange: (busy: boolean) => void;
}

const styles = {
  gaps: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    maxH: '60vh',
    overflowY: 'auto',
    listStyle: 'disc',
    pl: '5',
    m: '0',
  }),
  link: css({
    color: 'fg.default',
    textDecoration: 'underline',
    _hover: { color: 'accent.default' },
  }),
  count: css({ textStyle: 'sm', color: 'fg.muted', mb: '3' }),
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
};

/**
 * The dialogs of 'Encerrar Turma' and 'Reabrir Turma', loaded the first time one is asked for:
 * the confirmation naming the class and what becomes read-only; when the server refuses, the
 * gaps it listed, each a link to where it is filled; the reopening with its required reason.
 * Success: a toast, and the class and its results are read again. A refusal without gaps (403,
 * 409): the server's message in an error toast.
 */
export default function ClosingDialogs({
  classroom,
  asked,
  onClose,
  onBusyChange,
}: ClosingDialogsProps) {
  const { mutateAsync: close } = useCloseClassroom();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ClassroomCloseRefusedError>();
  const focusBack = () => (asked?.trigger?.isConnected ? asked.trigger : null);
  const working = (next: boolean) => {
    setBusy(next);
    onBusyChange(next);
  };

  const confirmClose = async () => {
    if (busy) return;
    working(true);
    try {
      await close(classroom.id);
      toaster.create({ type: 'success', title: labels.closed(classroom.name) });
      onClose();
    } catch (error) {
      if (isClassroomCloseRefused(error)) setRefusal(error);
      else {
        toaster.create({ type: 'error', title: errorMessage(error) });
        onClose();
      }
    } finally {
      working(false);
    }
  };

  return (
    <>
      <ConfirmDialog
        open={asked?.kind === 'close' && asked.open && !refusal}
        title={labels.closeTitle(classroom.name)}
        description={labels.closeDescription}
        confirmLabel={labels.close}
        busy={busy}
        onConfirm={confirmClose}
        onCancel={onClose}
        finalFocusEl={focusBack}
      />
      <GapsDialog
        classroomId={classroom.id}
        refusal={refusal}
        onClose={() => {
          setRefusal(undefined);
          onClose();
        }}
        finalFocusEl={focusBack}
      />
      <FormDialog
        title={labels.reopenTitle(classroom.name)}
        description={labels.reopenDescription}
        open={asked?.kind === 'reopen' && asked.open}
        onOpenChange={(open) => {
          if (!open) onClose();
        }}
        finalFocusEl={focusBack}
      >
        {(done) => <ReopenForm classroom={classroom} onDone={done} onBusyChange={onBusyChange} />}
      </FormDialog>
    </>
  );
}

/** The server's refusal: its message, then each gap as a link to where it is filled. */
function GapsDialog({
  classroomId,
  refusal,
  onClose,
  finalFocusEl,
}: {
  classroomId: string;
  refusal: ClassroomCloseRefusedError | undefined;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}) {
  // The terms' names, for the grades' lines.
  const needsTerms = Boolean(refusal?.missing.some((gap) => gap.academicTermId));
  const terms = useResourceAll(academicTermsResource, { enabled: needsTerms });
  const gaps = useMemo(() => {
    const names = new Map((terms.data ?? []).map((term) => [term.id, term.title]));
    return describeGaps(refusal?.missing ?? [], classroomId, (id) => names.get(id));
  }, [refusal, terms.data, classroomId]);
  return (
    <Dialog.Root
      open={Boolean(refusal)}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      finalFocusEl={finalFocusEl}
    >
      <Dialog.Content>
        <Dialog.Header>
          <Dialog.Title>{labels.gapsTitle}</Dialog.Title>
          <Dialog.Description>{refusal?.message}</Dialog.Description>
        </Dialog.Header>
        {gaps.length > 0 ? (
          <Dialog.Body>
            <p className={styles.count}>{labels.gapsCount(gaps.length)}</p>
            <ul aria-label={labels.gapsList} className={styles.gaps}>
              {gaps.map((gap) => (
                <li key={`${gap.href}|${gap.text}`}>
                  <Link className={styles.link} to={gap.href}>
                    {gap.text}
                  </Link>
                </li>
              ))}
            </ul>
          </Dialog.Body>
        ) : null}
        <Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">{labels.closeGaps}</Button>
          </Dialog.CloseTrigger>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * 'Motivo' (required: the domain's message when empty, nothing sent), then 'Voltar' and 'Reabrir
 * Turma'. Busy while it is sent; a refusal comes back in an error toast and the reason stays.
 */
function ReopenForm({
  classroom,
  onDone,
  onBusyChange,
}: {
  classroom: { id: string; name: string };
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const { mutateAsync } = useReopenClassroom();
  const mutation = useMemo(
    () => ({
      mutateAsync: (body: ClassroomReopenBody) => mutateAsync({ id: classroom.id, body }),
    }),
    [mutateAsync, classroom.id],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: classroomReopenSchema,
    defaultValues: { reason: '' },
    mutation,
    successToast: labels.reopened(classroom.name),
    onSuccess: onDone,
  });
  const setBusy = useContext(FormDialogBusyContext);
  useEffect(() => {
    setBusy(isSubmitting);
    onBusyChange(isSubmitting);
    return () => {
      setBusy(false);
      onBusyChange(false);
    };
  }, [isSubmitting, setBusy, onBusyChange]);
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={styles.form}
    >
      <Dialog.Body>
        <Field label={labels.reason} required errorText={form.formState.errors.reason?.message}>
          <Textarea {...form.register('reason')} rows={4} placeholder={labels.reasonPlaceholder} />
        </Field>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {labels.back}
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit" loading={isSubmitting}>
          {labels.reopen}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
