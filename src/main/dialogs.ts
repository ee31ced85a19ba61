// Native confirmations for leaving with unsaved changes: asked by the renderer's Back action, and
// by main itself when a dirty page tries to close or reload (will-prevent-unload).
import { dialog, type BrowserWindow, type MessageBoxOptions } from 'electron';
import type { UiLanguage } from '@shared/ipc/contract';
import ar from '@locales/ar/common.json';
import en from '@locales/en/common.json';

const catalogues = { en, ar } as const;
const LEAVE = 0;
const STAY = 1;

export function unsavedChangesDialog(language: UiLanguage): MessageBoxOptions {
  const texts = catalogues[language].unsavedChanges;
  return {
    type: 'warning',
    title: texts.title,
    message: texts.message,
    buttons: [texts.leave, texts.stay],
    defaultId: STAY,
    cancelId: STAY,
    noLink: true,
  };
}

/** Resolves true when the reviewer chooses Leave. */
export async function confirmUnsavedChanges(
  window: BrowserWindow | null,
  language: UiLanguage,
): Promise<boolean> {
  const options = unsavedChangesDialog(language);
  const { response } = window
    ? await dialog.showMessageBox(window, options)
    : await dialog.showMessageBox(options);
  return response === LEAVE;
}

/** A page with a beforeunload guard asks before it closes or reloads; Leave lets the unload happen. */
export function confirmUnloadWithUnsavedChanges(window: BrowserWindow, language: () => UiLanguage): void {
  window.webContents.on('will-prevent-unload', (event) => {
    // Must be synchronous: the unload waits on this handler's decision.
    const choice = dialog.showMessageBoxSync(window, unsavedChangesDialog(language()));
    if (choice === LEAVE) event.preventDefault();
  });
}
