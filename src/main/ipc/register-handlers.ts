// Wires every invoke channel of the contract to its handler.
import type { BrowserWindow } from 'electron';
import type { AppInfo } from '@shared/ipc/contract';
import { confirmUnsavedChanges } from '../dialogs';
import { registerDraftHandlers, type DraftsStore } from '../drafts-store';
import { registerFullScreenHandlers } from '../full-screen';
import type { ApiCallHandler } from '../http/session-client';
import type { LanguageStore } from '../language-store';
import { registerLocalDataHandlers, type LocalDataStore } from '../local-data-store';
import type { Handle, InvokeHandler } from './handle';

export interface HandlerDependencies {
  handle: Handle;
  getWindow: () => BrowserWindow | null;
  language: Pick<LanguageStore, 'get' | 'set'>;
  apiCall: ApiCallHandler;
  appInfo: () => AppInfo;
  /** Opens app.getPath('logs') (logs-folder.ts); the renderer names no path. */
  openLogsFolder: () => Promise<boolean>;
  drafts: DraftsStore;
  /** Each reviewer's local documents (local-data-store.ts). */
  localData: LocalDataStore;
  /** The reviewer whose documents the renderer may use (signed-in-reviewer.ts). */
  signedInReviewer: () => string | null;
  /** "Restart now" for a downloaded update (updates/update-service.ts). */
  installUpdate: InvokeHandler<'app:install-update'>;
  /** The team's snippets from the configuration, read once at start (team-snippets.ts). */
  teamSnippets: InvokeHandler<'snippets:team'>;
  /** The link the OS handed over, once (review-links.ts). */
  takeLink: InvokeHandler<'links:take'>;
  /** The count on the dock or taskbar and its notifications (queue-count/queue-count.ts). */
  reviewsWaiting: InvokeHandler<'app:reviews-waiting'>;
}

export function registerHandlers({
  handle,
  getWindow,
  language,
  apiCall,
  appInfo,
  openLogsFolder,
  drafts,
  localData,
  signedInReviewer,
  installUpdate,
  teamSnippets,
  takeLink,
  reviewsWaiting,
}: HandlerDependencies): void {
  handle('api:call', apiCall);
  registerFullScreenHandlers(handle, getWindow);
  handle('dialog:confirm-unsaved-changes', () => confirmUnsavedChanges(getWindow(), language.get()));
  handle('language:get', () => language.get());
  handle('language:set', (next) => language.set(next));
  handle('app:info', appInfo);
  handle('app:open-logs-folder', openLogsFolder);
  handle('app:install-update', installUpdate);
  registerDraftHandlers(handle, drafts);
  registerLocalDataHandlers(handle, localData, signedInReviewer);
  handle('snippets:team', teamSnippets);
  handle('links:take', takeLink);
  handle('app:reviews-waiting', reviewsWaiting);
}
