// What the renderer may know about the app: enough for the configuration screen and diagnostics.
import type { App } from 'electron';
import type { AppInfo } from '@shared/ipc/contract';
import type { ApiBackend } from './api-backend';

export function appInfo(
  app: Pick<App, 'getName' | 'getVersion'>,
  backend: Pick<ApiBackend, 'source' | 'baseURL'>,
): AppInfo {
  return {
    name: app.getName(),
    version: app.getVersion(),
    platform: process.platform,
    apiConfigured: backend.baseURL !== null,
    apiSource: backend.source,
  };
}
