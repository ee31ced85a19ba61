import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';

/**
 * Once, at start: the desktop bridge when the preload exposed it, else a browser tab. The browser's
 * HTTP client (ofetch, the answers' schemas) is a chunk of its own that the desktop never downloads.
 */
export async function choosePlatform(host: Pick<Window, 'reviewConsole'> = window): Promise<Platform> {
  if (host.reviewConsole) return createDesktopPlatform(host.reviewConsole);
  const { createWebPlatform } = await import('./web-platform');
  return createWebPlatform();
}
