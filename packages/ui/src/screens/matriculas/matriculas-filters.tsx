import {
  type AcademicYear,
  type Classroom,
  enrollmentStatuses,
  enrollmentStatusLabels,
  type SchoolUnit,
} from '@lousa/domain';
import { useMemo } from 'react';
import { css } from 'styled-system/css';
import { DeferredSelectField, type SelectOption } from '../../components/select';
import { matriculasLabels as labels } from './labels';
import type { MatriculasFilter, MatriculasFilterValues } from './matriculas-filter-values';

/** The choice that clears a select's filter ('' is Ark's "nothing chosen"). */
const ALL = '*';

const statusItems: readonly SelectOption[] = [
  { value: ALL, label: labels.allStatuses },
  ...enrollmentStatuses.map((status) => ({ value: status, label: enrollmentStatusLabels[status] })),
];

const styles = {
  root: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
    width: { base: 'full', xl: 'auto' },
  }),
  // One a line on a phone, two on a tablet, side by side with the search on a wide screen.
  select: css({ width: { base: 'full', sm: 'calc((100% - token(spacing.3)) / 2)', xl: '52' } }),
};

export interface MatriculasFiltersProps {
  values: MatriculasFilterValues;
  /** One filter or several at once ('' clears one). */
  onChange: (changes: Partial<Record<MatriculasFilter, string>>) => void;
  /** The choices of each filter; a list the user may not read (undefined) hides its filter. */
  academicYears?: readonly AcademicYear[];
  schoolUnits?: readonly SchoolUnit[];
  classrooms?: readonly Classroom[];
}

/**
 * Ano Letivo, Unidade Escolar, Turma and Situação: a select each, with 'Todos'/'Todas' for no
 * filter. The classrooms are the chosen unit's (any unit's, named with it, when none is chosen)
 * of the chosen year (any year's, named with it, when none is); choosing another unit or year
 * drops a classroom of the one before. A filter whose choices the user may not read is left out.
 */
export function MatriculasFilters({
  values,
  onChange,
  academicYears,
  schoolUnits,
  classrooms,
}: MatriculasFiltersProps) {
  const yearItems = useMemo(
    () => [
      { value: ALL, label: labels.allYears },
      ...[...(academicYears ?? [])]
        .sort((a, b) => b.year.localeCompare(a.year))
        .map((year) => ({ value: year.id, label: year.year })),
    ],
    [academicYears],
  );
  const unitItems = useMemo(
    () => [
      { value: ALL, label: labels.allUnits },
      ...(schoolUnits ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    ],
    [schoolUnits],
  );
  const unitId = values.schoolUnitId;
  const yearId = values.academicYearId;
  const classroomItems = useMemo(
    () => [
      { value: ALL, label: labels.allClassrooms },
      ...(classrooms ?? [])
        .filter((classroom) => !unitId || classroom.schoolUnit.id === unitId)
        .filter((classroom) => !yearId || classroom.academicYear.id === yearId)
        .map((classroom) => {
          // Every year has its '5º ANO B': without a chosen year, the option says whose.
          const name = yearId
            ? classroom.name
            : labels.classroomOfYear(classroom.name, classroom.academicYear.year);
          return {
            value: classroom.id,
            label: unitId ? name : labels.classroomOfUnit(name, classroom.schoolUnit.name),
          };
        }),
    ],
    [classrooms, unitId, yearId],
  );
  const choose = (name: MatriculasFilter) => (value: string) =>
    onChange({ [name]: value === ALL ? '' : value });
  const chooseUnit = (value: string) => {
    const schoolUnitId = value === ALL ? '' : value;
    const classroom = classrooms?.find((candidate) => candidate.id === values.classroomId);
    const keepsClassroom = !schoolUnitId || classroom?.schoolUnit.id === schoolUnitId;
    onChange(keepsClassroom ? { schoolUnitId } : { schoolUnitId, classroomId: '' });
  };
  const chooseYear = (value: string) => {
    const academicYearId = value === ALL ? '' : value;
    const classroom = classrooms?.find((candidate) => candidate.id === values.classroomId);
    // A classroom chosen of another year is dropped; none chosen: nothing to drop.
    const keepsClassroom =
      !academicYearId || !values.classroomId || classroom?.academicYear.id === academicYearId;
    onChange(keepsClassroom ? { academicYearId } : { academicYearId, classroomId: '' });
  };
  return (
    <fieldset className={styles.root} aria-label={labels.filters}>
      {academicYears ? (
        <DeferredSelectField
          className={styles.select}
          label={labels.academicYear}
          items={yearItems}
          placeholder={labels.allYears}
          value={values.academicYearId}
          onValueChange={chooseYear}
        />
      ) : null}
      {schoolUnits ? (
        <DeferredSelectField
          className={styles.select}
          label={labels.schoolUnit}
          items={unitItems}
          placeholder={labels.allUnits}
          value={values.schoolUnitId}
          onValueChange={chooseUnit}
        />
      ) : null}
      {classrooms ? (
        <DeferredSelectField
          className={styles.select}
          label={labels.classroom}
          items={classroomItems}
          placeholder={labels.allClassrooms}
          value={values.classroomId}
          onValueChange={choose('classroomId')}
        />
      ) : null}
      <DeferredSelectField
        className={styles.select}
        label={labels.status}
        items={statusItems}
        placeholder={labels.allStatuses}
        value={values.status}
        onValueChange={choose('status')}
      />
    </fieldset>
  );
}
