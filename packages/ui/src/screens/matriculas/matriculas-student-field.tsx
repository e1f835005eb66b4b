import { useEffect, useRef, useState } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { Field, RequiredLabel } from '../../components/field';
import { matriculaFormLabels as labels } from './labels';
import type { StudentChoice } from './matriculas-form-values';
import { MatriculasStudentCombobox } from './matriculas-student-combobox';
import { useStudentSearch } from './use-matriculas-student-search';

export interface MatriculasStudentFieldProps<T extends FieldValues> {
  // biome-ignore lint/suspicious/noExplicitAny: any form context and output
  control: Control<T, any, any>;
  /** The form field holding the chosen student's id ('' for none). */
  name: FieldPath<T>;
  /** A student to start with (the address's `?studentId=`), once it is known. */
  initial?: StudentChoice;
}

/**
 * 'Aluno*': the student combobox bound to a form field (the student's id), searching the
 * server as the person types; the field's error shows under it.
 */
export function MatriculasStudentField<T extends FieldValues>({
  control,
  name,
  initial,
}: MatriculasStudentFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [chosen, setChosen] = useState<StudentChoice | null>(null);
  const [typed, setTyped] = useState('');
  const search = useStudentSearch(typed);
  const { onChange } = field;

  // The address's student, once it arrives, unless one was chosen meanwhile.
  const started = useRef(false);
  const current: unknown = field.value;
  useEffect(() => {
    if (!initial || started.current) return;
    started.current = true;
    if (current) return;
    setChosen(initial);
    onChange(initial.id);
  }, [initial, current, onChange]);
  // What the form holds decides (a reset empties it).
  const shown = chosen && chosen.id === current ? chosen : null;

  return (
    <Field required errorText={fieldState.error?.message}>
      <MatriculasStudentCombobox
        ref={field.ref}
        name={field.name}
        label={<RequiredLabel>{labels.student}</RequiredLabel>}
        placeholder={labels.studentPlaceholder}
        value={shown}
        onValueChange={(student) => {
          setChosen(student);
          onChange(student?.id ?? '');
        }}
        onSearch={setTyped}
        status={search.status}
        students={search.students}
        onBlur={field.onBlur}
      />
    </Field>
  );
}
