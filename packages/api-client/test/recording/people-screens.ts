import type { AuditEvent, Me, User } from '@lousa/domain';
import type { RecordingArea } from './index.ts';

/** Without accents, in lower case: how a person types a name into a search box. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * 'Usuários', 'Perfis' and 'Auditoria': the searches, sorts and filters their stories make, on
 * the whole lists recorded with the people and the audit log. The stories pick the same users
 * and events the same way (usuarios-screen, auditoria-screen stories).
 */
const area: RecordingArea = {
  file: 'people-screens.json',
  async record({ get, recorded, today }) {
    // Users: a user's surname in capitals, the start of a CPF typed with its mask, a first name
    // with an accent typed without it, a word nobody has.
    const users = recorded<User[]>('administrador', 'GET /users');
    const me = recorded<Me>('administrador', 'GET /me');
    const unique = (pick: (user: User) => string, user: User) =>
      users.filter((other) => pick(other) === pick(user)).length === 1;
    const someone = users.find(
      (user) =>
        user.id !== me.id &&
        user.role &&
        unique((u) => u.firstName, user) &&
        unique((u) => u.lastName, user),
    );
    const accented = users.find((user) => plain(user.firstName) !== user.firstName.toLowerCase());
    if (!someone || !accented) throw new Error('people-screens: the demo users changed');
    const cpf = someone.cpf;
    for (const q of [
      someone.lastName.toUpperCase(),
      `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}`,
      plain(accented.firstName),
      'pedagogia',
    ]) {
      await get('administrador', '/users', { q });
    }

    // Audit log: sorted by time both ways, one person's events, an action, a resource, both,
    // today's events, the sign-ins from today.
    const events = recorded<AuditEvent[]>('administrador', 'GET /audit-events');
    const teacher = recorded<Me>('professor', 'GET /me');
    if (!events.some((event) => event.actor?.email === teacher.email)) {
      throw new Error('people-screens: the teacher has no audit event');
    }
    await get('administrador', '/audit-events', { sort: 'at' });
    await get('administrador', '/audit-events', { sort: '-at' });
    await get('administrador', '/audit-events', { q: teacher.email });
    await get('administrador', '/audit-events', { action: 'sensitive-read' });
    await get('administrador', '/audit-events', { action: 'sensitive-read', resource: 'students' });
    await get('administrador', '/audit-events', { resource: 'students' });
    await get('administrador', '/audit-events', { from: today, to: today });
    await get('administrador', '/audit-events', { action: 'sign-in', from: today });
  },
};
export default area;
