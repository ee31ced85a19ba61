// The toasts' live region, in a chunk of its own (see Toasts in providers.tsx).
import { Notifications } from '@mantine/notifications';
import { useUiLanguage } from '@renderer/lib/i18n';

/** Section 9: toasts close after 5000 ms and pause while hovered (Mantine's default). */
export const TOAST_AUTO_CLOSE_MS = 5000;

export function ToastsRegion() {
  const { direction } = useUiLanguage();
  return (
    <Notifications
      // At the bottom, on the side away from the sidebar: clear of its logo and collapse button, of
      // the update notice at the top of the content, and of the narrow window's top bar.
      position={direction === 'rtl' ? 'bottom-left' : 'bottom-right'}
      autoClose={TOAST_AUTO_CLOSE_MS}
      role="status"
      aria-live="polite"
    />
  );
}
