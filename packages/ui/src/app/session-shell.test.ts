import { logout } from '@lousa/api-client';
import { signInForStory } from '@lousa/api-client/mocks';
import { emitSessionNotice } from '@lousa/api-client/session/notices.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialsOf } from '../layouts/private-layout/initials.ts';
import { describeError } from '../screens/erro/erro-describe.ts';
import { hasPendingNotices, keepForNextPage, takePendingNotices } from './pending-notices.ts';
import { showSessionNotices } from './session-notices.ts';

afterEach(() => {
  sessionStorage.clear();
  logout();
});

describe('notices kept for the next page', () => {
  it('keeps each message once, and reading them removes them', () => {
    expect(hasPendingNotices()).toBe(false);
    keepForNextPage('Sessão expirada');
    keepForNextPage('Sessão expirada');
    expect(hasPendingNotices()).toBe(true);
    expect(takePendingNotices()).toEqual(['Sessão expirada']);
    expect(takePendingNotices()).toEqual([]);
    expect(hasPendingNotices()).toBe(false);
  });

  it('ignores what is not a list of messages', () => {
    sessionStorage.setItem('lousa:pending-notices', '{"x":1}');
    expect(takePendingNotices()).toEqual([]);
    sessionStorage.setItem('lousa:pending-notices', 'não é json');
    expect(hasPendingNotices()).toBe(false);
  });
});

describe('session notices', () => {
  it('shows every notice; in /app one that ends the session is also kept for the sign-in page', () => {
    const show = vi.fn();
    const stop = showSessionNotices(show, { keepWhenSignedOut: true });
    signInForStory();
    emitSessionNotice('Aconteceu um erro inesperado');
    expect(takePendingNotices()).toEqual([]);
    logout();
    emitSessionNotice('Sessão expirada');
    stop();
    emitSessionNotice('Token expirado');
    expect(show.mock.calls).toEqual([['Aconteceu um erro inesperado'], ['Sessão expirada']]);
    expect(takePendingNotices()).toEqual(['Sessão expirada']);
  });

  it('on the sign-in page notices are only shown', () => {
    const show = vi.fn();
    const stop = showSessionNotices(show);
    emitSessionNotice('Token expirado');
    stop();
    expect(show).toHaveBeenCalledWith('Token expirado');
    expect(hasPendingNotices()).toBe(false);
  });
});

describe('error screen text', () => {
  it('shows an Error with its message, a response by its status, anything else as text', () => {
    expect(describeError(new Error('Falhou'))).toContain('Falhou');
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found');
    expect(describeError('texto')).toBe('texto');
    expect(describeError({ a: 1 })).toContain('"a": 1');
  });
});

describe('user avatar', () => {
  it('uses the first letters of the first and last names', () => {
    expect(initialsOf('Ana', 'Maria Souza')).toBe('AS');
    expect(initialsOf('helena', '')).toBe('H');
    expect(initialsOf(' ', ' ')).toBe('?');
  });
});
