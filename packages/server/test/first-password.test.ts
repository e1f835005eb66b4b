import { messages, serverMessages } from '@lousa/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, refreshTokens, users } from '../src/db/schema.ts';
import { type Body, type Item, PASSWORD, useSchool } from './builders.ts';
import { TestClient } from './helpers.ts';

/*
 * First password (issue 26): a password someone else chose — an administrator creating the
 * account or resetting its password (PATCH /users/:id with `password`) — must be replaced by the
 * user's own at the next sign-in, as the first administrator's printed one must: until then /me
 * says `mustChangePassword` and every data route answers 403.
 */

const school = useSchool();

const signIn = (login: string, password: string) =>
  new TestClient(school.server.url).post<{ accessToken: string }>('/api/auth', {
    login,
    password,
  });

async function signedIn(login: string, password: string): Promise<TestClient> {
  const client = new TestClient(school.server.url);
  await client.login(login, password);
  return client;
}

async function mustChange(userId: string): Promise<boolean | undefined> {
  const [row] = await school.server.db
    .select({ must: users.mustChangePassword })
    .from(users)
    .where(eq(users.id, userId));
  return row?.must;
}

async function secretaryBody(): Promise<Body> {
  const roleId = await school.build.roleId('Secretaria Escolar');
  const unit = await school.build.unit();
  return school.build.userBody('Sônia', { roleId, schoolUnitIds: [unit.id] });
}

/** The audit events about a user, straight from the table (every column). */
const eventsAbout = (userId: string) =>
  school.server.db.select().from(auditEvents).where(eq(auditEvents.resourceId, userId));

describe('a user created by an administrator', () => {
  it('signs in with that password, must choose their own before any data route, then works', async () => {
    const body = await secretaryBody();
    const created = await school.build.created('/users', body);
    expect(JSON.stringify(created)).not.toContain(PASSWORD);
    expect(await mustChange(created.id)).toBe(true);

    const sonia = await signedIn(body.email as string, PASSWORD);
    const me = await sonia.get<{ mustChangePassword: boolean }>('/api/me');
    expect(me.status).toBe(200);
    expect(me.body.mustChangePassword).toBe(true);
    const blocked = await sonia.get('/api/students');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual({ message: serverMessages.passwordChangeRequired });
    // A write too, not only reads.
    const write = await sonia.post('/api/school-day-types', {
      description: 'Recesso',
      kind: 'RECESSO',
    });
    expect(write.status).toBe(403);
    expect(write.body).toEqual({ message: serverMessages.passwordChangeRequired });

    const own = 'Caderno-de-Chamada-7';
    const changed = await sonia.post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: own,
    });
    expect(changed.status, changed.text).toBe(204);
    expect((await sonia.get('/api/me')).body).toMatchObject({ mustChangePassword: false });
    expect((await sonia.get('/api/students')).status).toBe(200);
    expect(await mustChange(created.id)).toBe(false);
    expect((await signIn(body.email as string, PASSWORD)).status).toBe(401);
    expect((await signIn(body.email as string, own)).status).toBe(200);
  });
});

describe('an administrator resets a password (PATCH /users/:id with password)', () => {
  it('sets the new one, which must be changed at the next sign-in; the old one stops working; sessions end', async () => {
    const sonia = await school.build.signedUser('Sônia', 'Secretaria Escolar', [
      (await school.build.unit()).id,
    ]);
    expect((await sonia.client.get('/api/students')).status).toBe(200);
    expect(await mustChange(sonia.id)).toBe(false);

    const reset = 'Giz-Colorido-na-Lousa-4';
    const answer = await school.admin.request<Item>('PATCH', `/api/users/${sonia.id}`, {
      json: { password: reset },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.text).not.toContain(reset);
    expect(answer.text).not.toMatch(/password|senha/i);
    expect(await mustChange(sonia.id)).toBe(true);

    // Every session of the user ended; the access token still held reads only /me.
    const open = await school.server.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, sonia.id), isNull(refreshTokens.revokedAt)));
    expect(open).toEqual([]);
    const stale = await sonia.client.get('/api/students');
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual({ message: serverMessages.passwordChangeRequired });

    expect((await signIn(sonia.email, PASSWORD)).status).toBe(401);
    const again = await signedIn(sonia.email, reset);
    expect((await again.get('/api/me')).body).toMatchObject({ mustChangePassword: true });
    expect((await again.get('/api/students')).status).toBe(403);
    const changed = await again.post('/api/auth/change-password', {
      currentPassword: reset,
      newPassword: 'Mochila-Nova-2034',
    });
    expect(changed.status, changed.text).toBe(204);
    expect((await again.get('/api/students')).status).toBe(200);

    // Audited as a reset by the administrator, with no password anywhere in the trail.
    const trail = await eventsAbout(sonia.id);
    const resetEvent = trail.find((event) => event.action === 'password-reset');
    expect(resetEvent).toMatchObject({ actorEmail: 'admin@escola.test', fields: [] });
    const text = JSON.stringify(trail);
    for (const secret of [PASSWORD, reset, 'Mochila-Nova-2034']) {
      expect(text).not.toContain(secret);
    }
    const listed = await school.admin.get(`/api/audit-events?q=${sonia.id}`);
    expect(listed.status).toBe(200);
    expect(listed.text).not.toContain(reset);
  });

  it('checks the password with the rules of a new one and leaves it when empty', async () => {
    const body = school.build.userBody('Rui');
    const user = await school.build.created('/users', body);
    const patch = (json: Body) =>
      school.admin.request<{ issues?: unknown }>('PATCH', `/api/users/${user.id}`, { json });
    const short = await patch({ password: 'curta' });
    expect(short.status).toBe(400);
    expect(short.body.issues).toEqual([{ path: 'password', message: messages.passwordTooShort }]);
    const common = await patch({ password: 'Sunshine' });
    expect(common.status).toBe(400);
    expect(common.body.issues).toEqual([{ path: 'password', message: messages.passwordTooCommon }]);
    const likeLogin = await patch({ password: body.email });
    expect(likeLogin.status).toBe(400);
    expect(likeLogin.body.issues).toEqual([
      { path: 'password', message: messages.passwordLikeLogin },
    ]);
    // A refused or empty password changes nothing: the created one still signs in.
    expect((await patch({ password: '', firstName: 'Rui' })).status).toBe(200);
    expect((await signIn(body.email as string, PASSWORD)).status).toBe(200);
    expect((await eventsAbout(user.id)).map((event) => event.action)).not.toContain(
      'password-reset',
    );
  });

  it('is refused to a user who does not manage users (403) and for one’s own account (409)', async () => {
    const target = await school.build.created('/users', school.build.userBody('Alvo'));
    const unit = (await school.build.unit()).id;
    const secretary = await school.build.signedUser('Sônia', 'Secretaria Escolar', [unit]);
    const refused = await secretary.client.request('PATCH', `/api/users/${target.id}`, {
      json: { password: 'Giz-Colorido-na-Lousa-4' },
    });
    expect(refused.status).toBe(403);
    expect(await mustChange(target.id)).toBe(true);
    expect((await signIn(target.email as string, PASSWORD)).status).toBe(200);

    const me = await school.admin.get<{ id: string }>('/api/me');
    const own = await school.admin.request('PATCH', `/api/users/${me.body.id}`, {
      json: { password: 'Giz-Colorido-na-Lousa-4' },
    });
    expect(own.status).toBe(409);
    expect(own.body).toEqual({
      message: serverMessages.cannotResetOwnPassword,
      issues: [{ path: 'password', message: serverMessages.cannotResetOwnPassword }],
    });
    expect((await signIn('admin@escola.test', 'Senha-de-teste-1')).status).toBe(200);
  });
});
