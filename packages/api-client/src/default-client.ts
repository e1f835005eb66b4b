import { createHttpClient, resolveApiBaseUrl } from './client.ts';

/**
 * The app's client: base from `PUBLIC_API_URL`, else '/api'; session from this package's store.
 * The request pipeline only: hooks and session actions call through it.
 */
export const apiClient = createHttpClient({ baseUrl: resolveApiBaseUrl() });
