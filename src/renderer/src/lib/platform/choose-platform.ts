import { createDesktopPlatform } from './desktop-platform';
import type { Platform } from './platform';
import { createWebPlatform } from './web-platform';

/** Once, at start: the desktop bridge when the preload exposed it, else a browser tab. */
export function choosePlatform(host: Pick<Window, 'reviewConsole'> = window): Platform {
  return host.reviewConsole ? createDesktopPlatform(host.reviewConsole) : createWebPlatform();
}
