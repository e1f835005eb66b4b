import { useMyClasses, useResourceList } from '@lousa/api-client';
import {
  bnccStandardsResource,
  type LessonPlanInput,
  type LessonPlanItem,
  lessonPlansResource,
  type MyClass,
} from '@lousa/domain';
import { TriangleAlert } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { MultiCombobox } from '../../components/combobox';
import { Field, RequiredLabel } from '../../components/field';
import { FormDraftNotice } from '../../components/form-draft';
import {
  RegistryLoadError,
  type ResourceFormProps,
  SelectFormField,
  TextFormField,
  useResourceForm,
} from '../../components/registry';
import { Textarea } from '../../components/textarea';
import { lessonPlanFormLabels as labels } from './labels';
import {
  classroomChoices,
  componentChoices,
  type PlanPlace,
  standardOptions,
} from './planos-aula-adicionar-choices';

export interface LessonPlanFormProps extends ResourceFormProps<LessonPlanItem> {
  /** 'Cancelar': the page goes back to the list. */
  onCancel: () => void;
}

const emptyPlan: LessonPlanInput = {
  title: '',
  theme: '',
  classroomId: '',
  curricularComponentId: '',
  bnccStandards: [],
  learningObject: '',
  generalObjective: '',
  references: '',
};

/** The form's values of a plan being edited: its class's and component's ids. */
const valuesOf = (plan: LessonPlanItem): LessonPlanInput => ({
  title: plan.title,
  theme: plan.theme,
  classroomId: plan.classroom.id,
  curricularComponentId: plan.curricularComponent.id,
  bnccStandards: [...plan.bnccStandards],
  learningObject: plan.learningObject,
  generalObjective: plan.generalObjective,
  references: plan.references ?? '',
});

const styles = {
  form: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '5',
  }),
  wide: css({ gridColumn: '1 / -1' }),
  footer: css({
    gridColumn: '1 / -1',
    display: 'flex',
    justifyContent: 'flex-end',
    gap: '3',
  }),
  notice: css({
    gridColumn: '1 / -1',
    display: 'flex',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'status.warning.border',
    bg: 'status.warning.bg',
    color: 'status.warning.fg',
    '& svg': { flexShrink: 0, boxSize: '5' },
  }),
  noticeTitle: css({ fontWeight: 'semibold', textStyle: 'sm' }),
  noticeDetail: css({ textStyle: 'sm' }),
};

const toOption = ({ id, name }: { id: string; name: string }) => ({ value: id, label: name });
const noClasses: readonly MyClass[] = [];
const noClassroom = [{ value: 'none', label: labels.noClassroom, disabled: true }];

/**
 * The lesson-plan form of spec §3, to add or edit (`item`), validated by the domain's
 * `lessonPlanSchema`. 'Turma' offers the classes the teacher teaches (GET /me/classes) and
 * 'Componente Curricular' what it teaches in the chosen one; 'Normas BNCC' are the catalogue's
 * standards of that component (GET /bncc-standards?component=<name>), shown by their text.
 * Changing the class clears a component it does not have; changing the component clears the
 * standards. After a first save every change re-validates its field, so picking a class,
 * component or standard clears that field's error. 'Salvar' creates (POST) or updates (PATCH),
 * disabled while it saves; the server's refusals (403 not your class or not the author, 422
 * an unknown standard) show in an error toast, and what was typed stays.
 */
export function LessonPlanForm({ item, onDone, onCancel }: LessonPlanFormProps) {
  const { form, submit, isSubmitting, draft } = useResourceForm(lessonPlansResource, {
    item,
    defaultValues: emptyPlan,
    valuesOf,
    onSuccess: onDone,
    // A long text: what was typed is kept in this browser until saved (decision 0024).
    draft: { screen: 'planos-aula' },
  });
  const { control, register, setValue, formState } = form;
  const { errors } = formState;
  const [classroomId, componentId, chosen] = useWatch({
    control,
    name: ['classroomId', 'curricularComponentId', 'bnccStandards'],
  });

  const myClasses = useMyClasses();
  const classes = myClasses.data ?? noClasses;
  const current: PlanPlace | undefined = useMemo(
    () => item && { classroom: item.classroom, curricularComponent: item.curricularComponent },
    [item],
  );
  const classrooms = useMemo(() => classroomChoices(classes, current), [classes, current]);
  const components = useMemo(
    () => componentChoices(classes, classroomId || undefined, current),
    [classes, classroomId, current],
  );
  const componentName = components.find((component) => component.id === componentId)?.name;

  const catalogueQuery = useMemo(
    () => ({ filters: { component: componentName ?? '' } }),
    [componentName],
  );
  const catalogue = useResourceList(bnccStandardsResource, catalogueQuery, {
    enabled: componentName !== undefined,
  });
  // While another component's standards load, the last one's are not offered.
  const catalogueItems =
    componentName !== undefined && !catalogue.isPlaceholderData ? catalogue.data?.items : undefined;
  const standardItems = useMemo(
    () => standardOptions(catalogueItems ?? [], chosen ?? []),
    [catalogueItems, chosen],
  );
  const loadingStandards = componentName !== undefined && catalogueItems === undefined;

  const classroomItems = useMemo(
    () => (myClasses.isSuccess && !classrooms.length ? noClassroom : classrooms.map(toOption)),
    [myClasses.isSuccess, classrooms],
  );
  const componentItems = useMemo(() => components.map(toOption), [components]);
  const teachesNothing = myClasses.isSuccess && classes.length === 0 && !item;

  /** A class without the chosen component clears it, and the standards with it. */
  const onClassroomChange = (next: string) => {
    const offered = componentChoices(classes, next || undefined, current);
    if (!offered.some((component) => component.id === componentId)) {
      setValue('curricularComponentId', '');
      setValue('bnccStandards', []);
    }
  };

  return (
    <form
      aria-label={labels.form}
      aria-busy={isSubmitting || undefined}
      className={styles.form}
      noValidate
      onSubmit={submit}
    >
      <FormDraftNotice draft={draft} className={styles.wide} />
      {myClasses.isError ? (
        <div className={styles.wide}>
          <RegistryLoadError onRetry={myClasses.refetch} retrying={myClasses.isFetching} />
        </div>
      ) : null}
      {teachesNothing ? (
        <div role="status" className={styles.notice}>
          <TriangleAlert aria-hidden />
          <div>
            <p className={styles.noticeTitle}>{labels.noClasses}</p>
            <p className={styles.noticeDetail}>{labels.noClassesDetail}</p>
          </div>
        </div>
      ) : null}
      <TextFormField
        control={control}
        name="title"
        label={labels.title}
        required
        autoComplete="off"
      />
      <TextFormField
        control={control}
        name="theme"
        label={labels.theme}
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
        onValueChange={onClassroomChange}
      />
      <SelectFormField
        control={control}
        name="curricularComponentId"
        label={labels.component}
        placeholder={classroomId ? labels.componentPlaceholder : labels.componentNeedsClassroom}
        items={componentItems}
        required
        disabled={!classroomId}
        onValueChange={() => setValue('bnccStandards', [])}
      />
      <Controller
        control={control}
        name="bnccStandards"
        render={({ field, fieldState }) => (
          <Field
            required
            className={styles.wide}
            helperText={labels.standardsHelp}
            errorText={fieldState.error?.message}
          >
            <MultiCombobox
              ref={field.ref}
              name={field.name}
              label={<RequiredLabel>{labels.standards}</RequiredLabel>}
              placeholder={
                !componentName
                  ? labels.standardsNeedComponent
                  : loadingStandards
                    ? labels.standardsLoading
                    : labels.standardsPlaceholder
              }
              items={standardItems}
              disabled={!componentName}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Field
        label={labels.learningObject}
        required
        className={styles.wide}
        errorText={errors.learningObject?.message}
      >
        <Textarea {...register('learningObject')} rows={3} />
      </Field>
      <Field
        label={labels.generalObjective}
        required
        className={styles.wide}
        errorText={errors.generalObjective?.message}
      >
        <Textarea {...register('generalObjective')} rows={3} />
      </Field>
      <Field
        label={labels.references}
        className={styles.wide}
        errorText={errors.references?.message}
      >
        <Textarea {...register('references')} rows={3} />
      </Field>
      <div className={styles.footer}>
        <Button variant="outline" disabled={isSubmitting} onClick={onCancel}>
          {labels.cancel}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {labels.save}
        </Button>
      </div>
    </form>
  );
}
