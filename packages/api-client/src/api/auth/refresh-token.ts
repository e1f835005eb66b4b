import { refreshTokenResponseSchema } from '@lousa/domain';
import type { HttpClient } from '../../http.ts';

/** POST /auth/refresh-token: the refresh cookie in, `{ token }` (the new access token) out. */
export function postRefreshToken(http: HttpClient): Promise<{ token: string }> {
  return http.post('/auth/refresh-token', undefined, refreshTokenResponseSchema, { auth: false });
}
