/** How the audit screen writes its values: times in São Paulo, short record ids. */
import { NETWORK_TIME_ZONE } from '@lousa/domain';

// Made on first use (a formatter with a time zone is costly to build).
let saoPauloDateTime: Intl.DateTimeFormat | undefined;

/**
 * An instant as a person in the network reads it: '28/03/2025 17:47:12', in São Paulo's time
 * whatever the browser's zone. Anything unreadable is shown as it came.
 */
export function formatAuditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  saoPauloDateTime ??= new Intl.DateTimeFormat('pt-BR', {
    timeZone: NETWORK_TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return saoPauloDateTime.format(date).replace(', ', ' ');
}

/** The first 8 characters of a record id (a UUID's first group), enough to tell rows apart. */
export function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

/** A filter's calendar day ('2025-03-01') as the date input's value, and back. */
export const dayToIso = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T00:00:00.000Z` : '';
export const isoToDay = (iso: string) => iso.slice(0, 10);
