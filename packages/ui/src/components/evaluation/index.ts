export { evaluationLabels, situationAbbreviations } from './labels';
export { ResultsFrame } from './results-frame';
export { ResultsLoading } from './results-loading';
export {
  formatPercent,
  formatScore,
  NeededExam,
  SituationAbbr,
  SituationName,
  situationTone,
} from './situation';
