import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMainWindow, SESSION_PARTITION } from '@main/window';
import { openedWindows, resetElectronFake } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

/** The window createMainWindow opened. */
function open(
  windowStateFile = join(mkdtempSync(join(tmpdir(), 'window-')), 'window-state.json'),
  devTools = false,
) {
  createMainWindow({
    devTools,
    preloadPath: '/app/out/preload/index.cjs',
    url: 'app://console/',
    windowStateFile,
    workAreas: [{ x: 0, y: 0, width: 1920, height: 1080 }],
    title: 'Agency Review Console',
  });
  return openedWindows.at(-1)!;
}

beforeEach(() => {
  resetElectronFake();
});

describe('the application window', () => {
  it('is created with every security setting of the checklist', () => {
    const { webPreferences } = open().options;
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  });

  it('has developer tools only outside installed builds', () => {
    expect(open(undefined, false).options.webPreferences?.devTools).toBe(false);
    expect(open(undefined, true).options.webPreferences?.devTools).toBe(true);
  });

  it('uses the persistent session partition and the sandboxed CommonJS preload', () => {
    const { webPreferences } = open().options;
    expect(SESSION_PARTITION).toMatch(/^persist:/);
    expect(webPreferences?.partition).toBe(SESSION_PARTITION);
    expect(webPreferences?.preload).toBe('/app/out/preload/index.cjs');
  });

  it('has a minimum size and loads the app URL', () => {
    const window = open();
    expect(window.options.minWidth).toBeGreaterThan(0);
    expect(window.options.minHeight).toBeGreaterThan(0);
    expect(window.loadURL).toHaveBeenCalledWith('app://console/');
  });

  it('stays hidden until ready-to-show', () => {
    const window = open();
    expect(window.options.show).toBe(false);
    expect(window.show).not.toHaveBeenCalled();
    window.emit('ready-to-show');
    expect(window.show).toHaveBeenCalledTimes(1);
  });

  it('opens on the given displays when the one it was left on is gone, maximized if it was', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'window-')), 'window-state.json');
    writeFileSync(file, JSON.stringify({ x: 4000, y: 50, width: 1400, height: 900, isMaximized: true }));
    const window = open(file);
    expect(window.options).toMatchObject({ x: 320, y: 130, width: 1280, height: 820 });
    window.emit('ready-to-show');
    expect(window.maximize).toHaveBeenCalled();
  });

  it('reopens where it was left, maximized if it was', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'window-')), 'window-state.json');
    writeFileSync(file, JSON.stringify({ x: 100, y: 50, width: 1400, height: 900, isMaximized: true }));
    const window = open(file);
    expect(window.options).toMatchObject({ x: 100, y: 50, width: 1400, height: 900 });
    window.emit('ready-to-show');
    expect(window.maximize).toHaveBeenCalled();
  });
});

describe('spell checking', () => {
  it('is on in the window on every OS (the sessions decide the dictionaries: spell-check.ts)', () => {
    expect(open().options.webPreferences?.spellcheck).toBe(true);
  });
});
