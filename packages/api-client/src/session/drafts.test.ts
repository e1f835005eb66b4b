import { afterEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../test/msw.ts';
import { createApiClient } from '../client.ts';
import { signOut } from './actions.ts';
import {
  clearDrafts,
  clearExpiredDrafts,
  DRAFT_MAX_AGE_MS,
  draftKey,
  readDraft,
  writeDraft,
} from './drafts.ts';
import { configureNavigation } from './navigation.ts';
import { logout } from './store.ts';

const NOW = Date.UTC(2026, 10, 27, 12);
const ana = draftKey({ userId: 'ana', screen: 'alunos' });
const bruno = draftKey({ userId: 'bruno', screen: 'alunos' });

afterEach(() => localStorage.clear());

describe('form drafts in localStorage', () => {
  it('are kept apart by user, screen and record', () => {
    expect(ana).not.toBe(bruno);
    expect(draftKey({ userId: 'ana', screen: 'alunos', recordId: 'r1' })).not.toBe(ana);
    expect(draftKey({ userId: 'ana', screen: 'planos-aula' })).not.toBe(ana);
    writeDraft(ana, { name: 'Ana' }, undefined, NOW);
    expect(readDraft(ana, NOW)).toEqual({ savedAt: NOW, values: { name: 'Ana' } });
    expect(readDraft(bruno, NOW)).toBeNull();
  });

  it('never keep a password, at any depth', () => {
    writeDraft(
      ana,
      { name: 'Ana', password: 'Senha@123', user: { novaSenha: 'x', email: 'a@b' } },
      {
        confirmPassword: 'Senha@123',
        mode: 'new',
      },
    );
    const stored = localStorage.getItem(ana) ?? '';
    expect(stored).not.toContain('Senha@123');
    expect(readDraft(ana)).toMatchObject({
      values: { name: 'Ana', user: { email: 'a@b' } },
      extra: { mode: 'new' },
    });
    expect(JSON.parse(stored).values.user).toEqual({ email: 'a@b' });
  });

  it('expire after 7 days: not offered, and removed', () => {
    writeDraft(ana, { name: 'Ana' }, undefined, NOW);
    expect(readDraft(ana, NOW + DRAFT_MAX_AGE_MS)).not.toBeNull();
    expect(readDraft(ana, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(localStorage.getItem(ana)).toBeNull();
  });

  it('an unreadable entry is dropped', () => {
    localStorage.setItem(ana, '{not json');
    expect(readDraft(ana)).toBeNull();
    expect(localStorage.getItem(ana)).toBeNull();
  });

  it('clearExpiredDrafts drops only the old ones, of every user', () => {
    writeDraft(ana, { name: 'Ana' }, undefined, NOW - DRAFT_MAX_AGE_MS - 1);
    writeDraft(bruno, { name: 'Bruno' }, undefined, NOW);
    localStorage.setItem('theme', 'dark');
    clearExpiredDrafts(NOW);
    expect(localStorage.getItem(ana)).toBeNull();
    expect(readDraft(bruno, NOW)).not.toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('clearDrafts removes every draft and nothing else', () => {
    writeDraft(ana, { name: 'Ana' });
    writeDraft(bruno, { name: 'Bruno' });
    localStorage.setItem('theme', 'dark');
    clearDrafts();
    expect(localStorage.getItem(ana)).toBeNull();
    expect(localStorage.getItem(bruno)).toBeNull();
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it("'Sair' clears every draft; a session that merely ends keeps them", async () => {
    configureNavigation({ redirect: () => {}, currentPath: () => '/app' });
    const fetchStub = vi.fn(async () => new Response(null, { status: 204 }));
    const client = createApiClient({ baseUrl: API, fetch: fetchStub as typeof fetch });
    writeDraft(ana, { name: 'Ana' });
    logout();
    expect(readDraft(ana)).not.toBeNull();
    await signOut(client);
    expect(localStorage.getItem(ana)).toBeNull();
  });
});
