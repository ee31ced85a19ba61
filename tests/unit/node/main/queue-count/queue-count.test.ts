import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UiLanguage } from '@shared/ipc/contract';
import type { ReviewsWaiting } from '@shared/ipc/reviews-waiting';
import { createHandle } from '@main/ipc/handle';
import { clearWhenThePageGoes, createQueueCount, pluralText } from '@main/queue-count/queue-count';
import { setWindowsAppUserModelId } from '@main/windows-app-id';
import { QA_PRODUCT_NAME, qaOverrides } from '../../../../../tooling/packaging/qa-build';
import * as electron from '../../electron-fake';

vi.mock('electron', () => import('../../electron-fake'));
const { app, BrowserWindow, nativeImage, Notification, shownNotifications, resetElectronFake } = electron;

type FakeWindow = InstanceType<typeof BrowserWindow>;

const waiting = (
  agencies: number,
  updated: number,
  switches: Partial<ReviewsWaiting> = {},
): ReviewsWaiting => ({
  agencies,
  updated,
  badge: true,
  notify: false,
  ...switches,
});

function setUp(
  platform: NodeJS.Platform,
  options: { language?: UiLanguage; window?: FakeWindow | null } = {},
) {
  const window = options.window === undefined ? new BrowserWindow() : options.window;
  let language = options.language ?? 'en';
  const queueCount = createQueueCount({
    app,
    platform,
    getWindow: () => window,
    createImage: () => nativeImage.createEmpty(),
    notificationsSupported: () => Notification.isSupported(),
    createNotification: (options) => new Notification(options),
    language: () => language,
  });
  return { queueCount, window, setLanguage: (next: UiLanguage) => (language = next) };
}

/** The window in the background: another app is in front. */
const leave = (window: FakeWindow) => window.isFocused.mockReturnValue(false);

beforeEach(() => resetElectronFake());

describe('the count on macOS and Linux', () => {
  it.each(['darwin', 'linux'] as const)('is the badge count on %s, both queues together', (platform) => {
    const { queueCount, window } = setUp(platform);
    queueCount.show(waiting(12, 3));
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(15);
    expect(window!.setOverlayIcon).not.toHaveBeenCalled();
  });

  it('is cleared when the count is 0, when signed out and when switched off', () => {
    const { queueCount } = setUp('darwin');
    queueCount.show(waiting(2, 0));
    queueCount.show(waiting(0, 0));
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(0);
    queueCount.show(waiting(4, 1));
    queueCount.show(null);
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(0);
    queueCount.show(waiting(4, 1));
    queueCount.show(waiting(4, 1, { badge: false }));
    expect(app.setBadgeCount).toHaveBeenLastCalledWith(0);
    expect(app.setBadgeCount.mock.calls.map(([count]) => count)).toEqual([2, 0, 5, 0, 5, 0]);
  });

  it('is set again only when it changes, not at every poll', () => {
    const { queueCount } = setUp('linux');
    queueCount.show(waiting(1, 1));
    queueCount.show(waiting(1, 1));
    queueCount.show(waiting(2, 0));
    expect(app.setBadgeCount).toHaveBeenCalledTimes(1);
  });
});

describe('the count on Windows', () => {
  it('is an overlay icon at 16, 24 and 32 pixels, described as the reviews waiting', () => {
    const { queueCount, window } = setUp('win32');
    queueCount.show(waiting(10, 2));
    expect(app.setBadgeCount).not.toHaveBeenCalled();
    const [image, description] = window!.setOverlayIcon.mock.lastCall!;
    expect(description).toBe('12 reviews waiting');
    expect(
      image!.representations.map(({ scaleFactor, width, height }) => [scaleFactor, width, height]),
    ).toEqual([
      [1, 16, 16],
      [1.5, 24, 24],
      [2, 32, 32],
    ]);
    expect(image!.representations[0].buffer).toHaveLength(16 * 16 * 4);
  });

  it('says one review in the singular, and in Arabic in the UI language', () => {
    const { queueCount, window, setLanguage } = setUp('win32');
    queueCount.show(waiting(1, 0));
    expect(window!.setOverlayIcon.mock.lastCall![1]).toBe('1 review waiting');
    setLanguage('ar');
    // Redrawn for the new language at the next count, though the number is the same.
    queueCount.show(waiting(1, 0));
    expect(window!.setOverlayIcon.mock.lastCall![1]).toBe('مراجعة واحدة بانتظارك');
    queueCount.show(waiting(2, 0));
    expect(window!.setOverlayIcon.mock.lastCall![1]).toBe('مراجعتان بانتظارك');
  });

  it('describes the exact count above 99, where the icon is a dot', () => {
    const { queueCount, window } = setUp('win32');
    queueCount.show(waiting(100, 20));
    expect(window!.setOverlayIcon.mock.lastCall![1]).toBe('120 reviews waiting');
  });

  it('is removed at 0, when signed out and when switched off', () => {
    const { queueCount, window } = setUp('win32');
    for (const clear of [waiting(0, 0), null, waiting(3, 3, { badge: false })]) {
      queueCount.show(waiting(3, 4));
      expect(window!.setOverlayIcon.mock.lastCall![0]).not.toBeNull();
      queueCount.show(clear);
      expect(window!.setOverlayIcon).toHaveBeenLastCalledWith(null, '');
    }
  });

  it('waits for a window: without one there is no taskbar button', () => {
    const { queueCount } = setUp('win32', { window: null });
    expect(() => queueCount.show(waiting(3, 4))).not.toThrow();
  });
});

describe('notifications of new reviews', () => {
  it('say how many new reviews arrived while the window was in the background', () => {
    const { queueCount, window } = setUp('linux');
    queueCount.show(waiting(5, 1, { notify: true }));
    leave(window!);
    queueCount.show(waiting(8, 1, { notify: true }));
    expect(shownNotifications).toHaveLength(1);
    const [shown] = shownNotifications;
    expect(shown.options).toEqual({ title: '3 new reviews to start', body: 'Select to open Agencies.' });
    expect(shown.show).toHaveBeenCalled();
  });

  it('are in the UI language, with Arabic plural forms', () => {
    const { queueCount, window } = setUp('win32', { language: 'ar' });
    queueCount.show(waiting(5, 1, { notify: true }));
    leave(window!);
    queueCount.show(waiting(5, 12, { notify: true }));
    expect(shownNotifications[0].options).toEqual({
      title: '11 مراجعة جديدة للبدء',
      body: 'اختر الإشعار لفتح الملفات المحدّثة.',
    });
  });

  it('are not shown for the first count, while the window is in front, minimised or not, or when off', () => {
    const { queueCount, window } = setUp('darwin');
    leave(window!);
    queueCount.show(waiting(5, 1, { notify: true }));
    window!.isFocused.mockReturnValue(true);
    queueCount.show(waiting(9, 1, { notify: true }));
    leave(window!);
    queueCount.show(waiting(12, 1, { notify: false }));
    queueCount.show(waiting(11, 1, { notify: true }));
    expect(shownNotifications).toHaveLength(0);
    // A minimised window is in the background though it kept the focus.
    window!.isFocused.mockReturnValue(true);
    window!.isMinimized.mockReturnValue(true);
    queueCount.show(waiting(12, 1, { notify: true }));
    expect(shownNotifications).toHaveLength(1);
  });

  it('are not shown where the OS has none', () => {
    Notification.isSupported.mockReturnValue(false);
    const { queueCount, window } = setUp('linux');
    queueCount.show(waiting(5, 1, { notify: true }));
    leave(window!);
    queueCount.show(waiting(8, 1, { notify: true }));
    expect(shownNotifications).toHaveLength(0);
  });

  it('bring the window forward when selected and tell the page which queue to open', () => {
    const { queueCount, window } = setUp('win32');
    queueCount.show(waiting(5, 1, { notify: true }));
    leave(window!);
    window!.isMinimized.mockReturnValue(true);
    queueCount.show(waiting(5, 4, { notify: true }));
    shownNotifications[0].emit('click');
    expect(window!.restore).toHaveBeenCalled();
    expect(window!.show).toHaveBeenCalled();
    expect(window!.focus).toHaveBeenCalled();
    expect(window!.webContents.send).toHaveBeenCalledWith('app:open-queue', 'updated');
  });

  it('are closed on sign-out, so none opens a queue for the next reviewer', () => {
    const { queueCount, window } = setUp('linux');
    queueCount.show(waiting(5, 1, { notify: true }));
    leave(window!);
    queueCount.show(waiting(6, 1, { notify: true }));
    queueCount.show(null);
    expect(shownNotifications[0].close).toHaveBeenCalled();
  });
});

describe('the texts', () => {
  it('have each plural form in English and Arabic', () => {
    expect(pluralText('en', 'newReviews', 1)).toBe('1 new review to start');
    expect(pluralText('ar', 'newReviews', 2)).toBe('مراجعتان جديدتان للبدء');
    expect(pluralText('ar', 'newReviews', 3)).toBe('3 مراجعات جديدة للبدء');
    expect(pluralText('ar', 'count', 100)).toBe('100 مراجعة بانتظارك');
  });
});

describe('what main accepts from the page on app:reviews-waiting', () => {
  const handler = vi.fn();
  const page = electron.invokedFrom('app://console/');
  // As the page invokes it: through the sender check (which trusts it) and the argument check.
  const guarded = (...args: unknown[]) => {
    createHandle(() => true)('app:reviews-waiting', handler);
    return electron.invoke('app:reviews-waiting', page, ...args);
  };

  it('is the two counts and the two switches, or null', async () => {
    await guarded(waiting(3, 4));
    await guarded(null);
    expect(handler.mock.calls).toEqual([[waiting(3, 4)], [null]]);
  });

  it('clamps a count larger than any queue', async () => {
    handler.mockClear();
    await guarded(waiting(1e12, 0));
    expect(handler).toHaveBeenCalledWith(waiting(1_000_000, 0));
  });

  it.each([
    ['a negative count', { ...waiting(3, 4), agencies: -1 }],
    ['a fraction', { ...waiting(3, 4), updated: 1.5 }],
    ['infinity', { ...waiting(3, 4), agencies: Infinity }],
    ['not a number', { ...waiting(3, 4), agencies: NaN }],
    ['a count as text', { ...waiting(3, 4), agencies: '3' }],
    ['a switch missing', { agencies: 1, updated: 1, badge: true }],
    ['anything more', { ...waiting(3, 4), title: 'Click me' }],
    ['no argument', undefined],
  ])('refuses %s', async (_name, value) => {
    handler.mockClear();
    await expect(value === undefined ? guarded() : guarded(value)).rejects.toThrow(TypeError);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe("Windows' AppUserModelID", () => {
  it("is electron-builder's appId, the one the installers give the shortcuts, on Windows only", () => {
    setWindowsAppUserModelId(app, 'win32');
    expect(app.setAppUserModelId).toHaveBeenCalledWith('com.agencyreview.console');
    app.setAppUserModelId.mockClear();
    for (const platform of ['darwin', 'linux'] as const) setWindowsAppUserModelId(app, platform);
    expect(app.setAppUserModelId).not.toHaveBeenCalled();
  });

  it("is the QA build's own appId in the QA build, as its shortcuts carry it", () => {
    app.getName.mockReturnValue(QA_PRODUCT_NAME);
    setWindowsAppUserModelId(app, 'win32');
    expect(app.setAppUserModelId).toHaveBeenCalledWith(qaOverrides({ QA_BUILD: '1' }, false).appId);
  });
});

describe('a page that goes without saying so', () => {
  it('clears the count when the page reloads, crashes or its window closes, and starts afresh', () => {
    const { queueCount, window } = setUp('darwin');
    clearWhenThePageGoes(window as never, queueCount);
    const counts = () => app.setBadgeCount.mock.calls.map(([count]) => count);

    queueCount.show(waiting(3, 0, { notify: true }));
    window!.webContents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: true });
    window!.webContents.emit('did-start-navigation', { isMainFrame: false, isSameDocument: false });
    expect(counts()).toEqual([3]);
    window!.webContents.emit('did-start-navigation', { isMainFrame: true, isSameDocument: false });
    expect(counts()).toEqual([3, 0]);

    // The reloaded page's first count is not a rise, even in the background.
    leave(window!);
    queueCount.show(waiting(9, 0, { notify: true }));
    expect(shownNotifications).toHaveLength(0);
    window!.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
    expect(counts()).toEqual([3, 0, 9, 0]);
    queueCount.show(waiting(2, 0));
    window!.emit('closed');
    expect(counts()).toEqual([3, 0, 9, 0, 2, 0]);
  });
});
