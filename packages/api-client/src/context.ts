import { createContext, useContext } from 'react';
import type { ApiClient } from './client.ts';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The client the hooks use: the one given to the nearest `<ApiClientProvider>`. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: envolva a aplicação em <ApiClientProvider>.');
  return client;
}
