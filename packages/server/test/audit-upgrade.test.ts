import { type AuditEvent, auditEventSchema } from '@lousa/domain';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADMIN } from './helpers.ts';
import { databaseAt, signedIn } from './migrations-at.ts';

/*
 * Migration 0011 (issue 26, 'Auditoria in pt-BR'): the events of a database from before it keep
 * what they said and answer no record name nor values (null); the events written after carry
 * them.
 */

const OLD_EVENT = '01900000-0000-7000-8000-0000000000e1';
const OLD_RECORD = '01900000-0000-7000-8000-0000000000c1';

describe('upgrading a database from before the audit kept names and values', () => {
  it('keeps the old events as they were, with no name nor values; new ones have them', async () => {
    const old = await databaseAt(10, async (db) => {
      await db.execute(sql`
        insert into audit_events (id, at, action, resource, resource_id, fields) values
          (${OLD_EVENT}, '2026-01-10T12:00:00Z', 'update', 'courses', ${OLD_RECORD}, array['name'])`);
    });

    await old.start(async (upgraded) => {
      const client = await signedIn(upgraded, ADMIN.email, ADMIN.password);
      const created = await client.post<{ id: string }>('/api/teaching-modalities', {
        name: 'Educação Infantil',
      });
      expect(created.status, created.text).toBe(201);
      const edit = await client.request('PATCH', `/api/teaching-modalities/${created.body.id}`, {
        json: { name: 'Educação Infantil II' },
      });
      expect(edit.status, edit.text).toBe(200);

      const answer = await client.get<AuditEvent[]>('/api/audit-events?pageSize=100');
      expect(answer.status, answer.text).toBe(200);
      expect(v.safeParse(v.array(auditEventSchema), answer.body).success).toBe(true);
      const oldEvent = answer.body.find((event) => event.id === OLD_EVENT);
      expect(oldEvent).toMatchObject({
        action: 'update',
        resource: 'courses',
        resourceId: OLD_RECORD,
        resourceLabel: null,
        fields: ['name'],
        changes: null,
      });
      const update = answer.body.find(
        (event) => event.resourceId === created.body.id && event.action === 'update',
      );
      expect(update).toMatchObject({
        resourceLabel: 'Educação Infantil II',
        changes: { name: { before: 'Educação Infantil', after: 'Educação Infantil II' } },
      });
    });
  }, 120_000);
});
