import { Field as ArkField } from '@ark-ui/react/field';
import { errorMessage, isApiError, useImportBncc } from '@lousa/api-client';
import {
  BNCC_IMPORT_MAX_BYTES,
  type BnccImportResult,
  bnccImportSchema,
  serverMessages,
  toasts,
} from '@lousa/domain';
import { CircleAlert, Eye, Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { input as inputRecipe } from 'styled-system/recipes';
import * as v from 'valibot';
import { Button } from '../../components/button';
import { callout } from '../../components/callout';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { toaster } from '../../components/toaster';
import { BnccImportPreview } from './importar-bncc-preview';
import { readCsvFile } from './importar-bncc-read-csv-file';
import { bnccImportLabels as labels } from './labels';

export interface BnccImportFormProps {
  /** While a preview or an import is on its way (the dialog should not close meanwhile). */
  onBusyChange: (busy: boolean) => void;
  /** After a successful import (and its toast): close the dialog. */
  onDone: () => void;
}

const styles = {
  // The file and its format hint, then 'Pré-visualizar' under them.
  chooser: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }),
  field: css({ w: 'full' }),
  file: css({
    py: '1.5',
    cursor: 'pointer',
    '&::file-selector-button': {
      me: '3',
      px: '3',
      py: '1',
      borderWidth: '1px',
      borderRadius: 'l1',
      bg: 'bg.subtle',
      color: 'fg.default',
      cursor: 'pointer',
    },
  }),
};

/** A file this many bytes long is not read at all (the text could only be refused). */
const MAX_FILE_BYTES = BNCC_IMPORT_MAX_BYTES * 4;

/**
 * The body of 'Importar BNCC': 'Arquivo CSV' (read in the browser), 'Pré-visualizar' (POST with
 * `dryRun: true`, the answer shown by `BnccImportPreview`) and 'Importar' — enabled once a
 * preview has standards to add and no line with an error — which imports (`dryRun: false`),
 * shows '<n> normas BNCC importadas com sucesso!' and closes. A refusal of the server (a 422 for
 * lines with errors) is shown above the buttons; nothing was imported then.
 */
export default function BnccImportForm({ onBusyChange, onDone }: BnccImportFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const [csv, setCsv] = useState<string>();
  const [reading, setReading] = useState(false);
  const [fileError, setFileError] = useState<string>();
  const [preview, setPreview] = useState<BnccImportResult>();
  const [refusal, setRefusal] = useState<string>();
  const { mutateAsync, isPending, variables } = useImportBncc();
  const previewing = isPending && variables?.dryRun === true;
  // Where focus goes once an answer is shown (the pressed button was disabled meanwhile).
  const summary = useRef<HTMLParagraphElement>(null);
  const refusalRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (preview) summary.current?.focus();
  }, [preview]);
  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);
  // Only the last file chosen counts (a slower read of an earlier one is dropped).
  const lastRead = useRef(0);
  const busy = isPending || reading;
  useEffect(() => onBusyChange(isPending), [isPending, onBusyChange]);
  useEffect(() => () => onBusyChange(false), [onBusyChange]);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setCsv(undefined);
    setPreview(undefined);
    setRefusal(undefined);
    setFileError(undefined);
    const id = ++lastRead.current;
    setReading(false);
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileError(serverMessages.bnccFileTooLarge);
      return;
    }
    setReading(true);
    try {
      const text = await readCsvFile(file);
      if (id === lastRead.current) setCsv(text);
    } catch (error) {
      if (id === lastRead.current) setFileError(errorMessage(error));
    } finally {
      if (id === lastRead.current) setReading(false);
    }
  };

  /** Sends the file (a preview or the import); a 400 on `csv` goes under the file. */
  const send = async (dryRun: boolean) => {
    setRefusal(undefined);
    const body = v.safeParse(bnccImportSchema, { csv: csv ?? '', dryRun });
    if (!body.success) {
      setFileError(body.issues[0]?.message);
      input.current?.focus();
      return undefined;
    }
    try {
      return await mutateAsync(body.output);
    } catch (error) {
      const onFile = isApiError(error) ? error.fieldErrors.csv : undefined;
      if (onFile) setFileError(onFile);
      else setRefusal(errorMessage(error));
      return undefined;
    }
  };

  const runPreview = async () => {
    setPreview(undefined);
    const result = await send(true);
    if (result) setPreview(result);
  };

  const runImport = async () => {
    const result = await send(false);
    if (!result) return;
    toaster.create({ type: 'success', title: toasts.bnccImported(result.added.length) });
    onDone();
  };

  const canImport = Boolean(preview && preview.added.length > 0 && preview.errors.length === 0);
  return (
    <>
      <Dialog.Body aria-busy={busy || undefined}>
        <div className={styles.chooser}>
          <Field
            label={labels.file}
            helperText={labels.formatHint}
            errorText={fileError}
            className={styles.field}
          >
            <ArkField.Input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              className={cx(inputRecipe(), styles.file)}
              disabled={isPending}
              onChange={chooseFile}
            />
          </Field>
          <Button variant="outline" loading={previewing} disabled={busy} onClick={runPreview}>
            <Eye aria-hidden />
            {labels.preview}
          </Button>
        </div>
        {refusal ? (
          <p ref={refusalRef} tabIndex={-1} role="alert" className={callout({ tone: 'error' })}>
            <CircleAlert aria-hidden />
            {refusal}
          </p>
        ) : null}
        {preview ? <BnccImportPreview result={preview} summaryRef={summary} /> : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline" disabled={isPending}>
            {labels.cancel}
          </Button>
        </Dialog.CloseTrigger>
        <Button
          loading={isPending && !previewing}
          disabled={!canImport || busy}
          onClick={runImport}
        >
          <Upload aria-hidden />
          {labels.import}
        </Button>
      </Dialog.Footer>
    </>
  );
}
