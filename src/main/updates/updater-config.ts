// The configuration electron-updater reads, written by main into userData at every start with updates
// on (so an edit by hand never lasts): a build without a `publish` setting has no
// resources/app-update.yml, and electron-updater needs one even when IT's configuration names the server.
// This user can edit it, so nothing that matters comes from it: electron-updater is given the server
// from memory, and the publisher check runs with the build's names whatever it says (auto-updates.ts);
// only the cache folder is read from it.
import { join } from 'node:path';
import { writeJsonFile } from '../json-file';

export interface UpdateFiles {
  /** electron-updater's configuration. */
  config: string;
  /** The version that last ran and the update expected (version-record.ts). */
  versions: string;
}

export const updateFiles = (userData: string): UpdateFiles => ({
  config: join(userData, 'updates', 'app-update.yml'),
  versions: join(userData, 'updates', 'versions.json'),
});

export interface UpdaterConfigInputs {
  url: string;
  cacheDirName: string;
  /** Empty: electron-updater checks no Authenticode publisher (macOS and Linux, where none applies). */
  publisherNames: readonly string[];
}

/** electron-updater's keys (app-builder-lib's PublishManager writes the same into a build's file). */
export function updaterConfig({ url, cacheDirName, publisherNames }: UpdaterConfigInputs) {
  return {
    provider: 'generic' as const,
    url,
    updaterCacheDirName: cacheDirName,
    ...(publisherNames.length > 0 ? { publisherName: [...publisherNames] } : {}),
  };
}

/** JSON is YAML too: electron-updater's YAML reader (js-yaml) loads it as it is. */
export function writeUpdaterConfig(file: string, inputs: UpdaterConfigInputs): void {
  writeJsonFile(file, updaterConfig(inputs));
}
