import {
  type CalendarEventType,
  calendarEventColor,
  calendarEventTypes,
  type EventColor,
} from '@lousa/domain';
import { useId } from 'react';
import { css, cx } from 'styled-system/css';
import { Badge } from '../badge';

/**
 * The one place where a day's kind gets its colour (spec §2, 'Calendário Acadêmico': FERIADO red,
 * SABADO_LETIVO yellow, CONSELHO_CLASSE dark green, otherwise emerald), as a left border (a
 * calendar entry), a border (a day type's badge) and a swatch (the badge's dot, the legend).
 */
export const dayKindStyles: Record<
  EventColor,
  { leftBorder: string; border: string; swatch: string }
> = {
  red: {
    leftBorder: css({ borderLeftColor: 'event.feriado' }),
    border: css({ borderColor: 'event.feriado' }),
    swatch: css({ bg: 'event.feriado' }),
  },
  yellow: {
    leftBorder: css({ borderLeftColor: 'event.sabadoLetivo' }),
    border: css({ borderColor: 'event.sabadoLetivo' }),
    swatch: css({ bg: 'event.sabadoLetivo' }),
  },
  darkGreen: {
    leftBorder: css({ borderLeftColor: 'event.conselhoClasse' }),
    border: css({ borderColor: 'event.conselhoClasse' }),
    swatch: css({ bg: 'event.conselhoClasse' }),
  },
  emerald: {
    leftBorder: css({ borderLeftColor: 'event.default' }),
    border: css({ borderColor: 'event.default' }),
    swatch: css({ bg: 'event.default' }),
  },
};

/** The colour of a day of this event type (null: a type without its own colour, emerald). */
export function dayKindColor(type: CalendarEventType | null | undefined): EventColor {
  return calendarEventColor(type ?? '');
}

const swatch = css({
  display: 'inline-block',
  flexShrink: '0',
  w: '2.5',
  h: '2.5',
  borderRadius: 'full',
});

/** The coloured dot of a kind; decorative (the kind is always said in text beside it). */
export function DayKindSwatch({ color }: { color: EventColor }) {
  return <span aria-hidden className={cx(swatch, dayKindStyles[color].swatch)} />;
}

/**
 * A day type's badge: its description, with its kind's colour as a dot and a border (so
 * 'Feriado' and 'Dia letivo' differ at a glance; the text says which). `data-kind` names the
 * colour, `data-type` the event type read from the description.
 */
export function DayTypeBadge({
  description,
  type,
}: {
  description: string;
  type: CalendarEventType | null;
}) {
  const color = dayKindColor(type);
  return (
    <Badge
      variant="secondary"
      className={cx(css({ gap: '1.5' }), dayKindStyles[color].border)}
      data-kind={color}
      data-type={type ?? undefined}
    >
      <DayKindSwatch color={color} />
      {description}
    </Badge>
  );
}

/** What each colour of the legend stands for, in the spec's order of colours. */
export const dayKindLegend: readonly { color: EventColor; label: string }[] = [
  { color: 'red', label: calendarEventTypes.FERIADO.label },
  { color: 'yellow', label: calendarEventTypes.SABADO_LETIVO.label },
  { color: 'darkGreen', label: calendarEventTypes.CONSELHO_CLASSE.label },
  { color: 'emerald', label: `${calendarEventTypes.DIA_LETIVO.label} e outros tipos` },
];

export const dayKindLegendLabel = 'Legenda das cores';

const legendStyles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  title: css({ textStyle: 'sm', fontWeight: 'semibold', color: 'fg.default' }),
  list: css({ display: 'flex', flexWrap: 'wrap', columnGap: '4', rowGap: '2' }),
  item: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    textStyle: 'sm',
    color: 'fg.default',
  }),
};

/** The legend of the kinds' colours: each colour with its name (never the colour alone). */
export function DayKindLegend({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <div className={cx(legendStyles.root, className)}>
      <p id={titleId} className={legendStyles.title}>
        {dayKindLegendLabel}
      </p>
      <ul aria-labelledby={titleId} className={legendStyles.list}>
        {dayKindLegend.map((entry) => (
          <li key={entry.color} className={legendStyles.item} data-kind={entry.color}>
            <DayKindSwatch color={entry.color} />
            {entry.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
