import { type CourseCreateBody, type CourseCreateInput, INEP_STAGES } from '@lousa/domain';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { type Control, useFieldArray, useWatch } from 'react-hook-form';
import { css } from 'styled-system/css';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { SelectFormField, TextFormField } from '../../components/registry';
import { cursosLabels as labels } from './labels';

type CourseControl = Control<CourseCreateInput, unknown, CourseCreateBody>;

/** INEP's stages as '<code> - <label>', in the order of its table. */
const stageItems = INEP_STAGES.map((stage) => ({
  value: String(stage.code),
  label: labels.inepStageOption(stage.code, stage.label),
}));

const styles = {
  list: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    border: 'none',
    p: '0',
    m: '0',
    minW: '0',
  }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold', mb: '2' }),
  empty: css({ textStyle: 'sm', color: 'fg.muted' }),
  // Name and the row's buttons on one line, the stage under them: fits a 375 px screen.
  row: css({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"name actions" "stage stage"',
    alignItems: 'start',
    columnGap: '2',
    rowGap: '3',
    borderWidth: '0',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    p: '0',
    pb: '3',
    m: '0',
    minW: '0',
  }),
  legend: css({ textStyle: 'xs', color: 'fg.muted', mb: '1', fontWeight: 'medium' }),
  name: css({ gridArea: 'name' }),
  stage: css({ gridArea: 'stage' }),
  actions: css({ gridArea: 'actions', display: 'flex', gap: '1', mt: '6' }),
  add: css({ alignSelf: 'flex-start' }),
};

interface GradeLevelRowProps {
  control: CourseControl;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One grade level: its name and INEP stage, moved up or down and removed by its name. */
function GradeLevelRow({ control, index, count, onMove, onRemove }: GradeLevelRowProps) {
  const legend = labels.gradeLevelLegend(index + 1);
  const typed = useWatch({ control, name: `gradeLevels.${index}.name` });
  const level = typed?.trim() || legend;
  return (
    <fieldset className={styles.row}>
      <legend className={styles.legend}>{legend}</legend>
      <TextFormField
        className={styles.name}
        control={control}
        name={`gradeLevels.${index}.name`}
        label={labels.gradeLevelName}
        required
        placeholder={labels.gradeLevelNamePlaceholder}
        autoComplete="off"
      />
      <div className={styles.actions}>
        <IconButton
          variant="ghost"
          aria-label={labels.moveUp(level)}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUp aria-hidden />
        </IconButton>
        <IconButton
          variant="ghost"
          aria-label={labels.moveDown(level)}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDown aria-hidden />
        </IconButton>
        <IconButton variant="ghost" aria-label={labels.removeGradeLevel(level)} onClick={onRemove}>
          <Trash2 aria-hidden />
        </IconButton>
      </div>
      <SelectFormField
        className={styles.stage}
        control={control}
        name={`gradeLevels.${index}.inepStageCode`}
        label={labels.inepStage}
        items={stageItems}
        emptyChoice={labels.inepStageNone}
        numeric
      />
    </fieldset>
  );
}

/**
 * 'Séries/Anos' of the course form: its grade levels in order, each a name and an optional INEP
 * stage, added, moved and removed. An existing level keeps its `id` in the form's values, so the
 * server keeps it (a level without one is new; one left out is removed).
 */
export function GradeLevelsFields({ control }: { control: CourseControl }) {
  const { fields, append, move, remove } = useFieldArray({
    control,
    name: 'gradeLevels',
    keyName: 'key',
  });
  return (
    <>
      <fieldset className={styles.list}>
        <legend className={styles.heading}>{labels.gradeLevels}</legend>
        {fields.length === 0 ? <p className={styles.empty}>{labels.noGradeLevels}</p> : null}
        {fields.map((field, index) => (
          <GradeLevelRow
            key={field.key}
            control={control}
            index={index}
            count={fields.length}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(index)}
          />
        ))}
      </fieldset>
      <Button
        className={styles.add}
        variant="outline"
        size="sm"
        onClick={() => append({ name: '', inepStageCode: null })}
      >
        <Plus aria-hidden />
        {labels.addGradeLevel}
      </Button>
    </>
  );
}
