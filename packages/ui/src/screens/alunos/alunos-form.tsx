import { useCreateResource, useMe, useResourceAll, useUpdateResource } from '@lousa/api-client';
import {
  type GuardianMatch,
  isMinor,
  type StudentBody,
  type StudentListItem,
  type StudentRecord,
  schoolUnitsResource,
  studentsResource,
} from '@lousa/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { FormDraftNotice } from '../../components/form-draft';
import {
  patchBody,
  registryLabels,
  type SaveMutation,
  SelectFormField,
  useRecordForm,
} from '../../components/registry';
import { AlunosAddressFields } from './alunos-address-fields';
import {
  type AlunoFormContext,
  alunoFormSchema,
  emptyAlunoValues,
  type GuardianMode,
  guardianMatchOf,
  personValues,
} from './alunos-form-values';
import { AlunosGuardian } from './alunos-guardian';
import { AlunosPersonFields } from './alunos-person-fields';
import { alunoFormLabels as labels } from './labels';

export interface AlunosFormProps {
  /** The record to edit (saved with PATCH); absent to add a student (POST). */
  record?: StudentRecord;
  /** After the success toast, with the student as the server answered it. */
  onDone: (saved: StudentListItem) => void;
  onCancel: () => void;
}

const styles = {
  form: css({ display: 'flex', flexDirection: 'column', gap: '6' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  unit: css({ maxWidth: { md: '50%', xl: '33%' } }),
  buttons: css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' }),
};

/** The guardian block's state, kept in the draft beside the values. */
interface GuardianDraft {
  mode: GuardianMode;
  chosen: GuardianMatch | undefined;
  sameAddress: boolean;
}

/** Focuses the first field marked invalid, in the order a person reads the page. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

/**
 * The student form, to add or edit (`record`): 'Dados do Aluno', 'Responsável' (search by CPF
 * first, see `AlunosGuardian`) and 'Endereço', validated by the domain's `studentBodySchema`
 * (react-hook-form + valibot; every message is the domain's), the first error focused. A user
 * of several units chooses the 'Unidade Escolar' of a new student. 'Salvar' creates (POST) or
 * updates (PATCH) and is disabled while saving; a 409/422 shows the server's words in a toast,
 * a 400 on its fields.
 */
export function AlunosForm({ record, onDone, onCancel }: AlunosFormProps) {
  const ids = { student: useId(), guardian: useId(), address: useId() };
  const me = useMe().data;
  const unitRequired =
    record === undefined && me !== undefined && !me.networkWide && me.schoolUnits.length > 1;
  const units = useResourceAll(schoolUnitsResource, { enabled: unitRequired });
  const unitItems = useMemo(
    () => (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    [units.data],
  );

  const [mode, setMode] = useState<GuardianMode>(
    record ? (record.guardian ? 'existing' : 'none') : 'search',
  );
  const [chosen, setChosen] = useState<GuardianMatch | undefined>(
    record?.guardian ? guardianMatchOf(record.guardian) : undefined,
  );
  const [sameAddress, setSameAddress] = useState(true);

  const create = useCreateResource(studentsResource);
  const update = useUpdateResource(studentsResource);
  const { mutateAsync: createAsync } = create;
  const { mutateAsync: updateAsync } = update;
  const recordId = record?.id;
  const mutation = useMemo<SaveMutation<StudentBody, StudentListItem>>(
    () => ({
      mutateAsync: (body) =>
        recordId === undefined
          ? createAsync(body)
          : // A PATCH keeps what it leaves out: neither `guardian` nor `guardianId` ('Sem
            // responsável') goes as `guardianId: null`, which removes the guardian.
            updateAsync({ id: recordId, body: patchBody({ guardianId: undefined, ...body }) }),
    }),
    [recordId, createAsync, updateAsync],
  );

  // What the schema reads at each validation: the guardian block's state, the unit rule.
  const context = useRef<AlunoFormContext>({ guardianMode: mode, sameAddress, unitRequired });
  const schema = useMemo(() => alunoFormSchema(() => context.current), []);
  const [defaultValues] = useState(() => {
    const values = emptyAlunoValues();
    if (record) {
      values.person = personValues(record.person);
      values.guardianId = record.guardian?.id ?? '';
    }
    return values;
  });
  const { form, submit, isSubmitting, draft } = useRecordForm({
    schema,
    defaultValues,
    mutation,
    successToast: record ? studentsResource.messages.updated : studentsResource.messages.created,
    onSuccess: onDone,
    // A 30-field form: what was typed is kept in this browser until saved (decision 0024).
    draft: {
      screen: 'alunos',
      recordId,
      extra: {
        value: { mode, chosen, sameAddress } satisfies GuardianDraft,
        restore: (value) => {
          const kept = value as GuardianDraft;
          setMode(kept.mode);
          setChosen(kept.chosen);
          setSameAddress(kept.sameAddress);
        },
      },
    },
  });
  const { control } = form;

  const birthDate = useWatch({ control, name: 'person.birthDate' });
  const adult = birthDate !== '' && !isMinor(birthDate);
  // 'Sem responsável' holds only while the birth date says adult.
  const guardianMode: GuardianMode = mode === 'none' && !adult ? 'search' : mode;
  context.current = { guardianMode, sameAddress, unitRequired };

  // react-hook-form focuses by the order the fields registered; a person reads the page in
  // order, so after a refused 'Salvar' the first field marked invalid on the page takes it,
  // once the errors are on screen.
  const formRef = useRef<HTMLFormElement>(null);
  const { submitCount, errors } = form.formState;
  const hasErrors = Object.keys(errors).length > 0;
  const handledSubmit = useRef(0);
  useEffect(() => {
    if (submitCount === handledSubmit.current) return;
    handledSubmit.current = submitCount;
    if (hasErrors) focusFirstInvalid(formRef.current);
  }, [submitCount, hasErrors]);

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-busy={isSubmitting || undefined}
      className={styles.form}
    >
      <FormDraftNotice draft={draft} />
      <Card.Root role="region" aria-labelledby={ids.student}>
        <Card.Header>
          <Card.Title id={ids.student}>{labels.studentSection}</Card.Title>
          <Card.Description>{labels.studentSectionHelp}</Card.Description>
        </Card.Header>
        <Card.Body className={styles.body}>
          {unitRequired ? (
            <SelectFormField
              control={control}
              name="schoolUnitId"
              label={labels.schoolUnit}
              placeholder={labels.schoolUnitPlaceholder}
              items={unitItems}
              className={styles.unit}
              required
            />
          ) : null}
          <AlunosPersonFields control={control} prefix="person" />
        </Card.Body>
      </Card.Root>
      <Card.Root role="region" aria-labelledby={ids.guardian}>
        <Card.Header>
          <Card.Title id={ids.guardian}>{labels.guardianSection}</Card.Title>
        </Card.Header>
        <Card.Body>
          <AlunosGuardian
            form={form}
            mode={guardianMode}
            onModeChange={setMode}
            chosen={chosen}
            onChosenChange={setChosen}
            sameAddress={sameAddress}
            onSameAddressChange={setSameAddress}
            adult={adult}
          />
        </Card.Body>
      </Card.Root>
      <Card.Root role="region" aria-labelledby={ids.address}>
        <Card.Header>
          <Card.Title id={ids.address}>{labels.addressSection}</Card.Title>
        </Card.Header>
        <Card.Body>
          <AlunosAddressFields control={control} prefix="person" />
        </Card.Body>
      </Card.Root>
      <div className={styles.buttons}>
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          {registryLabels.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {registryLabels.save}
        </Button>
      </div>
    </form>
  );
}
