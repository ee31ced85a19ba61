// Wires every invoke channel of the contract to its handler.
import type { BrowserWindow } from 'electron';
import type { AppInfo } from '@shared/ipc/contract';
import { confirmUnsavedChanges } from '../dialogs';
import { registerFullScreenHandlers } from '../full-screen';
import type { ApiCallHandler } from '../http/session-client';
import type { LanguageStore } from '../language-store';
import type { Handle } from './handle';

export interface HandlerDependencies {
  handle: Handle;
  getWindow: () => BrowserWindow | null;
  language: LanguageStore;
  apiCall: ApiCallHandler;
  appInfo: () => AppInfo;
}

export function registerHandlers({
  handle,
  getWindow,
  language,
  apiCall,
  appInfo,
}: HandlerDependencies): void {
  handle('api:call', apiCall);
  registerFullScreenHandlers(handle, getWindow);
  handle('dialog:confirm-unsaved-changes', () => confirmUnsavedChanges(getWindow(), language.get()));
  handle('language:get', () => language.get());
  handle('language:set', (next) => language.set(next));
  handle('app:info', appInfo);
}
