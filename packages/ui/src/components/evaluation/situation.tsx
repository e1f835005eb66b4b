import {
  type ComponentResult,
  type EvaluationSituation,
  evaluationSituationLabels,
  formatDecimal,
  formatDecimalInput,
} from '@lousa/domain';
import { css, cx } from 'styled-system/css';
import { evaluationLabels as labels, situationAbbreviations } from './labels';

/** Colours by what a situation means: passed, failed, still open. */
export const situationTone: Record<EvaluationSituation, string> = {
  CURSANDO: css({ color: 'fg.muted' }),
  EM_RECUPERACAO: css({ color: 'status.warning.icon' }),
  APROVADO: css({ color: 'status.success.icon' }),
  APROVADO_APOS_RECUPERACAO: css({ color: 'status.success.icon' }),
  APROVADO_PELO_CONSELHO: css({ color: 'status.success.icon' }),
  REPROVADO: css({ color: 'status.error.icon' }),
  REPROVADO_POR_FALTAS: css({ color: 'status.error.icon' }),
};

const styles = {
  abbreviation: css({
    display: 'block',
    textStyle: 'xs',
    fontWeight: 'medium',
    textDecoration: 'none',
    cursor: 'help',
  }),
  name: css({ fontWeight: 'medium' }),
  needed: css({ display: 'block', textStyle: 'xs', color: 'fg.muted', whiteSpace: 'normal' }),
};

/** A score on the rule's scale as typed ('7,5'), '-' without one. */
export const formatScore = (value: number | null) =>
  value === null ? labels.noValue : formatDecimalInput(value);

/** An attendance percentage with one decimal ('92,5%'), '-' before any recorded day. */
export const formatPercent = (value: number | null) =>
  value === null ? labels.noValue : `${formatDecimal(value, 1)}%`;

/** A situation's short form in its colour, its full name as the title. */
export function SituationAbbr({ code }: { code: EvaluationSituation }) {
  return (
    <abbr
      className={cx(styles.abbreviation, situationTone[code])}
      title={evaluationSituationLabels[code]}
    >
      {situationAbbreviations[code]}
    </abbr>
  );
}

/** A situation's full name in its colour. */
export function SituationName({ code }: { code: EvaluationSituation }) {
  return (
    <span className={cx(styles.name, situationTone[code])}>{evaluationSituationLabels[code]}</span>
  );
}

/** While a component is EM_RECUPERACAO: the exam grade still needed (or that none can pass). */
export function NeededExam({ component }: { component: ComponentResult }) {
  if (component.situation !== 'EM_RECUPERACAO') return null;
  return (
    <span className={styles.needed}>
      {labels.needed(
        component.neededExamScore === null ? null : formatDecimalInput(component.neededExamScore),
      )}
    </span>
  );
}
