import { css } from 'styled-system/css';
import { alunosLabels } from './labels';

export interface FichaField {
  label: string;
  /** '' or null: the record does not have it ('-'). */
  value: string | null | undefined;
}

const styles = {
  list: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: {
      base: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
    _print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' },
  }),
  item: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5',
    minWidth: 0,
    _print: { breakInside: 'avoid' },
  }),
  label: css({ textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted' }),
  value: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
};

/** A record's fields as label and value pairs (a description list), '-' for what it lacks. */
export function AlunosFichaFields({ fields }: { fields: readonly FichaField[] }) {
  return (
    <dl className={styles.list}>
      {fields.map(({ label, value }) => (
        <div key={label} className={styles.item}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value || alunosLabels.none}</dd>
        </div>
      ))}
    </dl>
  );
}
