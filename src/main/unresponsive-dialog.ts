// "Not responding": Wait or Reload, asked natively while the page is hung (it cannot ask itself).
import type { BrowserWindow, Dialog, MessageBoxOptions } from 'electron';
import type { UiLanguage } from '@shared/ipc/contract';
import { appNameIn, fill, menuTexts } from './main-texts';

export type HangChoice = 'wait' | 'reload';
const WAIT = 0;
const RELOAD = 1;

export function unresponsiveDialog(language: UiLanguage): MessageBoxOptions {
  const t = menuTexts(language).unresponsive;
  return {
    type: 'warning',
    title: t.title,
    message: fill(t.message, { name: appNameIn(language) }),
    detail: t.detail,
    buttons: [t.wait, t.reload],
    defaultId: WAIT,
    cancelId: WAIT,
    noLink: true,
  };
}

/** Resolves 'wait' too when the page recovers first and `signal` closes the box. */
export async function askWhenUnresponsive(
  dialog: Pick<Dialog, 'showMessageBox'>,
  window: BrowserWindow,
  language: UiLanguage,
  signal: AbortSignal,
): Promise<HangChoice> {
  const { response } = await dialog.showMessageBox(window, { ...unresponsiveDialog(language), signal });
  return response === RELOAD ? 'reload' : 'wait';
}
