import {
  calendarEventColor,
  calendarEventTypes,
  type EventColor,
  type SchoolDayKind,
} from '@lousa/domain';
import { useId } from 'react';
import { css, cva, cx } from 'styled-system/css';
import { Badge } from '../badge';

/**
 * The one place where a day's kind gets its colour (spec §2, 'Calendário Acadêmico': FERIADO red,
 * SABADO_LETIVO yellow, CONSELHO_CLASSE dark green, otherwise emerald). `kind` sets the colour,
 * `part` where it goes: a left border (a calendar entry), a border (a day type's badge) or a
 * swatch (the badge's dot, the legend).
 */
export const dayKind = cva({
  variants: {
    kind: {
      red: { '--day-kind': '{colors.event.feriado}' },
      yellow: { '--day-kind': '{colors.event.sabadoLetivo}' },
      darkGreen: { '--day-kind': '{colors.event.conselhoClasse}' },
      emerald: { '--day-kind': '{colors.event.default}' },
    } satisfies Record<EventColor, object>,
    part: {
      leftBorder: { borderLeftColor: 'var(--day-kind)' },
      border: { borderColor: 'var(--day-kind)' },
      swatch: { bg: 'var(--day-kind)' },
    },
  },
});

/** The colour of a day of this kind (null: an entry without a kind, emerald). */
export function dayKindColor(type: SchoolDayKind | null | undefined): EventColor {
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
  return <span aria-hidden className={cx(swatch, dayKind({ kind: color, part: 'swatch' }))} />;
}

/**
 * A day type's badge: its description, with its kind's colour as a dot and a border (so
 * 'Feriado' and 'Dia letivo' differ at a glance; the text says which). `data-kind` names the
 * colour, `data-type` the type's kind (never read from the description).
 */
export function DayTypeBadge({
  description,
  type,
}: {
  description: string;
  type: SchoolDayKind | null;
}) {
  const color = dayKindColor(type);
  return (
    <Badge
      variant="secondary"
      className={cx(css({ gap: '1.5' }), dayKind({ kind: color, part: 'border' }))}
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
