// "Unsaved Changes": asked before leaving a dirty form. On the desktop main shows a native dialog;
// in a browser an in-page modal answers (components/unsaved-changes-modal.tsx), registered here.
import { useEffect } from 'react';
import { getBridge } from './bridge';
import { i18n } from './i18n';

type Asker = () => Promise<boolean>;
let inPageAsker: Asker | null = null;

/** The in-page modal registers itself while mounted; the last one mounted answers. */
export function registerUnsavedChangesAsker(asker: Asker): () => void {
  inPageAsker = asker;
  return () => {
    if (inPageAsker === asker) inPageAsker = null;
  };
}

/** Resolves true when the reviewer chooses Leave. */
export async function confirmUnsavedChanges(): Promise<boolean> {
  const bridge = getBridge();
  if (bridge) return bridge.dialogs.confirmUnsavedChanges();
  if (inPageAsker) return inPageAsker();
  // No modal mounted: the browser's own confirmation still protects the work.
  return window.confirm(i18n.t('unsavedChanges.message'));
}

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
