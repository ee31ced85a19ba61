import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeJsonFile } from '@main/json-file';
import { DEFAULT_SIZE, MIN_SIZE, readWindowState, restoreBounds, trackWindowState } from '@main/window-state';
import { BrowserWindow } from '../electron-fake';

const screen = { x: 0, y: 0, width: 1920, height: 1040 };
const second = { x: 1920, y: 0, width: 1280, height: 1024 };
const tempFile = () => join(mkdtempSync(join(tmpdir(), 'window-state-')), 'window-state.json');

describe('restoring the window position', () => {
  it('uses the saved bounds when they are on a visible display', () => {
    const saved = { x: 2000, y: 100, width: 1100, height: 800, isMaximized: false };
    expect(restoreBounds(saved, [screen, second])).toEqual(saved);
  });

  it('falls back to a default size when the saved display is gone', () => {
    const saved = { x: 4000, y: 100, width: 1100, height: 800, isMaximized: true };
    expect(restoreBounds(saved, [screen])).toEqual({ ...DEFAULT_SIZE, isMaximized: true });
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
    expect(restoreBounds(null, [screen])).toEqual({ ...DEFAULT_SIZE, isMaximized: false });
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
