export {
  DayKindLegend,
  DayKindSwatch,
  DayTypeBadge,
  dayKind,
  dayKindColor,
  dayKindLegend,
  dayKindLegendLabel,
} from './day-kind';
