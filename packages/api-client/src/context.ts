import { createContext, useContext } from 'react';
import type { HttpClient } from './http.ts';

export const ApiClientContext = createContext<HttpClient | null>(null);

/** The client the hooks use: the one given to the nearest `<ApiClientProvider>`. */
export function useApiClient(): HttpClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient: envolva a aplicação em <ApiClientProvider>.');
  return client;
}
