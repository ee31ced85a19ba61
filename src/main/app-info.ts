// What the renderer may know about the app: enough for the configuration screen and diagnostics.
import type { App } from 'electron';
import type { AppInfo } from '@shared/ipc/contract';
import type { ApiBackend } from './api-backend';
import { shownUrl } from './config-values';

export function appInfo(
  app: Pick<App, 'getName' | 'getVersion'>,
  backend: Pick<ApiBackend, 'source' | 'baseURL' | 'config' | 'imageSources'>,
  versions: NodeJS.ProcessVersions = process.versions,
): AppInfo {
  return {
    name: app.getName(),
    version: app.getVersion(),
    platform: process.platform,
    versions: { electron: versions.electron, chrome: versions.chrome, node: versions.node },
    apiConfigured: backend.baseURL !== null,
    apiSource: backend.source,
    apiUrl: backend.baseURL === null ? null : shownUrl(backend.baseURL),
    config: backend.config,
    imageSources: backend.imageSources,
  };
}
