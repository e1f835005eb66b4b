import type { EventColor } from '@lousa/domain';
import { css } from 'styled-system/css';

/** Left border of an event by its colour (spec §2: FERIADO red, SABADO_LETIVO yellow, ...). */
export const eventBorder: Record<EventColor, string> = {
  red: css({ borderLeftColor: 'event.feriado' }),
  yellow: css({ borderLeftColor: 'event.sabadoLetivo' }),
  darkGreen: css({ borderLeftColor: 'event.conselhoClasse' }),
  emerald: css({ borderLeftColor: 'event.default' }),
};
