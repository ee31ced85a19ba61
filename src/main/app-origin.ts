// The renderer's own origin. Node's URL gives custom schemes a 'null' origin, so compare scheme + host.
export const APP_SCHEME = 'app';
export const APP_HOST = 'console';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/`;

/** `scheme://host[:port]` of a URL, or null when it cannot be parsed. */
export function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/**
 * The origins the app's own pages are served from: app://console, plus the electron-vite dev server
 * in development only (a packaged build never trusts ELECTRON_RENDERER_URL).
 */
export function trustedOrigins(devServerUrl: string | undefined): string[] {
  const dev = devServerUrl ? originOf(devServerUrl) : null;
  return dev && dev !== 'null' ? [APP_ORIGIN, dev] : [APP_ORIGIN];
}

// The app's pages carry no credentials: `app://evil@console/` only looks like one of them.
const hasCredentials = (url: string) => {
  const parsed = new URL(url);
  return parsed.username !== '' || parsed.password !== '';
};

export function isTrustedUrl(url: string, origins: readonly string[]): boolean {
  const origin = originOf(url);
  return origin !== null && origins.includes(origin) && !hasCredentials(url);
}
