// What the build carries about updates: the server in resources/app-update.yml (electron-builder
// writes it when built with UPDATE_SERVER_URL) and, in package.json, the package name and the
// publishers an update must be signed by (written by the packaging: @shared/update-publisher).
import { pinnedUpdatePublishers } from '@shared/update-publisher';

export interface BuildFeed {
  /** The generic provider's URL; null for none or another provider. */
  url: string | null;
  updaterCacheDirName: string | null;
}

/**
 * One top-level scalar as electron-builder's YAML writer (js-yaml) prints it: plain, 'single-quoted'
 * (a quote doubled) or "double-quoted" (JSON escapes).
 */
function scalar(text: string, key: string): string | null {
  const raw = text.match(new RegExp(`^${key}:[ \\t]*(.*?)[ \\t]*$`, 'm'))?.[1];
  if (!raw) return null;
  if (raw.startsWith("'") && raw.endsWith("'") && raw.length > 1)
    return raw.slice(1, -1).replaceAll("''", "'");
  if (raw.startsWith('"')) {
    try {
      const value: unknown = JSON.parse(raw);
      return typeof value === 'string' ? value : null;
    } catch {
      return null;
    }
  }
  return raw.replace(/\s+#.*$/, '');
}

export function parseBuildFeed(text: string): BuildFeed {
  const url = scalar(text, 'provider') === 'generic' ? scalar(text, 'url') : null;
  return { url, updaterCacheDirName: scalar(text, 'updaterCacheDirName') };
}

/** A name as electron-builder makes it a file name (builder-util's sanitizeFileName, for these names). */
export function sanitizedFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- sanitize-filename's rule: no control characters
  return name.replace(/[/?<>\\:*|"\u0000-\u001f\u0080-\u009f]/g, '');
}

/** electron-builder's own name for the cache folder (AppInfo.updaterCacheDirName), which the installer uses too. */
export function updaterCacheDirName(packageName: string): string {
  return `${sanitizedFileName(packageName).toLowerCase()}-updater`;
}

export interface PackagedIdentity {
  name: string;
  publisherNames: string[];
}

/** From the packaged package.json; anything malformed pins nobody (and Windows then never updates). */
export function packagedIdentity(pkg: unknown): PackagedIdentity {
  const name = typeof pkg === 'object' && pkg !== null && 'name' in pkg ? pkg.name : undefined;
  return { name: typeof name === 'string' ? name : '', publisherNames: pinnedUpdatePublishers(pkg) };
}
