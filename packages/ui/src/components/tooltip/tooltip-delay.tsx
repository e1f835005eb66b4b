import { SIDEBAR_TOOLTIP_DELAY_MS, TOOLTIP_DELAY_MS } from '@lousa/domain';
import { createContext, type ReactNode, useContext } from 'react';

const TooltipDelayContext = createContext<number>(TOOLTIP_DELAY_MS);

/**
 * Sets how long tooltips below wait before opening: 700 ms by default, 0 inside the sidebar
 * (`<TooltipDelayProvider openDelay={SIDEBAR_TOOLTIP_DELAY_MS}>`).
 */
export function TooltipDelayProvider({
  openDelay = TOOLTIP_DELAY_MS,
  children,
}: {
  openDelay?: number;
  children: ReactNode;
}) {
  return <TooltipDelayContext.Provider value={openDelay}>{children}</TooltipDelayContext.Provider>;
}

export const useTooltipDelay = () => useContext(TooltipDelayContext);
export { SIDEBAR_TOOLTIP_DELAY_MS, TOOLTIP_DELAY_MS };
