import { MOBILE_BREAKPOINT_PX } from '@lousa/domain';
import { useSyncExternalStore } from 'react';

/** Mobile is a viewport under 768 px (spec §9). */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(MOBILE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const snapshot = () => globalThis.matchMedia?.(MOBILE_QUERY).matches ?? false;

/** Whether the viewport is under the mobile breakpoint, following resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
