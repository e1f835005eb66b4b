import { useSchoolDayTypes } from '@lousa/api-client';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { Badge } from '../../components/badge';
import { diasEscolaresLabels as labels } from './labels';

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '4' }),
  heading: css({ textStyle: 'sm', fontWeight: 'semibold' }),
  list: css({
    display: 'flex',
    flexWrap: 'wrap',
    gap: '2',
    maxH: '8rem',
    overflowY: 'auto',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  empty: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/** The school-day types registered so far; a type added in the dialog shows up here. */
export function SchoolDayTypeList() {
  const { data: types = [] } = useSchoolDayTypes();
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {labels.existingTypes}
      </h3>
      {types.length === 0 ? (
        <p className={styles.empty}>{labels.noTypes}</p>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {types.map((type) => (
            <li key={type.id}>
              <Badge variant="outline">{type.description}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
