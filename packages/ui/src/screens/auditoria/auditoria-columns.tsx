import { type AuditEvent, auditActionLabels, auditResourceLabels } from '@lousa/domain';
import { css } from 'styled-system/css';
import { defineColumns } from '../../components/data-table';
import { formatAuditTime, shortId } from './auditoria-format';
import { auditoriaLabels as labels } from './labels';

const mono = css({ fontFamily: 'mono', textStyle: 'xs' });

/** The resource's pt-BR name, or its key when the screen does not know it. */
const resourceName = (resource: string | null) =>
  resource ? (auditResourceLabels[resource] ?? resource) : labels.none;

/**
 * Data e hora, Ação and Recurso sort on the server; Usuário, Registro (its id shortened, the
 * whole id on hover), Campos and Endereço IP are read as they are.
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
    nowrap: true,
    cell: (event) =>
      event.resourceId ? (
        <span className={mono} title={event.resourceId}>
          {shortId(event.resourceId)}
        </span>
      ) : (
        labels.none
      ),
  },
  {
    id: 'fields',
    header: labels.fields,
    cell: (event) => (event.fields.length > 0 ? event.fields.join(', ') : labels.none),
  },
  { id: 'ip', header: labels.ip, nowrap: true, cell: (event) => event.ip ?? labels.none },
]);
