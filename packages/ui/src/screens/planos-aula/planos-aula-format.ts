import { formatInstantDate } from '@lousa/domain';

/**
 * The day a plan was written (an instant) as a person in the network reads it, DD/MM/AAAA in
 * São Paulo's time whatever the browser's zone. Anything unreadable is shown as it came.
 */
export function formatPlanDate(iso: string): string {
  return formatInstantDate(iso) || iso;
}
