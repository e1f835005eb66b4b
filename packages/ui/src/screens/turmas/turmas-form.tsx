import { useCoursesBySchoolUnit, useResourceAll } from '@lousa/api-client';
import {
  type Classroom,
  classroomsResource,
  emptyStates,
  schoolUnitsResource,
  shiftLabels,
  shifts,
} from '@lousa/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  FormDialogForm,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { turmasLabels as labels } from './labels';

const shiftItems = shifts.map((shift) => ({ value: shift, label: shiftLabels[shift] }));
const noCourse = [{ value: 'none', label: emptyStates.courses, disabled: true }];

/** The form's values of a classroom being edited: its unit's and course's ids, its seats. */
const valuesOf = (classroom: Classroom) => ({
  name: classroom.name,
  shift: classroom.shift,
  schoolUnitId: classroom.schoolUnit.id,
  courseId: classroom.course.id,
  capacity: classroom.capacity === null ? '' : String(classroom.capacity),
});

/**
 * The classroom form, to add or edit (`item`). The course choices are the chosen unit's (asked
 * for only once a unit is chosen); changing the unit clears the course; a unit without courses
 * offers the disabled 'Nenhum curso encontrado...'. Editing starts with the classroom's unit
 * and course selected. 'Vagas' is optional (empty: no limit; a whole number from 1 to 999,
 * the domain's messages otherwise); the server refuses (409) fewer seats than students enrolled.
 */
export function TurmasForm({ item, onDone }: ResourceFormProps<Classroom>) {
  const { form, submit, isSubmitting } = useResourceForm(classroomsResource, {
    item,
    defaultValues: { name: '', shift: '', schoolUnitId: '', courseId: '', capacity: '' },
    valuesOf,
    onSuccess: onDone,
  });
  const { control } = form;
  const schoolUnitId = useWatch({ control, name: 'schoolUnitId' });
  const units = useResourceAll(schoolUnitsResource);
  const courses = useCoursesBySchoolUnit(schoolUnitId || undefined);

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

  const coursePlaceholder = !schoolUnitId
    ? labels.courseNeedsUnit
    : courses.isPending
      ? labels.coursesLoading
      : labels.coursePlaceholder;

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
        name="schoolUnitId"
        label={labels.schoolUnit}
        placeholder={labels.schoolUnitPlaceholder}
        items={unitItems}
        onValueChange={() => form.setValue('courseId', '')}
        required
      />
      <SelectFormField
        control={control}
        name="courseId"
        label={labels.course}
        placeholder={coursePlaceholder}
        items={schoolUnitId && !courses.isPending ? courseItems : []}
        disabled={!schoolUnitId}
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
