import { valibotResolver } from '@hookform/resolvers/valibot';
import {
  type BnccStandard,
  type LessonPlanBody,
  type LessonPlanInput,
  lessonPlanSchema,
  type NamedRef,
} from '@lousa/domain';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { MultiCombobox } from '../../components/combobox';
import { Field } from '../../components/field';
import { SelectField } from '../../components/select';
import { TextInput } from '../../components/text-input';
import { Textarea } from '../../components/textarea';
import { lessonPlanFormLabels as labels } from './labels';

export interface LessonPlanFormProps {
  classrooms: readonly NamedRef[];
  components: readonly NamedRef[];
  standards: readonly BnccStandard[];
  /** Called with the plan the domain schema produced; the form itself never submits anywhere. */
  onSubmit: (plan: LessonPlanBody) => void | Promise<void>;
}

const emptyPlan: LessonPlanInput = {
  title: '',
  theme: '',
  classroomId: '',
  componente: '',
  bnccStandards: [],
  learningObject: '',
  generalObjective: '',
  references: '',
};

const styles = {
  form: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
    gap: '5',
  }),
  wide: css({ gridColumn: '1 / -1' }),
  footer: css({ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end' }),
};

const toOption = (item: NamedRef) => ({ value: item.id, label: item.name });

/**
 * The lesson-plan form of spec §3, validated by the domain's `lessonPlanSchema`. After a first
 * submit every change re-validates its field, so picking a class, component or standard clears
 * that field's error.
 */
export function LessonPlanForm({
  classrooms,
  components,
  standards,
  onSubmit,
}: LessonPlanFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LessonPlanInput, unknown, LessonPlanBody>({
    resolver: valibotResolver(lessonPlanSchema),
    defaultValues: emptyPlan,
  });
  const classroomItems = useMemo(() => classrooms.map(toOption), [classrooms]);
  const componentItems = useMemo(() => components.map(toOption), [components]);
  const standardItems = useMemo(
    () => standards.map((standard) => ({ value: standard.code, label: standard.description })),
    [standards],
  );

  return (
    <form
      aria-label={labels.form}
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <Field label={labels.title} required errorText={errors.title?.message}>
        <TextInput {...register('title')} autoComplete="off" />
      </Field>
      <Field label={labels.theme} required errorText={errors.theme?.message}>
        <TextInput {...register('theme')} autoComplete="off" />
      </Field>
      <Controller
        control={control}
        name="classroomId"
        render={({ field, fieldState }) => (
          <Field required errorText={fieldState.error?.message}>
            <SelectField
              ref={field.ref}
              name={field.name}
              label={labels.classroom}
              placeholder={labels.classroomPlaceholder}
              items={classroomItems}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
      />
      <Controller
        control={control}
        name="componente"
        render={({ field, fieldState }) => (
          <Field required errorText={fieldState.error?.message}>
            <SelectField
              ref={field.ref}
              name={field.name}
              label={labels.component}
              placeholder={labels.componentPlaceholder}
              items={componentItems}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          </Field>
        )}
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
              label={labels.standards}
              placeholder={labels.standardsPlaceholder}
              items={standardItems}
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
        <Button type="submit" loading={isSubmitting}>
          {labels.save}
        </Button>
      </div>
    </form>
  );
}
