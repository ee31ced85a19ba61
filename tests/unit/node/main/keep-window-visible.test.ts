import type { Rectangle } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { keepWindowVisible, nearestArea, workAreasOf } from '@main/keep-window-visible';
import { MIN_SIZE } from '@main/window-state';
import { FakeEmitter } from '../electron-fake';

const primary = { x: 0, y: 0, width: 1920, height: 1040 };
const right = { x: 1920, y: 0, width: 2560, height: 1400 };
/** Left of the primary display and higher up: negative coordinates. */
const left = { x: -1080, y: -600, width: 1080, height: 1880 };

const display = (id: number, workArea: Rectangle) => ({ id, workArea });

/** Electron's screen: the displays connected now, and its events. */
class FakeScreen extends FakeEmitter {
  displays: { id: number; workArea: Rectangle }[] = [];
  primaryId = 1;
  getAllDisplays = () => this.displays;
  getPrimaryDisplay = () => this.displays.find((each) => each.id === this.primaryId) ?? this.displays[0];
  removeListener(event: string, listener: (...args: unknown[]) => unknown): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((each) => each !== listener),
    );
    return this;
  }
  /** Unplugs a monitor, as Electron reports it. */
  unplug(id: number) {
    this.displays = this.displays.filter((each) => each.id !== id);
    this.emit('display-removed', {}, { id });
  }
}

function fakeScreen(...areas: Rectangle[]) {
  const screen = new FakeScreen();
  screen.displays = areas.map((area, index) => display(index + 1, area));
  return screen;
}

/**
 * A window at `bounds` (its normal bounds; maximized, it fills `maximizedTo`); setBounds moves it,
 * maximize() and unmaximize() are recorded.
 */
function fakeWindow(
  bounds: Rectangle,
  state: { maximized?: boolean; maximizedTo?: Rectangle; fullScreen?: boolean; minimized?: boolean } = {},
) {
  const window = new FakeEmitter();
  let current = state.maximized && state.maximizedTo ? state.maximizedTo : bounds;
  let maximized = state.maximized ?? false;
  let minimized = state.minimized ?? false;
  const calls: string[] = [];
  return Object.assign(window, {
    calls,
    restore: () => {
      minimized = false;
      window.emit('restore');
    },
    getBounds: () => current,
    getNormalBounds: () => bounds,
    setBounds: vi.fn((next: Rectangle) => {
      calls.push('setBounds');
      current = next;
    }),
    isDestroyed: () => false,
    isMaximized: () => maximized,
    isFullScreen: () => state.fullScreen ?? false,
    isMinimized: () => minimized,
    maximize: () => {
      calls.push('maximize');
      maximized = true;
    },
    unmaximize: () => {
      calls.push('unmaximize');
      maximized = false;
      current = bounds;
    },
  });
}

function within(bounds: Rectangle, area: Rectangle) {
  return (
    bounds.x >= area.x &&
    bounds.y >= area.y &&
    bounds.x + bounds.width <= area.x + area.width &&
    bounds.y + bounds.height <= area.y + area.height
  );
}

describe('keeping the window on a display while the app runs', () => {
  it('moves the window onto the nearest display when its monitor is unplugged', () => {
    const screen = fakeScreen(primary, right);
    const window = fakeWindow({ x: 2400, y: 200, width: 1400, height: 900 });
    keepWindowVisible(window, screen);
    screen.unplug(2);
    expect(within(window.getBounds(), primary)).toBe(true);
    expect(window.getBounds()).toMatchObject({ width: 1400, height: 900 });
  });

  it('moves it onto a display at negative coordinates when that one is nearest', () => {
    const screen = fakeScreen(primary, left);
    const window = fakeWindow({ x: -2600, y: -500, width: 1000, height: 700 });
    keepWindowVisible(window, screen);
    screen.emit('display-metrics-changed', {}, screen.displays[1], ['bounds']);
    expect(within(window.getBounds(), left)).toBe(true);
    expect(window.getBounds().width).toBe(1000);
  });

  it('narrows a window onto a portrait display no wider than it, never below the minimum size', () => {
    const portrait = { x: 1920, y: 0, width: 1080, height: 1880 };
    const screen = fakeScreen(primary, portrait);
    const window = fakeWindow({ x: 3200, y: 100, width: 1600, height: 1000 });
    keepWindowVisible(window, screen);
    screen.emit('display-metrics-changed', {}, screen.displays[1], ['workArea']);
    expect(window.getBounds()).toEqual({ x: 1920, y: 100, width: 1080, height: 1000 });
    expect(window.getBounds().width).toBeGreaterThanOrEqual(MIN_SIZE.width);
  });

  it('moves a window left off-screen by a change of scale', () => {
    const screen = fakeScreen(primary);
    const window = fakeWindow({ x: 1850, y: 1000, width: 1200, height: 800 });
    keepWindowVisible(window, screen);
    // At 150% the same monitor is a smaller area of points: the window now starts past its edge.
    screen.displays = [display(1, { x: 0, y: 0, width: 1280, height: 693 })];
    screen.emit('display-metrics-changed', {}, screen.displays[0], ['scaleFactor', 'workArea']);
    expect(window.getBounds()).toEqual({ x: 80, y: 0, width: 1200, height: 693 });
  });

  it('leaves a window alone while a display still shows enough of it', () => {
    const screen = fakeScreen(primary, right);
    // Mostly off the primary display, but its top-left corner is on it: it can be grabbed there.
    const window = fakeWindow({ x: 1700, y: 900, width: 1400, height: 900 });
    keepWindowVisible(window, screen);
    screen.unplug(2);
    expect(window.setBounds).not.toHaveBeenCalled();
  });

  it('moves a maximized window at its normal size and maximizes it again on its new display', () => {
    const screen = fakeScreen(primary, right);
    const window = fakeWindow(
      { x: 2000, y: 100, width: 1300, height: 900 },
      { maximized: true, maximizedTo: right },
    );
    keepWindowVisible(window, screen);
    screen.unplug(2);
    expect(window.calls).toEqual(['unmaximize', 'setBounds', 'maximize']);
    expect(window.setBounds).toHaveBeenCalledWith({ x: 620, y: 100, width: 1300, height: 900 });
  });

  it('checks a minimized window when it is restored, not before', () => {
    const screen = fakeScreen(primary, right);
    const window = fakeWindow({ x: 2400, y: 200, width: 1400, height: 900 }, { minimized: true });
    keepWindowVisible(window, screen);
    screen.unplug(2);
    expect(window.setBounds).not.toHaveBeenCalled();
    window.restore();
    expect(within(window.getBounds(), primary)).toBe(true);
  });

  it('never moves the window onto a display with an empty work area', () => {
    const screen = fakeScreen(primary, right);
    const window = fakeWindow({ x: 2400, y: 200, width: 1400, height: 900 });
    keepWindowVisible(window, screen);
    // Reconfiguring: the only display left reports no area yet.
    screen.displays = [display(1, { x: 0, y: 0, width: 0, height: 0 })];
    screen.emit('display-removed', {}, { id: 2 });
    expect(window.setBounds).not.toHaveBeenCalled();
  });

  it('leaves a full-screen window to the OS', () => {
    const screen = fakeScreen(primary, right);
    const window = fakeWindow({ x: 1920, y: 0, width: 2560, height: 1440 }, { fullScreen: true });
    keepWindowVisible(window, screen);
    screen.unplug(2);
    expect(window.setBounds).not.toHaveBeenCalled();
  });

  it('stops watching the displays once the window is closed', () => {
    const screen = fakeScreen(primary, right);
    const window = fakeWindow({ x: 2400, y: 200, width: 1400, height: 900 });
    keepWindowVisible(window, screen);
    window.emit('closed');
    screen.unplug(2);
    expect(window.setBounds).not.toHaveBeenCalled();
    expect(screen.listeners.get('display-removed')).toEqual([]);
    expect(screen.listeners.get('display-metrics-changed')).toEqual([]);
  });
});

describe('the displays a window can go to', () => {
  it("lists the primary display's work area first, wherever the OS lists it", () => {
    const screen = fakeScreen(left, right, primary);
    screen.primaryId = 3;
    expect(workAreasOf(screen)).toEqual([primary, left, right]);
  });

  it('prefers the primary display among equally near ones', () => {
    const farAway = { x: 10_000, y: 10_000, width: 100, height: 100 };
    const twin = { x: 0, y: 0, width: 1920, height: 1040 };
    expect(nearestArea(farAway, [primary, twin])).toBe(primary);
    expect(nearestArea({ x: 5000, y: 0, width: 1000, height: 700 }, [primary, right])).toBe(right);
  });
});
