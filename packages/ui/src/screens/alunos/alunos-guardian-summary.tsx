import { applyMask, formatCpf, type GuardianMatch, masks } from '@lousa/domain';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { alunoFormLabels as labels } from './labels';

export interface AlunosGuardianSummaryProps {
  /** Names the group for screen readers ('Responsável encontrado', 'Responsável do aluno'). */
  title: string;
  guardian: GuardianMatch;
  /** The buttons under the person. */
  children?: ReactNode;
}

const styles = {
  root: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '3',
    p: '4',
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: 'status.info.border',
    bg: 'status.info.bg',
    color: 'status.info.fg',
  }),
  title: css({ textStyle: 'xs', fontWeight: 'medium', textTransform: 'uppercase' }),
  name: css({ textStyle: 'md', fontWeight: 'semibold' }),
  facts: css({
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '6',
    rowGap: '1',
    textStyle: 'sm',
    '& dt': { fontWeight: 'medium' },
    '& div': { display: 'flex', gap: '1' },
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

/** A registered person, as the guardian lookup answers it: name, CPF, phone, e-mail. */
export function AlunosGuardianSummary({ title, guardian, children }: AlunosGuardianSummaryProps) {
  const facts = [
    { label: labels.guardianCpfShort, value: formatCpf(guardian.cpf) },
    { label: labels.guardianContact, value: applyMask(guardian.contact, masks.phone) },
    { label: labels.guardianEmail, value: guardian.email ?? '' },
  ].filter((fact) => fact.value !== '');
  return (
    <section aria-label={title} className={styles.root}>
      <p className={styles.title}>{title}</p>
      <p className={styles.name}>{guardian.name}</p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}:</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
