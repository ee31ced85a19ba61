// The toasts' live region, in a chunk of its own (see Toasts in providers.tsx).
import { Notifications } from '@mantine/notifications';

/** Section 9: toasts close after 5000 ms and pause while hovered (Mantine's default). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function ToastsRegion() {
  return (
    <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} role="status" aria-live="polite" />
  );
}
