import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Rectangle } from 'electron';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeJsonFile } from '@main/json-file';
import { DEFAULT_SIZE, MIN_SIZE, readWindowState, restoreBounds, trackWindowState } from '@main/window-state';
import { BrowserWindow } from '../electron-fake';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };
const second = { x: 1920, y: 0, width: 1280, height: 1024 };
/** To the left of the primary display and above it: negative coordinates. */
const leftAbove = { x: -1280, y: -984, width: 1280, height: 984 };
/** A 1080 × 1920 monitor turned upright, right of the primary display and higher up. */
const portrait = { x: 1920, y: -400, width: 1080, height: 1880 };
const laptop = { x: 0, y: 0, width: 1024, height: 728 };
/** Whether the whole window lies inside the work area. */
function within(bounds: { x?: number; y?: number; width: number; height: number }, area: Rectangle) {
  if (bounds.x === undefined || bounds.y === undefined) return false;
  return (
    bounds.x >= area.x &&
    bounds.y >= area.y &&
    bounds.x + bounds.width <= area.x + area.width &&
    bounds.y + bounds.height <= area.y + area.height
  );
}
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'window-state-')), 'window-state.json');

describe('restoring the window position', () => {
  it('uses the saved bounds when they are on a visible display', () => {
    const saved = { x: 2000, y: 100, width: 1100, height: 800, isMaximized: false };
    expect(restoreBounds(saved, [screen, second])).toEqual(saved);
  });

  it('keeps a window across two monitors on the one it was mostly on, the primary listed first', () => {
    // 120 px on the primary display, the rest on the second.
    const saved = { x: 1800, y: 100, width: 1200, height: 800, isMaximized: false };
    expect(restoreBounds(saved, [screen, second])).toEqual({ ...saved, x: 1920 });
  });

  it('moves a window saved on a monitor that is gone into the primary display, whatever the layout left', () => {
    const goneRight = { x: 4000, y: 100, width: 1100, height: 800, isMaximized: false };
    const goneLeft = { x: -2500, y: 300, width: 1400, height: 900, isMaximized: false };
    const goneBelow = { x: 200, y: 1500, width: 1000, height: 700, isMaximized: false };
    const layouts = [[screen], [screen, leftAbove], [screen, portrait], [laptop], [leftAbove, screen]];
    for (const saved of [goneRight, goneLeft, goneBelow]) {
      for (const areas of layouts) {
        const restored = restoreBounds(saved, areas);
        expect(within(restored, areas[0]), JSON.stringify({ saved, areas, restored })).toBe(true);
      }
    }
    expect(restoreBounds(goneRight, [screen])).toEqual({
      x: 320,
      y: 110,
      ...DEFAULT_SIZE,
      isMaximized: false,
    });
  });

  it('opens a window that was maximized on a monitor now gone maximized on the primary display', () => {
    const saved = { x: 1920, y: 0, width: 1280, height: 1024, isMaximized: true };
    const restored = restoreBounds(saved, [leftAbove]);
    expect(restored.isMaximized).toBe(true);
    expect(within(restored, leftAbove)).toBe(true);
  });

  it('keeps a window on a display at negative coordinates that is still there', () => {
    const saved = { x: -1200, y: -900, width: 1100, height: 800, isMaximized: false };
    expect(restoreBounds(saved, [screen, leftAbove])).toEqual(saved);
  });

  it('narrows a window wider than a portrait display into it', () => {
    const saved = { x: 1900, y: -500, width: 1600, height: 1000, isMaximized: false };
    const restored = restoreBounds(saved, [screen, portrait]);
    expect(restored).toEqual({ x: 1920, y: -400, width: 1080, height: 1000, isMaximized: false });
    expect(within(restored, portrait)).toBe(true);
  });

  it('fits the default size into a primary display smaller than it', () => {
    const restored = restoreBounds(null, [laptop]);
    expect(restored).toEqual({ x: 0, y: 0, width: 1024, height: 728, isMaximized: false });
  });

  it('leaves the place to Electron (centred on the primary display) when no display is known', () => {
    expect(restoreBounds(null, [])).toEqual({ ...DEFAULT_SIZE, isMaximized: false });
  });

  it('clamps a window larger than its display into it', () => {
    const saved = { x: -50, y: -20, width: 3000, height: 2000, isMaximized: false };
    expect(restoreBounds(saved, [screen])).toEqual({
      x: 0,
      y: 0,
      width: 1920,
      height: 1040,
      isMaximized: false,
    });
  });

  it('pulls a window hanging off the edge back onto the display', () => {
    const saved = { x: 1500, y: 900, width: 1000, height: 700, isMaximized: false };
    expect(restoreBounds(saved, [screen])).toEqual({
      x: 920,
      y: 340,
      width: 1000,
      height: 700,
      isMaximized: false,
    });
  });

  it('never restores below the minimum size', () => {
    const saved = { x: 10, y: 10, width: 200, height: 100, isMaximized: false };
    expect(restoreBounds(saved, [screen])).toMatchObject(MIN_SIZE);
  });

  it('uses the default size the first time, and ignores a corrupt state file', () => {
    expect(restoreBounds(null, [screen])).toEqual({ x: 320, y: 110, ...DEFAULT_SIZE, isMaximized: false });
    const file = tempFile();
    writeJsonFile(file, { x: 'left', width: 10 });
    expect(readWindowState(file)).toBeNull();
  });
});

describe('remembering the window position', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function trackedWindow() {
    const window = new BrowserWindow();
    window.getNormalBounds.mockReturnValue({ x: 10, y: 20, width: 1000, height: 700 });
    return window;
  }

  it('saves shortly after the window moves or resizes, once for a burst of events', () => {
    vi.useFakeTimers();
    const file = tempFile();
    const window = trackedWindow();
    trackWindowState(window as never, file, 400);
    window.emit('move');
    window.getNormalBounds.mockReturnValue({ x: 30, y: 40, width: 1100, height: 750 });
    window.emit('resize');
    expect(readWindowState(file)).toBeNull();
    vi.advanceTimersByTime(400);
    expect(readWindowState(file)).toEqual({ x: 30, y: 40, width: 1100, height: 750, isMaximized: false });
  });

  it('saves at once when the window closes, maximized state included', () => {
    const file = tempFile();
    const window = trackedWindow();
    trackWindowState(window as never, file);
    window.isMaximized.mockReturnValue(true);
    window.emit('close');
    expect(readWindowState(file)).toEqual({ x: 10, y: 20, width: 1000, height: 700, isMaximized: true });
  });
});
