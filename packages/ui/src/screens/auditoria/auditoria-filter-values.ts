import { type AUDIT_FILTERS, auditActions, isRealDate } from '@lousa/domain';

export type AuditFilter = (typeof AUDIT_FILTERS)[number];
/** Each filter's value as the URL holds it ('' for none). */
export type AuditFilterValues = Readonly<Record<AuditFilter, string>>;

/** A calendar day `YYYY-MM-DD` that exists. */
function isDay(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The filters the list call is sent: those the URL holds that the server can read (a user's id,
 * an action of the log, real calendar days); anything else is left out rather than refused.
 */
export function auditListFilters(values: AuditFilterValues): AuditFilterValues {
  return {
    ...values,
    actorId: UUID.test(values.actorId) ? values.actorId : '',
    action: (auditActions as readonly string[]).includes(values.action) ? values.action : '',
    from: isDay(values.from) ? values.from : '',
    to: isDay(values.to) ? values.to : '',
  };
}
