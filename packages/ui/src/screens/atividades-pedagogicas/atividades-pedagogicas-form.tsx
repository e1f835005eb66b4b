import { useMyClasses } from '@lousa/api-client';
import {
  type Activity,
  type ActivityCreateInput,
  activitiesResource,
  type MyClass,
  normalizeDate,
} from '@lousa/domain';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Field } from '../../components/field';
import {
  DateFormField,
  FormDialogForm,
  RegistryLoadError,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { Textarea } from '../../components/textarea';
import {
  type ActivityPlace,
  activityClassrooms,
  activityComponents,
} from './atividades-pedagogicas-choices';
import { atividadesLabels as labels } from './labels';

const emptyActivity: ActivityCreateInput = {
  title: '',
  classroomId: '',
  curricularComponentId: '',
  date: '',
  description: '',
};

/** The form's values of an activity being edited: its class's and component's ids. */
const valuesOf = (activity: Activity): ActivityCreateInput => ({
  title: activity.title,
  classroomId: activity.classroom.id,
  curricularComponentId: activity.curricularComponent.id,
  date: normalizeDate(activity.date) ?? '',
  description: activity.description,
});

const noClasses: readonly MyClass[] = [];
const noClassroom = [{ value: 'none', label: labels.noClassroom, disabled: true }];
const toOption = ({ id, name }: { id: string; name: string }) => ({ value: id, label: name });

const fields = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const notice = css({
  p: '3',
  borderWidth: '1px',
  borderRadius: 'l2',
  borderColor: 'status.warning.border',
  bg: 'status.warning.bg',
  color: 'status.warning.fg',
  textStyle: 'sm',
});

/**
 * The activity form, to add or edit (`item`): 'Título', 'Turma' and 'Componente Curricular'
 * (the classes the teacher teaches, GET /me/classes; the components narrowed to the chosen
 * class), 'Data' (DD/MM/AAAA) and 'Descrição', validated by the domain's
 * `activityCreateSchema`. 'Salvar' creates (POST) or updates (PATCH); the server's refusal
 * (403: not the teacher of that class and component) shows in an error toast.
 */
export function AtividadesPedagogicasForm({ item, onDone }: ResourceFormProps<Activity>) {
  const { form, submit, isSubmitting } = useResourceForm(activitiesResource, {
    item,
    defaultValues: emptyActivity,
    valuesOf,
    onSuccess: onDone,
  });
  const { control, register, setValue, formState } = form;
  const [classroomId, componentId] = useWatch({
    control,
    name: ['classroomId', 'curricularComponentId'],
  });
  const myClasses = useMyClasses();
  const classes = myClasses.data ?? noClasses;
  const current: ActivityPlace | undefined = useMemo(
    () => item && { classroom: item.classroom, curricularComponent: item.curricularComponent },
    [item],
  );
  const classrooms = useMemo(() => activityClassrooms(classes, current), [classes, current]);
  const components = useMemo(
    () => activityComponents(classes, classroomId || undefined, current),
    [classes, classroomId, current],
  );
  const classroomItems =
    myClasses.isSuccess && !classrooms.length ? noClassroom : classrooms.map(toOption);

  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <div className={fields}>
        {myClasses.isError ? (
          <RegistryLoadError onRetry={myClasses.refetch} retrying={myClasses.isFetching} />
        ) : null}
        {myClasses.isSuccess && !classes.length && !item ? (
          <p role="status" className={notice}>
            {labels.noClasses}
          </p>
        ) : null}
        <TextFormField
          control={control}
          name="title"
          label={labels.title}
          required
          autoComplete="off"
        />
        <SelectFormField
          control={control}
          name="classroomId"
          label={labels.classroom}
          placeholder={labels.classroomPlaceholder}
          items={classroomItems}
          required
          onValueChange={(next) => {
            const offered = activityComponents(classes, next || undefined, current);
            if (!offered.some((component) => component.id === componentId)) {
              setValue('curricularComponentId', '');
            }
          }}
        />
        <SelectFormField
          control={control}
          name="curricularComponentId"
          label={labels.component}
          placeholder={classroomId ? labels.componentPlaceholder : labels.componentNeedsClassroom}
          items={components.map(toOption)}
          required
          disabled={!classroomId}
        />
        <DateFormField control={control} name="date" label={labels.date} required />
        <Field
          label={labels.description}
          required
          errorText={formState.errors.description?.message}
        >
          <Textarea {...register('description')} rows={4} />
        </Field>
      </div>
    </FormDialogForm>
  );
}
