import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { syncMeWithSession } from './api/me/get-me.ts';
import { ApiClientContext } from './context.ts';
import { apiClient } from './default-client.ts';
import type { HttpClient } from './http.ts';
import { createQueryClient } from './query-client.ts';

export interface ApiClientProviderProps {
  /** Default: the app's `apiClient` (PUBLIC_API_URL or /api). */
  client?: HttpClient;
  /** Default: a fresh `createQueryClient()` kept for the provider's life. */
  queryClient?: QueryClient;
  children: ReactNode;
}

/** Gives the hooks their client and a QueryClient with the spec's defaults; keeps /me in step with the session. */
export function ApiClientProvider({
  client = apiClient,
  queryClient,
  children,
}: ApiClientProviderProps) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const activeQueryClient = queryClient ?? ownQueryClient;
  useEffect(() => syncMeWithSession(activeQueryClient), [activeQueryClient]);
  return (
    <ApiClientContext.Provider value={client}>
      <QueryClientProvider client={activeQueryClient}>{children}</QueryClientProvider>
    </ApiClientContext.Provider>
  );
}
