// "Unsaved Changes": asked before leaving a dirty form, by the platform (a native dialog on the
// desktop, the in-page modal in a browser), and before closing or reloading the page.
import { useEffect } from 'react';

/**
 * While dirty, closing or reloading asks first: the browser shows its unload warning, and on the
 * desktop main turns the prevented unload into the native dialog (will-prevent-unload).
 */
export function useUnloadGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium builds read returnValue instead of preventDefault().
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
