import { Portal } from '@ark-ui/react/portal';
import { DROPDOWN_MAX_HEIGHT_PX, formatCpf, formatDate } from '@lousa/domain';
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import { forwardRef, type ReactNode, useMemo } from 'react';
import { Combobox, comboboxInputStyles } from '../../components/combobox';
import { matriculaFormLabels as labels } from './labels';
import type { StudentChoice } from './matriculas-form-values';
import { studentComboboxStyles } from './matriculas-student-combobox.styles';
import type { StudentSearchStatus } from './use-matriculas-student-search';

export interface MatriculasStudentComboboxProps {
  /** The label, possibly with a Field's required marker. */
  label: ReactNode;
  /** The student chosen (controlled), or null. */
  value: StudentChoice | null;
  onValueChange: (student: StudentChoice | null) => void;
  /** What a person types in the box (the search follows it). */
  onSearch: (text: string) => void;
  /** The search's state and the students it found. */
  status: StudentSearchStatus;
  students: readonly StudentChoice[];
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  disabled?: boolean;
}

/** 'CPF 000.000.000-00 · Nascimento 01/02/2015' ('Sem CPF' for a child without one). */
export const studentDetail = (student: StudentChoice) =>
  `${student.cpf ? labels.cpf(formatCpf(student.cpf)) : labels.noCpf} · ${labels.birthDate(formatDate(student.birthDate))}`;

const notices: Record<Exclude<StudentSearchStatus, 'done'>, string> = {
  short: labels.studentHint,
  searching: labels.studentSearching,
  error: labels.studentSearchError,
};

/**
 * A student chosen by typing: what is typed goes to the server's search (the container sends
 * it); the students found are listed with name, CPF and birth date. Before two characters it
 * says how to search; while the search runs, 'Buscando alunos…'; none found, 'Nenhum aluno
 * encontrado'. Leaving the box without choosing puts the chosen student's name back.
 */
export const MatriculasStudentCombobox = forwardRef<
  HTMLInputElement,
  MatriculasStudentComboboxProps
>(function MatriculasStudentCombobox(
  { label, value, onValueChange, onSearch, status, students, onBlur, placeholder, disabled, name },
  ref,
) {
  const styles = { ...comboboxInputStyles(), ...studentComboboxStyles() };
  // Before any search, the student chosen (one the address gave) is the list, so that the box
  // can show the name.
  const preset = students.length === 0 && status === 'short' ? value : null;
  const collection = useMemo(
    () =>
      Combobox.createListCollection<StudentChoice>({
        items: preset ? [preset] : [...students],
        itemToValue: (student) => student.id,
        itemToString: (student) => student.name,
      }),
    [students, preset],
  );
  const notice =
    status === 'done'
      ? students.length === 0
        ? labels.studentNone
        : undefined
      : status === 'searching' && students.length > 0
        ? undefined
        : notices[status];
  return (
    <Combobox.Root
      collection={collection}
      value={value ? [value.id] : []}
      onInputValueChange={(details) => {
        if (details.reason !== 'input-change') return;
        onSearch(details.inputValue);
        // Emptying the box lets go of the student chosen.
        if (details.inputValue.trim() === '' && value) onValueChange(null);
      }}
      onValueChange={(details) => onValueChange(details.items[0] ?? null)}
      disabled={disabled}
      name={name}
      openOnClick
      positioning={{ sameWidth: true }}
      translations={{ triggerLabel: labels.studentTrigger, clearTriggerLabel: labels.studentClear }}
    >
      <Combobox.Label>{label}</Combobox.Label>
      <Combobox.Control>
        <Combobox.Input
          ref={ref}
          className={styles.input}
          placeholder={placeholder}
          onBlur={onBlur}
          autoComplete="off"
        />
        <Combobox.Trigger className={styles.trigger}>
          <ChevronsUpDownIcon aria-hidden />
        </Combobox.Trigger>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content
            className={styles.content}
            style={{ maxHeight: DROPDOWN_MAX_HEIGHT_PX }}
          >
            {notice ? (
              // A listbox must own options: a notice is one that cannot be chosen. Options are
              // reached through the input's aria-activedescendant, never by Tab.
              // biome-ignore lint/a11y/useFocusableInteractive: see above
              <div
                role="option"
                aria-disabled="true"
                aria-selected="false"
                className={styles.notice}
              >
                {notice}
              </div>
            ) : null}
            {collection.items.map((student) => (
              <Combobox.Item key={student.id} item={student} className={styles.item}>
                <span className={styles.itemBody}>
                  <Combobox.ItemText className={styles.itemName}>{student.name}</Combobox.ItemText>
                  <span className={styles.itemDetail}>{studentDetail(student)}</span>
                </span>
                <Combobox.ItemIndicator>
                  <CheckIcon aria-hidden />
                </Combobox.ItemIndicator>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
});
