/**
 * The session's notices ('Sessão expirada', 'Token expirado', 'Aconteceu um erro inesperado')
 * become error toasts. In /app, a notice raised once the session is over is also kept for the
 * next page (the sign-in page the visitor is sent to).
 */
import { $session, onSessionNotice } from '@lousa/api-client';
import { keepForNextPage } from './pending-notices.ts';

/** Shows every session notice with `show`. Returns the unsubscribe function. */
export function showSessionNotices(
  show: (message: string) => void,
  { keepWhenSignedOut = false }: { keepWhenSignedOut?: boolean } = {},
): () => void {
  return onSessionNotice(({ message }) => {
    show(message);
    if (keepWhenSignedOut && !$session.get().isAuthenticated) keepForNextPage(message);
  });
}
