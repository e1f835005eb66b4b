/** How the audit screen writes its values: times in São Paulo, short record ids, changes. */
import {
  type AuditEvent,
  areaLabels,
  auditFieldLabel,
  enrollmentStatusLabels,
  ethnicityLabels,
  genderLabels,
  locationZoneLabels,
  NETWORK_TIME_ZONE,
  nationalityLabels,
  shiftLabels,
} from '@lousa/domain';
import { auditoriaLabels as labels } from './labels';

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

/** The choices a field holds as codes, by the field's name (last part of 'person.gender'). */
const choiceLabels: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  shift: shiftLabels,
  area: areaLabels,
  gender: genderLabels,
  ethnicity: ethnicityLabels,
  nationality: nationalityLabels,
  locationZone: locationZoneLabels,
  status: enrollmentStatusLabels,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})(T00:00:00(\.000)?Z)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A value of an audit change as a pt-BR reader reads it: a day as '15/03/2026', an instant in
 * São Paulo, true/false as 'Sim'/'Não', a number with a decimal comma, a code by its label, a
 * record's id shortened, a list or an object (an address) by its parts; nothing as '—'.
 */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return labels.none;
  if (typeof value === 'boolean') {
    // A user's 'Situação' reads as its list shows it.
    if (field === 'active') return value ? labels.active : labels.inactive;
    return value ? labels.yes : labels.no;
  }
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (Array.isArray(value)) {
    return value.length === 0
      ? labels.none
      : value.map((item) => formatAuditValue(field, item)).join(', ');
  }
  if (typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>)
      .filter((item) => item !== null && item !== undefined && item !== '')
      .map((item) => formatAuditValue(field, item));
    return parts.length > 0 ? parts.join(', ') : labels.none;
  }
  const text = String(value);
  const day = DAY.exec(text);
  if (day) return `${day[3]}/${day[2]}/${day[1]}`;
  if (INSTANT.test(text)) return formatAuditTime(text);
  if (UUID.test(text)) return shortId(text);
  const choice = choiceLabels[field.split('.').at(-1) ?? field]?.[text];
  return choice ?? text;
}

/**
 * The 'Campos' of an event: each field's label, and for an update that kept its values
 * 'Nome: Ana → Ana Maria' per changed field.
 */
export function auditFieldLines(event: AuditEvent): string[] {
  const changes = event.changes ?? {};
  return event.fields.map((field) => {
    const label = auditFieldLabel(event.resource, field);
    const change = changes[field];
    if (!change) return label;
    const before = formatAuditValue(field, change.before);
    const after = formatAuditValue(field, change.after);
    return `${label}: ${before} → ${after}`;
  });
}
