import { createToaster } from '@ark-ui/react/toast';
import { TOAST_SETTINGS } from '@lousa/domain';

const placements = { 'bottom-right': 'bottom-end' } as const;

/**
 * The one toast store of the app: `toaster.success({ title })`, `toaster.error(...)`,
 * `toaster.info`, `toaster.warning`, `toaster.loading`, `toaster.dismiss(id)`.
 */
export const toaster = createToaster({
  placement: placements[TOAST_SETTINGS.position],
  max: TOAST_SETTINGS.visibleToasts,
  gap: TOAST_SETTINGS.gap,
  duration: TOAST_SETTINGS.duration,
  removeDelay: TOAST_SETTINGS.removeDelay,
  hotkey: [...TOAST_SETTINGS.hotkey],
  overlap: true,
});
