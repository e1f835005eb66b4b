import { createApiClient, resolveApiBaseUrl } from './client.ts';

/** The app's client: base from `PUBLIC_API_URL`, else '/api'; session from this package's store. */
export const apiClient = createApiClient({ baseUrl: resolveApiBaseUrl() });
