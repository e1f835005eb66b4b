export {
  DayKindLegend,
  DayKindSwatch,
  DayTypeBadge,
  dayKindColor,
  dayKindLegend,
  dayKindLegendLabel,
  dayKindStyles,
} from './day-kind';
