import { useResourceAll } from '@lousa/api-client';
import {
  type AcademicCalendar,
  academicCalendarsResource,
  academicYearsResource,
  schoolUnitsResource,
} from '@lousa/domain';
import { useMemo } from 'react';
import {
  FormDialogForm,
  MultiSelectFormField,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { calendariosAcademicosLabels as labels } from './labels';

/** A calendar as the form's fields: its year and its units by id. */
const valuesOf = (calendar: AcademicCalendar) => ({
  title: calendar.title,
  academicYearId: calendar.academicYear.id,
  schoolUnitIds: calendar.schoolUnits.map((unit) => unit.id),
});

const choice = ({ id, name }: { id: string; name: string }) => ({ value: id, label: name });

/**
 * The academic-calendar form, to add or edit (`item`): a title, its academic year and the school
 * units it applies to ('Unidades Escolares', from GET /school-units; none: the whole network).
 * The server's 409 of a unit another calendar of the year covers shows beside the units.
 */
export function CalendariosAcademicosForm({ item, onDone }: ResourceFormProps<AcademicCalendar>) {
  const { form, submit, isSubmitting } = useResourceForm(academicCalendarsResource, {
    item,
    defaultValues: { title: '', academicYearId: '', schoolUnitIds: [] },
    valuesOf,
    onSuccess: onDone,
  });
  const years = useResourceAll(academicYearsResource);
  const units = useResourceAll(schoolUnitsResource);
  const yearItems = useMemo(
    () => (years.data ?? []).map((year) => ({ value: year.id, label: year.year })),
    [years.data],
  );
  // The calendar's own units too, should the list lack one (the form keeps what it had).
  const unitItems = useMemo(() => {
    const listed = (units.data ?? []).map(choice);
    const own = (item?.schoolUnits ?? []).filter(
      (unit) => !listed.some((listedUnit) => listedUnit.value === unit.id),
    );
    return [...listed, ...own.map(choice)];
  }, [units.data, item]);
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <TextFormField
        control={form.control}
        name="title"
        label={labels.title}
        autoComplete="off"
        required
      />
      <SelectFormField
        control={form.control}
        name="academicYearId"
        label={labels.academicYear}
        placeholder={labels.academicYearPlaceholder}
        items={yearItems}
        required
      />
      <MultiSelectFormField
        control={form.control}
        name="schoolUnitIds"
        label={labels.schoolUnits}
        items={unitItems}
        placeholder={labels.wholeNetwork}
        helperText={labels.schoolUnitsHelp}
      />
    </FormDialogForm>
  );
}
