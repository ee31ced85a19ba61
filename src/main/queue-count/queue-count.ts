// The count of reviews waiting on the dock (macOS), the taskbar (Windows: an overlay icon) or the
// launcher (Linux), and a notification when it rises while the window is in the background. The page
// tells main the counts and the reviewer's switches (app:reviews-waiting); main knows the focus.
import type {
  App,
  BrowserWindow,
  NativeImage,
  Notification,
  NotificationConstructorOptions,
  WebContents,
} from 'electron';
import type { UiLanguage } from '@shared/ipc/contract';
import type { ReviewsWaiting } from '@shared/ipc/reviews-waiting';
import { bringForward } from '../bring-forward';
import { send } from '../ipc/send';
import { fill, reviewsWaitingTexts } from '../main-texts';
import { drawOverlay, OVERLAY_SCALE_FACTORS } from './overlay-bitmap';
import {
  badgeCountOf,
  createRiseWatcher,
  overlayMarkOf,
  type OverlayMark,
  type Rise,
} from './queue-count-rules';

/** The overlay icon's image: a NativeImage, whose pixels are added one scale at a time. */
export type OverlayImage = Pick<NativeImage, 'addRepresentation'>;

export type QueueCountWindow<Image extends OverlayImage = NativeImage> = Pick<
  BrowserWindow,
  'isFocused' | 'isMinimized' | 'isVisible' | 'isDestroyed' | 'restore' | 'show' | 'focus'
> & {
  setOverlayIcon(overlay: Image | null, description: string): void;
  webContents: Parameters<typeof send>[0];
};

/** What main needs of Electron's Notification: shown once, told of a click, closed on sign-out. */
export type ShownNotification = Pick<Notification, 'show' | 'close'> & {
  on(event: 'click', listener: () => void): unknown;
};

export interface QueueCountInputs<Image extends OverlayImage = NativeImage> {
  app: Pick<App, 'setBadgeCount'>;
  platform: NodeJS.Platform;
  getWindow: () => QueueCountWindow<Image> | null;
  /** Electron's nativeImage.createEmpty. */
  createImage: () => Image;
  /** Electron's Notification.isSupported. */
  notificationsSupported: () => boolean;
  createNotification: (options: NotificationConstructorOptions) => ShownNotification;
  language: () => UiLanguage;
}

export interface QueueCount {
  /** The page's latest counts and switches; null when signed out or both switches are off. */
  show(waiting: ReviewsWaiting | null): void;
}

/** `base`'s plural form for `count` in `language`, its {{count}} filled. */
export function pluralText(language: UiLanguage, base: string, count: number): string {
  const texts = reviewsWaitingTexts(language);
  const form = new Intl.PluralRules(language).select(count);
  return fill(texts[`${base}_${form}`] ?? texts[`${base}_other`] ?? base, { count: String(count) });
}

/** The overlay icon at each scale Windows may draw it at. */
function overlayImage<Image extends OverlayImage>(
  inputs: QueueCountInputs<Image>,
  mark: Exclude<OverlayMark, { kind: 'none' }>,
) {
  const image = inputs.createImage();
  for (const scaleFactor of OVERLAY_SCALE_FACTORS) {
    const { size, pixels } = drawOverlay(mark, scaleFactor);
    image.addRepresentation({ scaleFactor, width: size, height: size, buffer: pixels });
  }
  return image;
}

export function createQueueCount<Image extends OverlayImage>(inputs: QueueCountInputs<Image>): QueueCount {
  const rises = createRiseWatcher();
  // What is on the taskbar now, so an unchanged count every minute redraws nothing.
  let shownKey = '';
  // Kept until the next one: a notification that is collected loses its click.
  let notification: ShownNotification | null = null;

  const showCount = (count: number) => {
    const language = inputs.language();
    const window = inputs.getWindow();
    if (inputs.platform === 'win32') {
      if (!window || window.isDestroyed()) return;
      const key = `${count}:${language}`;
      if (key === shownKey) return;
      shownKey = key;
      const mark = overlayMarkOf(count);
      // The description is what a screen reader says for the overlay.
      if (mark.kind === 'none') window.setOverlayIcon(null, '');
      else window.setOverlayIcon(overlayImage(inputs, mark), pluralText(language, 'count', count));
      return;
    }
    const key = String(count);
    if (key === shownKey) return;
    shownKey = key;
    // The dock on macOS; on Linux, launchers of the LauncherEntry API (Unity, KDE, Dash to Dock).
    inputs.app.setBadgeCount(count);
  };

  const inBackground = () => {
    const window = inputs.getWindow();
    return (
      !window || window.isDestroyed() || !window.isFocused() || window.isMinimized() || !window.isVisible()
    );
  };

  const notify = (rise: Rise) => {
    if (!inputs.notificationsSupported()) return;
    const language = inputs.language();
    const shown = inputs.createNotification({
      title: pluralText(language, 'newReviews', rise.count),
      body: reviewsWaitingTexts(language)[rise.queue === 'agencies' ? 'openAgencies' : 'openUpdated'],
    });
    shown.on('click', () => {
      const window = inputs.getWindow();
      if (!window || window.isDestroyed()) return;
      bringForward(window);
      // The page navigates as any link would, so unsaved changes are asked about first.
      send(window.webContents, 'app:open-queue', rise.queue);
    });
    notification = shown;
    shown.show();
  };

  return {
    show(waiting) {
      showCount(badgeCountOf(waiting));
      if (!waiting) {
        notification?.close();
        notification = null;
      }
      const rise = rises.next(waiting, inBackground());
      if (rise) notify(rise);
    },
  };
}

/**
 * The page clears the count when it is left signed in (it unmounts); a page that goes without that
 * (reloaded, crashed, its window closed) is cleared here, so nothing stays on the dock or taskbar for
 * a page that may come back signed out. Its next count starts afresh, never as a rise.
 */
export function clearWhenThePageGoes(
  window: Pick<BrowserWindow, 'on'> & { webContents: Pick<WebContents, 'on'> },
  count: QueueCount,
): void {
  const clear = () => count.show(null);
  window.on('closed', clear);
  window.webContents.on('render-process-gone', clear);
  window.webContents.on('did-start-navigation', (details) => {
    if (details.isMainFrame && !details.isSameDocument) clear();
  });
}
