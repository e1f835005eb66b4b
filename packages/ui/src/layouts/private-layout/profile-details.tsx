import type { Me } from '@lousa/domain';
import { formatCpf } from '@lousa/domain';
import { css } from 'styled-system/css';
import { accountLabels as labels } from '../../components/account/labels';

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
    columnGap: '6',
    rowGap: { base: '1', sm: '3' },
    textStyle: 'sm',
  }),
  term: css({ color: 'fg.muted', fontWeight: 'medium', mt: { base: '2', sm: '0' } }),
  value: css({ color: 'fg.default', overflowWrap: 'anywhere' }),
  units: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
};

/** What the profile shows of the signed-in user: name, e-mail, CPF (masked), role and units. */
export function ProfileDetails({ me }: { me: Me }) {
  const units = me.networkWide
    ? labels.allSchoolUnits
    : me.schoolUnits.length === 0
      ? labels.noSchoolUnits
      : null;
  return (
    <dl className={styles.list}>
      <dt className={styles.term}>{labels.name}</dt>
      <dd className={styles.value}>{`${me.firstName} ${me.lastName}`.trim()}</dd>
      <dt className={styles.term}>{labels.email}</dt>
      <dd className={styles.value}>{me.email}</dd>
      <dt className={styles.term}>{labels.cpf}</dt>
      <dd className={styles.value}>{formatCpf(me.cpf)}</dd>
      <dt className={styles.term}>{labels.role}</dt>
      <dd className={styles.value}>{me.role?.name ?? labels.noRole}</dd>
      <dt className={styles.term}>{labels.schoolUnits}</dt>
      <dd className={styles.value}>
        {units ?? (
          <ul className={styles.units}>
            {me.schoolUnits.map((unit) => (
              <li key={unit.id}>{unit.name}</li>
            ))}
          </ul>
        )}
      </dd>
    </dl>
  );
}
