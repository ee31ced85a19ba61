// Whether this run looks for updates, and where: never in development, never when IT turned them
// off; the configuration's `updates.url` first, else the build's own `publish` setting.
import type { UpdatesConfig } from '../config-values';

export type UpdatePlan =
  | { enabled: false; reason: string }
  /** `feedUrl` null: electron-updater reads the build's app-update.yml. */
  | { enabled: true; feedUrl: string | null };

export interface UpdatePlanInputs {
  isPackaged: boolean;
  /** The configuration's `updates` key, if it has one. */
  settings?: UpdatesConfig;
  /** Whether the build carries app-update.yml (electron-builder writes it when `publish` is set). */
  hasBuildFeed: boolean;
}

export function planUpdates({ isPackaged, settings, hasBuildFeed }: UpdatePlanInputs): UpdatePlan {
  if (!isPackaged) return { enabled: false, reason: 'not an installed app' };
  if (settings?.enabled === false) {
    return { enabled: false, reason: 'turned off in the configuration (updates.enabled: false)' };
  }
  if (settings?.url) return { enabled: true, feedUrl: settings.url };
  if (hasBuildFeed) return { enabled: true, feedUrl: null };
  return {
    enabled: false,
    reason: 'no update server: set updates.url in the configuration, or build with UPDATE_SERVER_URL',
  };
}
