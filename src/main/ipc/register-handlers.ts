// Wires every invoke channel of the contract to its handler.
import type { BrowserWindow } from 'electron';
import type { AppInfo } from '@shared/ipc/contract';
import { confirmUnsavedChanges } from '../dialogs';
import { registerDraftHandlers, type DraftsStore } from '../drafts-store';
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
  drafts: DraftsStore;
}

export function registerHandlers({
  handle,
  getWindow,
  language,
  apiCall,
  appInfo,
  drafts,
}: HandlerDependencies): void {
  handle('api:call', apiCall);
  registerFullScreenHandlers(handle, getWindow);
  handle('dialog:confirm-unsaved-changes', () => confirmUnsavedChanges(getWindow(), language.get()));
  handle('language:get', () => language.get());
  handle('language:set', (next) => language.set(next));
  handle('app:info', appInfo);
  registerDraftHandlers(handle, drafts);
}
