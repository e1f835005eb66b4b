import { type AuditEvent, auditActionLabels, auditResourceLabels } from '@lousa/domain';
import { css } from 'styled-system/css';
import { defineColumns } from '../../components/data-table';
import { auditFieldLines, formatAuditTime, shortId } from './auditoria-format';
import { auditoriaLabels as labels } from './labels';

const mono = css({ fontFamily: 'mono', textStyle: 'xs' });
/** The short id under the record's name. */
const monoLine = css({ display: 'block', fontFamily: 'mono', textStyle: 'xs', color: 'fg.muted' });
/** The record's name: wide enough that a school's name takes two lines, not four. */
const name = css({ display: 'block', minWidth: '40' });
/** One field (or one change) per line, each kept readable beside the other columns. */
const line = css({ display: 'block', minWidth: '64' });

/** The resource's pt-BR name, or its key when the screen does not know it. */
const resourceName = (resource: string | null) =>
  resource ? (auditResourceLabels[resource] ?? resource) : labels.none;

/**
 * Data e hora, Ação and Recurso sort on the server; Usuário, Registro (the record's name as it
 * was then, its id shortened under it, the whole id on hover), Campos (each field's pt-BR label;
 * an update's 'Nome: Ana → Ana Maria' per changed field) and Endereço IP are read as they are.
 */
export const auditoriaColumns = defineColumns<AuditEvent>([
  {
    id: 'at',
    header: labels.at,
    sortKey: 'at',
    nowrap: true,
    cell: (event) => <time dateTime={event.at}>{formatAuditTime(event.at)}</time>,
  },
  { id: 'actor', header: labels.actor, cell: (event) => event.actor?.email ?? labels.none },
  {
    id: 'action',
    header: labels.action,
    sortKey: 'action',
    cell: (event) => auditActionLabels[event.action],
  },
  {
    id: 'resource',
    header: labels.resource,
    sortKey: 'resource',
    cell: (event) => resourceName(event.resource),
  },
  {
    id: 'record',
    header: labels.record,
    cell: (event) => {
      if (!event.resourceId) return event.resourceLabel ?? labels.none;
      const id = (
        <span className={event.resourceLabel ? monoLine : mono} title={event.resourceId}>
          {shortId(event.resourceId)}
        </span>
      );
      return event.resourceLabel ? (
        <>
          <span className={name}>{event.resourceLabel}</span> {id}
        </>
      ) : (
        id
      );
    },
  },
  {
    id: 'fields',
    header: labels.fields,
    cell: (event) => {
      const lines = auditFieldLines(event);
      if (lines.length === 0) return labels.none;
      // A list of labels reads on one line; an update's changes one per line.
      return event.changes
        ? lines.map((text) => (
            <span key={text} className={line}>
              {text}
            </span>
          ))
        : lines.join(', ');
    },
  },
  { id: 'ip', header: labels.ip, nowrap: true, cell: (event) => event.ip ?? labels.none },
]);
