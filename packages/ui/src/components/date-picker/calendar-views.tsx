'use client';
import { useDatePickerContext } from '@ark-ui/react/date-picker';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '../button';
import { IconButton } from '../icon-button';
import { calendarStyles } from './calendar.recipe';
import * as DatePicker from './date-picker';
import { calendarLabels } from './labels';
import { YearGrid, yearWindow } from './year-grid';

/** The year view's title: the first and last of the 12 years it shows. */
function yearWindowTitle(decadeStart: number): string {
  const years = yearWindow(decadeStart);
  return `${years[0]} – ${years[years.length - 1]}`;
}

type View = 'day' | 'month' | 'year';

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);

function ViewHeader({ view }: { view: View }) {
  const api = useDatePickerContext();
  const styles = calendarStyles();
  const title =
    view === 'day'
      ? capitalize(api.visibleRangeText.start)
      : view === 'month'
        ? String(api.focusedValue.year)
        : yearWindowTitle(api.getDecade().start ?? api.focusedValue.year);
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={calendarLabels.previous(view)}>
          <ChevronLeftIcon aria-hidden />
        </IconButton>
      </DatePicker.PrevTrigger>
      <DatePicker.ViewTrigger asChild aria-label={calendarLabels.viewTrigger(title, view)}>
        <Button variant="ghost" size="sm" className={styles.heading}>
          {title}
        </Button>
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger asChild>
        <IconButton variant="ghost" size="sm" aria-label={calendarLabels.next(view)}>
          <ChevronRightIcon aria-hidden />
        </IconButton>
      </DatePicker.NextTrigger>
    </DatePicker.ViewControl>
  );
}

function DayView({ marked }: { marked: ReadonlySet<string> }) {
  const api = useDatePickerContext();
  const styles = calendarStyles();
  return (
    <DatePicker.View view="day">
      <ViewHeader view="day" />
      <DatePicker.Table aria-roledescription={calendarLabels.monthGrid}>
        <DatePicker.TableHead>
          <DatePicker.TableRow>
            {api.weekDays.map((weekDay) => (
              <DatePicker.TableHeader key={weekDay.long} abbr={weekDay.long}>
                <abbr title={weekDay.long} className={styles.weekday}>
                  {weekDay.narrow}
                </abbr>
              </DatePicker.TableHeader>
            ))}
          </DatePicker.TableRow>
        </DatePicker.TableHead>
        <DatePicker.TableBody>
          {api.weeks.map((week) => (
            <DatePicker.TableRow key={week[0]?.toString()}>
              {week.map((day) => {
                const isMarked = marked.has(day.toString());
                return (
                  <DatePicker.TableCell key={day.toString()} value={day}>
                    <DatePicker.TableCellTrigger
                      className={styles.cell}
                      data-marked={isMarked ? '' : undefined}
                    >
                      {day.day}
                      {isMarked ? <span aria-hidden className={styles.marker} /> : null}
                    </DatePicker.TableCellTrigger>
                  </DatePicker.TableCell>
                );
              })}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </DatePicker.View>
  );
}

function MonthView() {
  const api = useDatePickerContext();
  const styles = calendarStyles();
  return (
    <DatePicker.View view="month">
      <ViewHeader view="month" />
      <DatePicker.Table columns={4} aria-roledescription={calendarLabels.yearGrid}>
        <DatePicker.TableBody>
          {api.getMonthsGrid({ columns: 4, format: 'short' }).map((months) => (
            <DatePicker.TableRow key={months[0]?.value}>
              {months.map((month) => (
                <DatePicker.TableCell key={month.value} value={month.value}>
                  <DatePicker.TableCellTrigger className={styles.cell}>
                    {month.label}
                  </DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              ))}
            </DatePicker.TableRow>
          ))}
        </DatePicker.TableBody>
      </DatePicker.Table>
    </DatePicker.View>
  );
}

function YearView() {
  const styles = calendarStyles();
  return (
    <DatePicker.View view="year">
      <ViewHeader view="year" />
      <YearGrid styles={styles} />
    </DatePicker.View>
  );
}

/** The day, month and (12-year) year views of a calendar, inside a `DatePicker.Root`. */
export function CalendarViews({ marked }: { marked: ReadonlySet<string> }) {
  return (
    <>
      <DayView marked={marked} />
      <MonthView />
      <YearView />
    </>
  );
}
