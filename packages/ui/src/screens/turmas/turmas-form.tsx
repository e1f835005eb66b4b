import { useCourseGradeLevels, useCoursesBySchoolUnit, useResourceAll } from '@lousa/api-client';
import {
  type Classroom,
  classroomsResource,
  emptyStates,
  schoolUnitsResource,
  shiftLabels,
  shifts,
} from '@lousa/domain';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  FormDialogForm,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { turmasLabels as labels } from './labels';
import { useTurmasYear } from './use-turmas-year';

const shiftItems = shifts.map((shift) => ({ value: shift, label: shiftLabels[shift] }));
const noCourse = [{ value: 'none', label: emptyStates.courses, disabled: true }];
const noGradeLevel = [{ value: 'none', label: labels.noGradeLevel, disabled: true }];

/** The form's values of a classroom being edited: its year's, unit's, course's and level's ids. */
const valuesOf = (classroom: Classroom) => ({
  name: classroom.name,
  shift: classroom.shift,
  academicYearId: classroom.academicYear.id,
  schoolUnitId: classroom.schoolUnit.id,
  courseId: classroom.course.id,
  gradeLevelId: classroom.gradeLevel.id,
  capacity: classroom.capacity === null ? '' : String(classroom.capacity),
});

/**
 * The classroom form, to add or edit (`item`). 'Ano Letivo': the list's year to start with (the
 * year in progress when the list shows every year). The course choices are the chosen unit's
 * (asked for only once a unit is chosen), the 'Série/Ano' choices the chosen course's (asked for
 * once a course is chosen); changing the unit clears the course, changing the course clears the
 * level; a unit without courses offers the disabled 'Nenhum curso encontrado...', a course
 * without levels 'Nenhuma série/ano neste curso'. Editing starts with the classroom's choices.
 * 'Vagas' is optional (empty: no limit; a whole number from 1 to 999, the domain's messages
 * otherwise). The server's refusals about one field (a level of another course: 422; a year
 * changed under enrolments: 409) show beside that field; others (fewer seats than students
 * enrolled: 409) in an error toast.
 */
export function TurmasForm({ item, onDone }: ResourceFormProps<Classroom>) {
  const { years, defaultYearId } = useTurmasYear();
  const { form, submit, isSubmitting } = useResourceForm(classroomsResource, {
    item,
    defaultValues: {
      name: '',
      shift: '',
      academicYearId: defaultYearId,
      schoolUnitId: '',
      courseId: '',
      gradeLevelId: '',
      capacity: '',
    },
    valuesOf,
    onSuccess: onDone,
  });
  const { control, getValues, setValue } = form;
  const schoolUnitId = useWatch({ control, name: 'schoolUnitId' });
  const courseId = useWatch({ control, name: 'courseId' });
  const units = useResourceAll(schoolUnitsResource);
  const courses = useCoursesBySchoolUnit(schoolUnitId || undefined);
  const levels = useCourseGradeLevels(courseId || undefined);

  // A new classroom's year, once the years are known (unless one was chosen meanwhile).
  useEffect(() => {
    if (!item && defaultYearId && !getValues('academicYearId')) {
      setValue('academicYearId', defaultYearId);
    }
  }, [item, defaultYearId, getValues, setValue]);

  const yearItems = useMemo(
    () => years.map((year) => ({ value: year.id, label: year.year })),
    [years],
  );
  const unitItems = useMemo(
    () => (units.data ?? []).map((unit) => ({ value: unit.id, label: unit.name })),
    [units.data],
  );
  const courseItems = useMemo(() => {
    const list = courses.data ?? [];
    return list.length
      ? list.map((course) => ({ value: course.id, label: course.name }))
      : noCourse;
  }, [courses.data]);
  const levelItems = useMemo(() => {
    const list = levels.data ?? [];
    return list.length
      ? list.map((level) => ({ value: level.id, label: level.name }))
      : noGradeLevel;
  }, [levels.data]);

  const coursePlaceholder = !schoolUnitId
    ? labels.courseNeedsUnit
    : courses.isPending
      ? labels.coursesLoading
      : labels.coursePlaceholder;
  const levelPlaceholder = !courseId
    ? labels.gradeLevelNeedsCourse
    : levels.isPending
      ? labels.gradeLevelsLoading
      : labels.gradeLevelPlaceholder;

  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField control={control} name="name" label={labels.name} required />
      <SelectFormField
        control={control}
        name="shift"
        label={labels.shift}
        placeholder={labels.shiftPlaceholder}
        items={shiftItems}
        required
      />
      <SelectFormField
        control={control}
        name="academicYearId"
        label={labels.academicYear}
        placeholder={labels.academicYearPlaceholder}
        items={yearItems}
        required
      />
      <SelectFormField
        control={control}
        name="schoolUnitId"
        label={labels.schoolUnit}
        placeholder={labels.schoolUnitPlaceholder}
        items={unitItems}
        onValueChange={() => {
          setValue('courseId', '');
          setValue('gradeLevelId', '');
        }}
        required
      />
      <SelectFormField
        control={control}
        name="courseId"
        label={labels.course}
        placeholder={coursePlaceholder}
        items={schoolUnitId && !courses.isPending ? courseItems : []}
        onValueChange={() => setValue('gradeLevelId', '')}
        disabled={!schoolUnitId}
        required
      />
      <SelectFormField
        control={control}
        name="gradeLevelId"
        label={labels.gradeLevel}
        placeholder={levelPlaceholder}
        items={courseId && !levels.isPending ? levelItems : []}
        disabled={!courseId}
        required
      />
      <TextFormField
        control={control}
        name="capacity"
        label={labels.capacity}
        helperText={labels.capacityHelp}
        inputMode="numeric"
        autoComplete="off"
      />
    </FormDialogForm>
  );
}
