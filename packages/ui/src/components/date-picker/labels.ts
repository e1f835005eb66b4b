import type { DatePickerRootProps } from '@ark-ui/react/date-picker';

type Translations = NonNullable<DatePickerRootProps['translations']>;
type View = 'day' | 'month' | 'year';

const byView = (day: string, month: string, year: string) => (view: View) =>
  view === 'day' ? day : view === 'month' ? month : year;

/** pt-BR labels of the calendar; month and day names come from the `pt-BR` locale itself. */
export const calendarLabels = {
  calendar: 'Calendário',
  /** Spoken kind of the calendar widget and of its grids. */
  calendarKind: 'seletor de datas',
  monthGrid: 'mês',
  yearGrid: 'ano',
  openCalendar: 'Abrir calendário',
  closeCalendar: 'Fechar calendário',
  previous: byView('Mês anterior', 'Ano anterior', 'Anos anteriores'),
  next: byView('Próximo mês', 'Próximo ano', 'Próximos anos'),
  switchTo: byView('Ver dias', 'Ver meses', 'Ver anos'),
  /** The header button's name starts with what it shows (WCAG 2.5.3), then what it does. */
  viewTrigger: (title: string, view: View) =>
    `${title}, ${view === 'day' ? 'ver meses' : 'ver anos'}`,
  years: 'Anos',
  selected: 'Data selecionada',
  withEvents: 'com eventos',
} as const;

/** Ark's own announcements, in pt-BR; `marked` adds the marked-day hint to a day's name. */
export function calendarTranslations(marked: ReadonlySet<string>): Translations {
  return {
    content: calendarLabels.calendar,
    trigger: (open) => (open ? calendarLabels.closeCalendar : calendarLabels.openCalendar),
    prevTrigger: (view) => calendarLabels.previous(view),
    nextTrigger: (view) => calendarLabels.next(view),
    viewTrigger: (_view, next) => calendarLabels.switchTo(next ?? 'day'),
    dayCell: (state) => {
      const name = state.selected
        ? `${calendarLabels.selected}, ${state.valueText}`
        : state.valueText;
      return marked.has(state.value.toString()) ? `${name}, ${calendarLabels.withEvents}` : name;
    },
  };
}
