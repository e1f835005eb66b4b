import { type CalendarEventType, calendarEventTypes } from '@lousa/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { css, cx } from 'styled-system/css';
import { DayKindLegend, DayTypeBadge, dayKind, dayKindColor, dayKindLegend } from './day-kind';

/** Every kind, in the spec's order of colours, with the colour it should get. */
const KINDS: readonly { type: CalendarEventType; color: string }[] = [
  { type: 'FERIADO', color: 'red' },
  { type: 'SABADO_LETIVO', color: 'yellow' },
  { type: 'CONSELHO_CLASSE', color: 'darkGreen' },
  { type: 'DIA_LETIVO', color: 'emerald' },
];

const styles = {
  column: css({ display: 'flex', flexDirection: 'column', gap: '4', maxW: 'md' }),
  row: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  entry: css({
    borderLeftWidth: '4px',
    borderLeftStyle: 'solid',
    borderRadius: 'l2',
    bg: 'bg.subtle',
    px: '3',
    py: '2',
    textStyle: 'sm',
    color: 'fg.default',
  }),
};

/** The three places a kind's colour goes: a day type's badge, a calendar entry, the legend. */
function DayKinds() {
  return (
    <div className={styles.column}>
      <ul aria-label="Tipos de dia" className={styles.row}>
        {KINDS.map(({ type }) => (
          <li key={type}>
            <DayTypeBadge description={calendarEventTypes[type].label} type={type} />
          </li>
        ))}
      </ul>
      <ul aria-label="Eventos do calendário" className={styles.column}>
        {KINDS.map(({ type }) => (
          <li
            key={type}
            className={cx(styles.entry, dayKind({ kind: dayKindColor(type), part: 'leftBorder' }))}
            data-kind={dayKindColor(type)}
          >
            {calendarEventTypes[type].label}
          </li>
        ))}
      </ul>
      <DayKindLegend />
    </div>
  );
}

const meta = {
  title: 'Design System/DayKind',
  component: DayKinds,
} satisfies Meta<typeof DayKinds>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Each kind says its name in text beside its colour ('Feriado' red, 'Sábado Letivo' yellow,
 * 'Conselho de Classe' dark green, 'Dia Letivo' emerald), in the badge, the entry and the legend.
 */
export const EveryKind: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const listName of ['Tipos de dia', 'Eventos do calendário']) {
      const items = within(canvas.getByRole('list', { name: listName })).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(
        KINDS.map(({ type }) => calendarEventTypes[type].label),
      );
      for (const [index, item] of items.entries()) {
        await expect(item).toBeVisible();
        // The badge inside the item, or the entry itself, names its colour.
        const marked = item.closest('[data-kind]') ?? item.querySelector('[data-kind]');
        await expect(marked).toHaveAttribute('data-kind', KINDS[index]?.color);
      }
    }
    const legend = within(canvas.getByRole('list', { name: 'Legenda das cores' }));
    const entries = legend.getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(
      dayKindLegend.map((entry) => entry.label),
    );
    for (const entry of entries) await expect(entry).toBeVisible();
  },
};
