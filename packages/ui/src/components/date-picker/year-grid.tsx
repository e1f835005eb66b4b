'use client';
import { useDatePickerContext } from '@ark-ui/react/date-picker';
import { YEAR_PICKER_SPAN } from '@lousa/domain';
import type { calendarStyles } from './calendar.recipe';
import { calendarLabels } from './labels';

/** Ark pages the year view by decade; the window adds the years around it to show 12. */
const DECADE = 10;
const LEAD = Math.floor((YEAR_PICKER_SPAN - DECADE) / 2);

/** The years shown for the decade that starts at `decadeStart`. */
export function yearWindow(decadeStart: number): number[] {
  const first = decadeStart - LEAD;
  return Array.from({ length: YEAR_PICKER_SPAN }, (_, index) => first + index);
}

/** The year view's 12 years; choosing one opens that year's months. */
export function YearGrid({ styles }: { styles: ReturnType<typeof calendarStyles> }) {
  const api = useDatePickerContext();
  const decadeStart = api.getDecade().start ?? api.focusedValue.year;
  const selectedYear = api.value[0]?.year;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a grid of buttons, not a form fieldset
    <div role="group" aria-label={calendarLabels.years} className={styles.yearGrid}>
      {yearWindow(decadeStart).map((year) => (
        <button
          key={year}
          type="button"
          className={styles.cell}
          aria-pressed={year === selectedYear}
          data-selected={year === selectedYear ? '' : undefined}
          data-focus={year === api.focusedValue.year ? '' : undefined}
          onClick={() => {
            api.focusYear(year);
            api.setView('month');
          }}
        >
          {year}
        </button>
      ))}
    </div>
  );
}
