/**
 * Story decorator: the production api-client (same client, same hooks, same query defaults)
 * talking to the MSW fixture handlers that `.storybook/preview.tsx` installs for every story,
 * with a signed-in story user. A story changes the network with `beforeEach({ msw })` and
 * `msw.use(loadingForever(...))`, `emptyList(...)`, `serverError(...)`, `malformedList(...)`.
 */
import { ApiClientProvider, createQueryClient } from '@lousa/api-client';
import { signInForStory } from '@lousa/api-client/mocks';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';

/** Retries keep their count but not their wait, so an Error story settles in a moment. */
function storyQueryClient() {
  const client = createQueryClient();
  client.setDefaultOptions({
    ...client.getDefaultOptions(),
    queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
  });
  return client;
}

function ApiStoryProvider({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(storyQueryClient);
  return <ApiClientProvider queryClient={queryClient}>{children}</ApiClientProvider>;
}

export function withApi({ signedIn = true }: { signedIn?: boolean } = {}): Decorator {
  return (Story) => {
    if (signedIn) signInForStory();
    return (
      <ApiStoryProvider>
        <Story />
      </ApiStoryProvider>
    );
  };
}
