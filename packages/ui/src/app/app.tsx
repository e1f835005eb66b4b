import { ApiClientProvider } from '@lousa/api-client';
import { TooltipDelayProvider } from '../components/tooltip/tooltip-delay.tsx';
import { AppRouter } from './app-router.tsx';
import { DeferredToaster } from './deferred-toaster.tsx';

/** The /app island's tree: the API client, tooltips' delay, the router and the toasts. */
export function App() {
  return (
    <ApiClientProvider>
      <TooltipDelayProvider>
        <AppRouter />
        <DeferredToaster />
      </TooltipDelayProvider>
    </ApiClientProvider>
  );
}
