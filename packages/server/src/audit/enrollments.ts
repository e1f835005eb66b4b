import { type Enrollment, enrollmentsResource } from '@lousa/domain';
import type { Database } from '../db/client.ts';
import { type AuditChanges, type AuditOrigin, writeAudit } from './audit.ts';

/**
 * Reads enrolment `id` as answered after a write (inside the write's transaction), or at least
 * the names its label is made of (a rollover knows them already).
 */
type ReadEnrollment = (
  tx: Database,
  id: string,
) => Promise<Pick<Enrollment, 'student' | 'classroom'>>;

/**
 * The audit trail of the enrolment routes: records a write of enrolment `id`, named
 * 'Aluno — Turma' (read with `read`); `written` is the fields a create wrote, or an update's
 * changes (each field's value before and after).
 */
export const enrollmentAudit =
  (read: ReadEnrollment) =>
  async (
    tx: Database,
    origin: AuditOrigin,
    action: 'create' | 'update',
    id: string,
    written: string[] | AuditChanges,
    now: Date,
  ): Promise<void> => {
    const item = await read(tx, id);
    const changes = Array.isArray(written) ? null : (written as AuditChanges);
    await writeAudit(
      tx,
      origin,
      {
        action,
        resource: enrollmentsResource.key,
        resourceId: id,
        label: `${item.student.name} — ${item.classroom.name}`,
        fields: changes ? Object.keys(changes) : (written as string[]),
        changes,
      },
      now,
    );
  };
