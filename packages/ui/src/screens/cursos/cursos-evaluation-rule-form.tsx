import { useEvaluationRule, useSaveEvaluationRule } from '@lousa/api-client';
import {
  attendanceScopeLabels,
  attendanceScopes,
  type Course,
  EVALUATION_MAX_TERMS,
  EVALUATION_RULE_DEFAULTS,
  type EvaluationRule,
  type EvaluationRuleInput,
  evaluationRuleSchema,
  formatDecimalInput,
  recoveryFormulaLabels,
  recoveryFormulas,
  recoveryKindLabels,
  recoveryKinds,
  termAggregationLabels,
  termAggregations,
  toasts,
} from '@lousa/domain';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo } from 'react';
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { visuallyHidden } from 'styled-system/patterns';
import { Button } from '../../components/button';
import { callout } from '../../components/callout';
import { IconButton } from '../../components/icon-button';
import {
  FormDialogForm,
  SelectFormField,
  TextFormField,
  useRecordForm,
} from '../../components/registry';
import { Skeleton } from '../../components/skeleton';
import { cursosLabels as labels } from './labels';

type RuleControl = Control<RuleValues, unknown, EvaluationRule>;

/** The form's values: the rule's numbers as typed ('6,5'), its choices as the API's codes. */
type RuleValues = EvaluationRuleInput;

/** Weights of four terms (bimesters, the usual split) when 'Média ponderada' is first chosen. */
const FIRST_WEIGHTS = ['1', '1', '1', '1'];

const styles = {
  fields: css({ display: 'flex', flexDirection: 'column', gap: '4', width: '100%' }),
  pair: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
    gap: '4',
    alignItems: 'start',
  }),
  weights: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '1' }),
  weightRow: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    columnGap: '2',
    alignItems: 'end',
  }),
  add: css({ alignSelf: 'flex-start' }),
  error: css({ textStyle: 'sm', color: 'fg.error' }),
  loading: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  line: css({ h: '10', w: 'full' }),
};

const options = <K extends string>(codes: readonly K[], names: Record<K, string>) =>
  codes.map((code) => ({ value: code, label: names[code] }));
const aggregationItems = options(termAggregations, termAggregationLabels);
const recoveryItems = options(recoveryKinds, recoveryKindLabels);
const formulaItems = options(recoveryFormulas, recoveryFormulaLabels);
const scopeItems = options(attendanceScopes, attendanceScopeLabels);
const decimalsItems = [0, 1, 2].map((count) => ({
  value: String(count),
  label: labels.decimalsOption(count),
}));

/** A saved rule as the form shows it: numbers in the pt-BR way ('6,5'). */
function valuesOf(rule: EvaluationRule | null): RuleValues {
  if (!rule) {
    return {
      maxScore: formatDecimalInput(EVALUATION_RULE_DEFAULTS.maxScore),
      passMark: '',
      termAggregation: 'ARITHMETIC',
      termWeights: null,
      recovery: 'NONE',
      recoveryPassMark: '',
      recoveryFormula: null,
      minAttendance: formatDecimalInput(EVALUATION_RULE_DEFAULTS.minAttendance),
      attendanceScope: 'OVERALL',
      decimals: EVALUATION_RULE_DEFAULTS.decimals,
    };
  }
  return {
    maxScore: formatDecimalInput(rule.maxScore),
    passMark: formatDecimalInput(rule.passMark),
    termAggregation: rule.termAggregation,
    termWeights: rule.termWeights?.map((weight) => formatDecimalInput(weight)) ?? null,
    recovery: rule.recovery,
    recoveryPassMark: formatDecimalInput(rule.recoveryPassMark),
    recoveryFormula: rule.recoveryFormula,
    minAttendance: formatDecimalInput(rule.minAttendance),
    attendanceScope: rule.attendanceScope,
    decimals: rule.decimals,
  };
}

/** 'Pesos dos períodos': one weight per term, in the terms' order, added and removed. */
function TermWeightsFields({
  control,
  onChange,
}: {
  control: RuleControl;
  onChange: (weights: string[]) => void;
}) {
  const typed = useWatch({ control, name: 'termWeights' });
  const weights = (typed ?? []).map((weight) => String(weight ?? ''));
  // A refusal of the whole list (a weight of zero, none at all) stands under its legend.
  const { errors } = useFormState({ control, name: 'termWeights' });
  const listError = errors.termWeights as
    | { message?: string; root?: { message?: string } }
    | undefined;
  const message = listError?.message ?? listError?.root?.message;
  const errorId = useId();
  return (
    <fieldset
      className={styles.weights}
      aria-invalid={message ? true : undefined}
      aria-describedby={message ? errorId : undefined}
    >
      <legend className={styles.heading}>{labels.termWeights}</legend>
      {message ? (
        <p id={errorId} className={styles.error}>
          {message}
        </p>
      ) : null}
      {weights.map((_, index) => (
        // The weights have no identity but their place: the nth weight is the nth term's.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the term
        <div key={index} className={styles.weightRow}>
          <TextFormField
            control={control}
            name={`termWeights.${index}`}
            label={labels.termWeight(index + 1)}
            required
            inputMode="decimal"
            autoComplete="off"
          />
          <IconButton
            variant="ghost"
            aria-label={labels.removeTermWeight(index + 1)}
            disabled={weights.length === 1}
            onClick={() => onChange(weights.filter((__, at) => at !== index))}
          >
            <Trash2 aria-hidden />
          </IconButton>
        </div>
      ))}
      <Button
        className={styles.add}
        variant="outline"
        size="sm"
        disabled={weights.length >= EVALUATION_MAX_TERMS}
        onClick={() => onChange([...weights, '1'])}
      >
        <Plus aria-hidden />
        {labels.addTermWeight}
      </Button>
    </fieldset>
  );
}

function RuleFields({ rule, course, onDone }: RuleFormProps & { rule: EvaluationRule | null }) {
  const { mutateAsync } = useSaveEvaluationRule(course.id);
  const mutation = useMemo(
    () => ({ mutateAsync: (body: EvaluationRule) => mutateAsync(body) }),
    [mutateAsync],
  );
  const { form, submit, isSubmitting } = useRecordForm({
    schema: evaluationRuleSchema,
    defaultValues: valuesOf(rule),
    mutation,
    successToast: toasts.evaluationRuleSaved,
    onSuccess: onDone,
  });
  const { control } = form;
  const aggregation = useWatch({ control, name: 'termAggregation' });
  const recovery = useWatch({ control, name: 'recovery' });
  const setWeights = (weights: string[]) =>
    form.setValue('termWeights', weights, { shouldDirty: true });
  return (
    <FormDialogForm onSubmit={submit} isSubmitting={isSubmitting}>
      <div className={styles.fields}>
        {rule ? null : (
          <p role="note" className={callout({ tone: 'info', strong: false })}>
            {labels.ruleNew}
          </p>
        )}
        <div className={styles.pair}>
          <TextFormField
            control={control}
            name="maxScore"
            label={labels.maxScore}
            required
            inputMode="decimal"
            autoComplete="off"
          />
          <TextFormField
            control={control}
            name="passMark"
            label={labels.passMark}
            required
            inputMode="decimal"
            autoComplete="off"
          />
        </div>
        <SelectFormField
          control={control}
          name="termAggregation"
          label={labels.termAggregation}
          items={aggregationItems}
          required
          onValueChange={(next) => {
            const current = form.getValues('termWeights');
            if (next === 'WEIGHTED' && !current?.length) setWeights(FIRST_WEIGHTS);
          }}
        />
        {aggregation === 'WEIGHTED' ? (
          <TermWeightsFields control={control} onChange={setWeights} />
        ) : null}
        <SelectFormField
          control={control}
          name="recovery"
          label={labels.recovery}
          items={recoveryItems}
          required
        />
        {recovery === 'FINAL_EXAM' ? (
          <>
            <TextFormField
              control={control}
              name="recoveryPassMark"
              label={labels.recoveryPassMark}
              required
              inputMode="decimal"
              autoComplete="off"
            />
            <SelectFormField
              control={control}
              name="recoveryFormula"
              label={labels.recoveryFormula}
              items={formulaItems}
              required
            />
          </>
        ) : null}
        <div className={styles.pair}>
          <TextFormField
            control={control}
            name="minAttendance"
            label={labels.minAttendance}
            required
            inputMode="decimal"
            autoComplete="off"
          />
          <SelectFormField
            control={control}
            name="attendanceScope"
            label={labels.attendanceScope}
            items={scopeItems}
            required
          />
        </div>
        <SelectFormField
          control={control}
          name="decimals"
          label={labels.decimals}
          items={decimalsItems}
          required
          numeric
        />
      </div>
    </FormDialogForm>
  );
}

export interface RuleFormProps {
  /** The course whose rule is edited. */
  course: Pick<Course, 'id' | 'name'>;
  /** After the toast: close the dialog. */
  onDone: () => void;
}

/**
 * The 'Regra de Avaliação' of a course: 'Nota máxima' and 'Média para aprovação', 'Média final'
 * (arithmetic, or weighted with 'Pesos dos períodos'), 'Recuperação' (none, or a final exam with
 * its 'Média da recuperação' and how it enters the average), 'Frequência mínima (%)' and over what
 * it is counted, 'Casas decimais'. A course without a rule starts from the suggested values
 * (10, 75%, 1 decimal) and says so. 'Salvar' sends PUT /courses/<id>/evaluation-rule; the schema's
 * messages stand beside their fields, a server refusal as every form shows it.
 */
export function EvaluationRuleForm({ course, onDone }: RuleFormProps) {
  const rule = useEvaluationRule(course.id);
  if (rule.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <p role="status" className={visuallyHidden()}>
          {labels.ruleLoading}
        </p>
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
        <Skeleton className={styles.line} />
      </div>
    );
  }
  if (rule.isError) {
    return (
      <p role="alert" className={callout({ tone: 'error' })}>
        {labels.ruleLoadError}
      </p>
    );
  }
  return <RuleFields rule={rule.data} course={course} onDone={onDone} />;
}
