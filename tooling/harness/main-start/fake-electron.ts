// Electron as the main process's start-up sees it, for measuring that start-up in plain Node: the
// built main runs with 'electron' resolved to this module (electron-hooks.ts). Each object does what
// start-up needs (a real userData folder, sessions, a menu, one window) and records, as performance
// marks, when start-up reaches it. A method start-up calls that is not written here answers undefined
// and is listed in `unknownCalls`, so a feature added to main later does not stop the measurement.
// Node runs this file without a compiler: erasable TypeScript only (no enums, no parameter properties).
import { EventEmitter } from 'node:events';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

/** The moments of start-up, in order; each is ms on performance.now()'s clock. */
export const STEPS = ['ready', 'backend', 'menu', 'handlers', 'window', 'loadURL'] as const;
export type StepName = (typeof STEPS)[number];

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url));
const version = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { version: string })
  .version;

/** A real, empty folder per process (as on a first start) unless MAIN_START_USER_DATA names one. */
export const userData = process.env.MAIN_START_USER_DATA ?? mkdtempSync(join(tmpdir(), 'main-start-'));
/** Methods start-up called that this fake does not write out ("app.setBadgeCount", ...). */
export const unknownCalls = new Set<string>();

const marks = new Map<StepName, number>();
const mark = (step: StepName, once = true) => {
  if (!once || !marks.has(step)) marks.set(step, performance.now());
};
export const stepTimes = (): Partial<Record<StepName, number>> => Object.fromEntries(marks);

let windowLoaded: (url: string) => void = () => {};
let startFailed: (error: Error) => void = () => {};
/** The URL the window loads; rejects when main shows its "could not start" error box. */
export const loadedUrl = new Promise<string>((resolve, reject) => {
  windowLoaded = resolve;
  startFailed = reject;
});

// Looked up on any object by promise resolution, printing and JSON: never stand-in methods.
const NOT_METHODS = new Set(['then', 'toJSON', 'constructor', 'inspect']);

/** `target` with every method it does not have answering undefined (and listed). */
function lenient<T extends object>(name: string, target: T): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (typeof property === 'symbol' || property in object || NOT_METHODS.has(property)) {
        return Reflect.get(object, property, receiver);
      }
      unknownCalls.add(`${name}.${property}`);
      return () => undefined;
    },
  });
}

class FakeApp extends EventEmitter {
  isPackaged = false;
  requestSingleInstanceLock() {
    return true;
  }
  enableSandbox() {}
  /** Ready once main's module has run, as Electron's 'ready' comes after the entry script. */
  whenReady(): Promise<void> {
    return new Promise((resolve) =>
      setImmediate(() => {
        mark('ready');
        resolve();
      }),
    );
  }
  isReady() {
    return marks.has('ready');
  }
  getPath(name: string) {
    return name === 'userData' ? userData : join(userData, name);
  }
  getAppPath() {
    return projectRoot;
  }
  getName() {
    return 'Agency Review Console';
  }
  getVersion() {
    return version;
  }
  getLocale() {
    return 'en-US';
  }
  getSystemLocale() {
    return 'en-US';
  }
  getPreferredSystemLanguages() {
    return ['en-US'];
  }
  quit() {}
  exit() {}
}
export const app = lenient('app', new FakeApp());

class FakeSession extends EventEmitter {
  readonly protocol = lenient('protocol', { handle() {}, unhandle() {}, isProtocolHandled: () => false });
  readonly cookies = lenient('cookies', Object.assign(new EventEmitter(), { set: async () => {} }));
  // The embedded demo API answers over real HTTP.
  readonly fetch = (input: string | Request, init?: RequestInit) => globalThis.fetch(input, init);
  setPermissionRequestHandler() {}
  setPermissionCheckHandler() {}
  setSpellCheckerEnabled() {}
  setSpellCheckerLanguages() {}
  setSpellCheckerDictionaryDownloadURL() {}
}
const partitions = new Map<string, FakeSession>();
export const session = lenient('session', {
  defaultSession: lenient('session', new FakeSession()),
  /** Start-up asks for its partition once the backend is known. */
  fromPartition(partition: string) {
    if (marks.has('ready')) mark('backend');
    const existing = partitions.get(partition) ?? lenient('session', new FakeSession());
    partitions.set(partition, existing);
    return existing;
  },
});

export const protocol = lenient('protocol', { registerSchemesAsPrivileged() {}, handle() {} });

export const ipcMain = lenient(
  'ipcMain',
  Object.assign(new EventEmitter(), {
    /** The last handler registered before the window opens: the handlers are in place. */
    handle() {
      if (!marks.has('window')) mark('handlers', false);
    },
    removeHandler() {},
  }),
);

export const Menu = lenient('Menu', {
  buildFromTemplate: (template: unknown[]) => ({ items: template }),
  setApplicationMenu() {
    mark('menu');
  },
  getApplicationMenu: () => null,
});

const display = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
  scaleFactor: 1,
  rotation: 0,
};
export const screen = lenient(
  'screen',
  Object.assign(new EventEmitter(), {
    getAllDisplays: () => [display],
    getPrimaryDisplay: () => display,
    getDisplayMatching: () => display,
    getDisplayNearestPoint: () => display,
  }),
);

export const dialog = lenient('dialog', {
  /** Main's "could not start" box: the measurement fails with its text. */
  showErrorBox(title: string, content: string) {
    startFailed(new Error(`${title}: ${content}`));
  },
  showMessageBox: async () => ({ response: 0, checkboxChecked: false }),
  showMessageBoxSync: () => 0,
});

export const shell = lenient('shell', { openExternal: async () => {}, openPath: async () => '' });

class FakeWebContents extends EventEmitter {
  readonly id = 1;
  setWindowOpenHandler() {}
  send() {}
  isDestroyed() {
    return false;
  }
  getURL() {
    return '';
  }
}

class FakeBrowserWindow extends EventEmitter {
  static getAllWindows() {
    return [];
  }
  static getFocusedWindow() {
    return null;
  }
  readonly webContents = lenient('webContents', new FakeWebContents());
  bounds = { x: 0, y: 0, width: 1280, height: 820 };

  constructor(options: { x?: number; y?: number; width?: number; height?: number } = {}) {
    super();
    mark('window');
    this.bounds = { ...this.bounds, ...options };
    return lenient('BrowserWindow', this);
  }
  loadURL(url: string): Promise<void> {
    mark('loadURL');
    windowLoaded(url);
    return Promise.resolve();
  }
  getBounds() {
    return this.bounds;
  }
  getNormalBounds() {
    return this.bounds;
  }
  setBounds(bounds: Partial<typeof this.bounds>) {
    this.bounds = { ...this.bounds, ...bounds };
  }
  isDestroyed() {
    return false;
  }
  isMaximized() {
    return false;
  }
  isMinimized() {
    return false;
  }
  isFullScreen() {
    return false;
  }
  isVisible() {
    return false;
  }
}
export { FakeBrowserWindow as BrowserWindow };

// The rest of Electron's main-process API, for code added later: every method answers undefined.
export const autoUpdater = lenient('autoUpdater', new EventEmitter());
export const nativeTheme = lenient(
  'nativeTheme',
  Object.assign(new EventEmitter(), { shouldUseDarkColors: false }),
);
export const powerMonitor = lenient('powerMonitor', new EventEmitter());
export const nativeImage = lenient('nativeImage', {});
export const net = lenient('net', {});
export const clipboard = lenient('clipboard', {});
export const globalShortcut = lenient('globalShortcut', {});
export const systemPreferences = lenient('systemPreferences', {});
export const crashReporter = lenient('crashReporter', {});
export const webContents = lenient('webContents', { getAllWebContents: () => [] });
export class Notification extends EventEmitter {
  static isSupported() {
    return false;
  }
  show() {}
  close() {}
}

export default {
  app,
  autoUpdater,
  BrowserWindow: FakeBrowserWindow,
  clipboard,
  crashReporter,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  nativeImage,
  nativeTheme,
  net,
  Notification,
  powerMonitor,
  protocol,
  screen,
  session,
  shell,
  systemPreferences,
  webContents,
};
