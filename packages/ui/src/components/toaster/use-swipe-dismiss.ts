import { TOAST_SETTINGS } from '@lousa/domain';
import { type PointerEvent, useRef } from 'react';

/**
 * Swipe to dismiss (Ark's toast has none): dragging a toast sideways moves it with the pointer;
 * letting go past the threshold (20 px) calls `onDismiss`, otherwise it springs back.
 */
export function useSwipeDismiss(onDismiss: () => void) {
  const start = useRef<number | null>(null);
  const move = (event: PointerEvent<HTMLElement>, dx: number) => {
    event.currentTarget.style.transform = dx ? `translateX(${dx}px)` : '';
  };
  return {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if ((event.target as HTMLElement).closest('button')) return;
      start.current = event.clientX;
      try {
        event.currentTarget.setPointerCapture(event.pointerId);
      } catch {
        // Synthetic pointers (tests) cannot be captured; the swipe still works.
      }
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      if (start.current !== null) move(event, event.clientX - start.current);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      if (start.current === null) return;
      const dx = event.clientX - start.current;
      start.current = null;
      move(event, 0);
      if (Math.abs(dx) >= TOAST_SETTINGS.swipeThreshold) onDismiss();
    },
    onPointerCancel(event: PointerEvent<HTMLElement>) {
      start.current = null;
      move(event, 0);
    },
  };
}
