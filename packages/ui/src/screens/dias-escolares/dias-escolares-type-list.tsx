import { useResourceAll } from '@lousa/api-client';
import {
  calendarEventColor,
  calendarEventTypes,
  type SchoolDayType,
  schoolDayTypesResource,
} from '@lousa/domain';
import { Pencil, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { DayKindSwatch } from '../../components/day-kind';
import { IconButton } from '../../components/icon-button';
import { diasEscolaresLabels as labels } from './labels';

export interface SchoolDayTypeListProps {
  /** 'Editar <tipo>': gets the type and the button (for the focus to come back to it). */
  onEdit: (type: SchoolDayType, trigger: HTMLElement) => void;
  /** 'Excluir <tipo>': the same. */
  onDelete: (type: SchoolDayType, trigger: HTMLElement) => void;
}

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '4' }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold' }),
  list: css({
    display: 'flex',
    flexDirection: 'column',
    maxH: '12rem',
    overflowY: 'auto',
    listStyle: 'none',
    p: '0',
    m: '0',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l2',
    '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' },
  }),
  item: css({ display: 'flex', alignItems: 'center', gap: '1', py: '1', pl: '3', pr: '1' }),
  text: css({
    flex: '1',
    minW: '0',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '2',
    rowGap: '1',
  }),
  description: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
  kind: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    textStyle: 'xs',
    color: 'fg.muted',
  }),
  note: css({ textStyle: 'sm', color: 'fg.default' }),
  danger: css({ color: 'fg.error', '& svg': { color: 'fg.error' } }),
  empty: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/**
 * The school-day types registered so far, each with its kind and 'Editar' and 'Excluir' buttons
 * (named after the type); a type added, renamed or deleted in the dialog shows here at once. A
 * type whose kind the system update guessed is marked 'A revisar', with a note above the list.
 */
export function SchoolDayTypeList({ onEdit, onDelete }: SchoolDayTypeListProps) {
  const { data: types = [], isPending } = useResourceAll(schoolDayTypesResource);
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {labels.existingTypes}
      </h3>
      {isPending ? (
        <p className={styles.empty}>{labels.loadingTypes}</p>
      ) : types.length === 0 ? (
        <p className={styles.empty}>{labels.noTypes}</p>
      ) : (
        <>
          {types.some((type) => type.kindToReview) ? (
            <p className={styles.note}>{labels.kindToReviewNote}</p>
          ) : null}
          <ul className={styles.list} aria-labelledby={headingId}>
            {types.map((type) => (
              <li key={type.id} className={styles.item}>
                <span className={styles.text}>
                  <span className={styles.description}>{type.description}</span>
                  <span className={styles.kind} data-kind={type.kind}>
                    <DayKindSwatch color={calendarEventColor(type.kind)} />
                    {labels.kindOf(calendarEventTypes[type.kind].label)}
                  </span>
                  {type.kindToReview ? (
                    <Badge variant="warning">{labels.kindToReview}</Badge>
                  ) : null}
                </span>
                <IconButton
                  variant="ghost"
                  size="sm"
                  aria-label={labels.editType(type.description)}
                  onClick={(event) => onEdit(type, event.currentTarget)}
                >
                  <Pencil aria-hidden />
                </IconButton>
                <IconButton
                  variant="ghost"
                  size="sm"
                  className={styles.danger}
                  aria-label={labels.deleteType(type.description)}
                  onClick={(event) => onDelete(type, event.currentTarget)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
