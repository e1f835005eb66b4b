import type { BnccCatalogueItem, LessonPlanItem } from '@lousa/domain';
import { type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import { PrintPages } from '../../components/print';
import { planoAulaDetalhesLabels as labels } from './labels';
import { formatPlanDate } from './planos-aula-format';

export interface LessonPlanDetailsViewProps {
  plan: LessonPlanItem;
  /** The catalogue's standards of the plan's component; undefined while they load. */
  standards: readonly BnccCatalogueItem[] | undefined;
}

const styles = {
  // On screen a card; printed, the page itself (the global print styles keep it alone).
  document: css({
    p: { base: '5', md: '8' },
    maxWidth: '4xl',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    bg: 'bg.default',
    _print: { p: '0', maxWidth: 'none', borderWidth: '0', borderRadius: '0' },
  }),
  content: css({ display: 'flex', flexDirection: 'column', gap: '6', _print: { gap: '5' } }),
  eyebrow: css({
    display: 'none',
    textStyle: 'xs',
    fontWeight: 'semibold',
    letterSpacing: 'wide',
    textTransform: 'uppercase',
    _print: { display: 'block' },
  }),
  title: css({ textStyle: '2xl', fontWeight: 'bold', lineHeight: 'tight' }),
  meta: css({
    display: 'grid',
    gap: '4',
    gridTemplateColumns: {
      base: '1fr',
      sm: 'repeat(2, minmax(0, 1fr))',
      lg: 'repeat(3, minmax(0, 1fr))',
    },
    pb: '5',
    borderBottomWidth: '1px',
    borderColor: 'border.subtle',
    _print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3', pb: '4' },
  }),
  item: css({ display: 'flex', flexDirection: 'column', gap: '0.5', minWidth: 0 }),
  label: css({ textStyle: 'xs', fontWeight: 'medium', color: 'fg.muted' }),
  value: css({ textStyle: 'sm', overflowWrap: 'anywhere' }),
  section: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    // A heading is never left alone at the foot of a printed page.
    _print: { breakInside: 'avoid-page' },
  }),
  heading: css({ textStyle: 'md', fontWeight: 'semibold', _print: { breakAfter: 'avoid-page' } }),
  text: css({ textStyle: 'sm', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  standards: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  standard: css({ display: 'flex', flexDirection: 'column', gap: '0.5', breakInside: 'avoid' }),
  code: css({ textStyle: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' }),
  muted: css({ textStyle: 'sm', color: 'fg.muted' }),
};

/** One of the plan's texts under its heading, named by it. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * A lesson plan, readable and printable: its title; unidade temática, turma, componente, autor
 * and data; the BNCC standards with their text; objeto(s) de conhecimento, objetivos and
 * referências. The element is the page's printable document (`data-print-root`): printed, it is
 * all that shows (the global print styles hide the shell, the header and the buttons), black
 * on white on A4.
 */
export function LessonPlanDetailsView({ plan, standards }: LessonPlanDetailsViewProps) {
  const titleId = useId();
  const meta = [
    { label: labels.theme, value: plan.theme },
    { label: labels.classroom, value: plan.classroom.name },
    { label: labels.component, value: plan.curricularComponent.name },
    { label: labels.author, value: plan.author.name },
    { label: labels.createdAt, value: formatPlanDate(plan.createdAt) },
  ];
  const textOf = (code: string) => standards?.find((standard) => standard.code === code);
  return (
    <article data-print-root="" aria-labelledby={titleId} className={styles.document}>
      <PrintPages
        className={styles.content}
        header={
          <>
            <span>{labels.printClassroom(plan.classroom.name)}</span>
            <span>{plan.title}</span>
          </>
        }
      >
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
          <p className={styles.eyebrow}>{labels.document}</p>
          <h2 id={titleId} className={styles.title}>
            {plan.title}
          </h2>
        </header>
        <dl className={styles.meta}>
          {meta.map(({ label, value }) => (
            <div key={label} className={styles.item}>
              <dt className={styles.label}>{label}</dt>
              <dd className={styles.value}>{value || labels.none}</dd>
            </div>
          ))}
        </dl>
        <Section title={labels.standards}>
          <ul className={styles.standards} aria-busy={standards === undefined || undefined}>
            {plan.bnccStandards.map((code) => {
              const standard = textOf(code);
              return (
                <li key={code} className={styles.standard}>
                  <span className={styles.code}>{code}</span>
                  {standard ? (
                    <span className={styles.text}>{standard.description}</span>
                  ) : (
                    <span className={styles.muted}>
                      {standards === undefined
                        ? labels.standardsLoading
                        : labels.standardWithoutText}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </Section>
        <Section title={labels.learningObject}>
          <p className={styles.text}>{plan.learningObject}</p>
        </Section>
        <Section title={labels.generalObjective}>
          <p className={styles.text}>{plan.generalObjective}</p>
        </Section>
        <Section title={labels.references}>
          <p className={styles.text}>{plan.references || labels.none}</p>
        </Section>
      </PrintPages>
    </article>
  );
}
