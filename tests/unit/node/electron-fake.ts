// The one fake of Electron for main-process and preload tests. Electron's binary cannot run in unit
// tests, so a test file that loads code importing 'electron' hands it this module instead:
//   vi.mock('electron', () => import('../electron-fake'));
// and drives or inspects the same objects by importing them from here. Every test file starts with a
// fresh copy; resetElectronFake() returns it to that state between the tests of one file. Modules that
// take their Electron objects as arguments get these fakes passed in, no mock needed.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as Electron from 'electron';
import { vi, type Mock } from 'vitest';

type Procedure = (...args: never[]) => unknown;
type Listener = (...args: unknown[]) => unknown;

const mocks: Pick<Mock, 'mockReset'>[] = [];
/** A vi.fn that resetElectronFake() resets to `implementation`. */
function fake<T extends Procedure>(implementation?: T): Mock<T> {
  const mock = vi.fn(implementation);
  mocks.push(mock);
  return mock;
}

/** Electron's event surface (app, BrowserWindow, WebContents, cookies): records listeners, lets tests emit. */
export class FakeEmitter {
  readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener): this {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  once(event: string, listener: Listener): this {
    return this.on(event, listener);
  }

  removeAllListeners(event: string): this {
    this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]): unknown[] {
    return (this.listeners.get(event) ?? []).map((listener) => listener(...args));
  }
}

/** The event Electron passes to listeners that may prevent the default (navigation, unload). */
export function fakeEvent() {
  let prevented = false;
  return {
    preventDefault: () => {
      prevented = true;
    },
    get defaultPrevented() {
      return prevented;
    },
  };
}

/** The userData folder of this test file's app: an empty temporary folder. */
export const userData = mkdtempSync(join(tmpdir(), 'electron-fake-'));

class FakeApp extends FakeEmitter {
  isPackaged = false;
  readonly requestSingleInstanceLock = fake<Electron.App['requestSingleInstanceLock']>(() => true);
  readonly enableSandbox = fake<Electron.App['enableSandbox']>();
  readonly whenReady = fake<Electron.App['whenReady']>(async () => {});
  readonly quit = fake<Electron.App['quit']>();
  readonly exit = fake<Electron.App['exit']>();
  // Every other folder inside userData, so nothing a test writes leaves it.
  readonly getPath = fake<Electron.App['getPath']>((name) =>
    name === 'userData' ? userData : join(userData, name),
  );
  readonly getName = fake<Electron.App['getName']>(() => 'Agency Review Console');
  readonly getVersion = fake<Electron.App['getVersion']>(() => '0.1.0');
  // In development the app's folder is the repository (where the tests run).
  readonly getAppPath = fake<Electron.App['getAppPath']>(() => process.cwd());
  readonly getSystemLocale = fake<Electron.App['getSystemLocale']>(() => 'en-US');
  readonly setBadgeCount = fake<Electron.App['setBadgeCount']>(() => true);
  readonly setAppUserModelId = fake<Electron.App['setAppUserModelId']>();
}
export const app = new FakeApp();

export class FakeWebContents extends FakeEmitter {
  readonly send = fake<Electron.WebContents['send']>();
  readonly isDestroyed = fake<Electron.WebContents['isDestroyed']>(() => false);
  readonly reload = fake<Electron.WebContents['reload']>();
  readonly forcefullyCrashRenderer = fake<Electron.WebContents['forcefullyCrashRenderer']>();
  /** What the page's window.open would get: only the URL matters to the app's handler. */
  openHandler?: (details: { url: string }) => { action: string };
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.openHandler = handler;
  }
}

/** Every window opened since the file started or resetElectronFake(), oldest first. */
export const openedWindows: FakeBrowserWindow[] = [];

class FakeBrowserWindow extends FakeEmitter {
  readonly webContents = new FakeWebContents();
  readonly loadURL = fake<(url: string) => Promise<void>>(async () => {});
  readonly show = fake<Electron.BrowserWindow['show']>();
  readonly maximize = fake<Electron.BrowserWindow['maximize']>();
  readonly restore = fake<Electron.BrowserWindow['restore']>();
  readonly focus = fake<Electron.BrowserWindow['focus']>();
  readonly isMinimized = fake<Electron.BrowserWindow['isMinimized']>(() => false);
  readonly isMaximized = fake<Electron.BrowserWindow['isMaximized']>(() => false);
  readonly isDestroyed = fake<Electron.BrowserWindow['isDestroyed']>(() => false);
  readonly setFullScreen = fake<Electron.BrowserWindow['setFullScreen']>();
  readonly isFullScreen = fake<Electron.BrowserWindow['isFullScreen']>(() => false);
  readonly isFocused = fake<Electron.BrowserWindow['isFocused']>(() => true);
  readonly isVisible = fake<Electron.BrowserWindow['isVisible']>(() => true);
  readonly setOverlayIcon = fake<(overlay: FakeImage | null, description: string) => void>();
  readonly getNormalBounds = fake<Electron.BrowserWindow['getNormalBounds']>(() => ({
    x: 0,
    y: 0,
    width: 1280,
    height: 820,
  }));
  readonly getBounds = fake<Electron.BrowserWindow['getBounds']>(() => ({
    x: 0,
    y: 0,
    width: 1280,
    height: 820,
  }));
  readonly setBounds = fake<Electron.BrowserWindow['setBounds']>();
  readonly unmaximize = fake<Electron.BrowserWindow['unmaximize']>();

  constructor(readonly options: Electron.BrowserWindowConstructorOptions = {}) {
    super();
    openedWindows.push(this);
  }
}
export { FakeBrowserWindow as BrowserWindow };

export class FakeCookies extends FakeEmitter {
  readonly set = fake<Electron.Cookies['set']>(async () => {});
}

class FakeSession extends FakeEmitter {
  // Straight to the network: the embedded demo API answers over real HTTP.
  readonly fetch = fake((input: string | Request, init?: RequestInit) => globalThis.fetch(input, init));
  readonly protocol = { handle: fake<Electron.Protocol['handle']>() };
  readonly cookies = new FakeCookies();
  readonly setPermissionRequestHandler = fake<Electron.Session['setPermissionRequestHandler']>();
  readonly setPermissionCheckHandler = fake<Electron.Session['setPermissionCheckHandler']>();
  readonly setSpellCheckerEnabled = fake<Electron.Session['setSpellCheckerEnabled']>();
  readonly setSpellCheckerDictionaryDownloadURL =
    fake<Electron.Session['setSpellCheckerDictionaryDownloadURL']>();
  readonly setSpellCheckerLanguages = fake<Electron.Session['setSpellCheckerLanguages']>();
  readonly addWordToSpellCheckerDictionary = fake<Electron.Session['addWordToSpellCheckerDictionary']>(
    () => true,
  );
}
/** The persistent partition main asks for, and Electron's default session. */
export const partitionSession = new FakeSession();
export const session = {
  fromPartition: fake((_partition: string) => partitionSession),
  defaultSession: new FakeSession(),
};

type IpcHandler = (event: unknown, ...args: unknown[]) => unknown;
/** What main registered with ipcMain.handle, by channel. */
export const ipcHandlers = new Map<string, IpcHandler>();
export const ipcMain = {
  handle: fake((channel: string, handler: IpcHandler) => {
    ipcHandlers.set(channel, handler);
  }),
  removeHandler: fake((channel: string) => {
    ipcHandlers.delete(channel);
  }),
} satisfies Pick<Electron.IpcMain, 'handle' | 'removeHandler'>;

/** The event of an invoke sent by a page at `url`; null is a frame that has gone. */
export const invokedFrom = (url: string | null) => ({ senderFrame: url === null ? null : { url } });

/** Runs the handler main registered for `channel`, as if the page had invoked it. */
export async function invoke(channel: string, event: unknown, ...args: unknown[]): Promise<unknown> {
  const handler = ipcHandlers.get(channel);
  if (!handler) throw new Error(`No handler registered for ${channel}`);
  return handler(event, ...args);
}

/** A nativeImage: the representations added to it, by scale factor. */
export class FakeImage {
  readonly representations: Electron.AddRepresentationOptions[] = [];
  addRepresentation(options: Electron.AddRepresentationOptions): void {
    this.representations.push(options);
  }
}
export const nativeImage = { createEmpty: fake(() => new FakeImage()) };

/** Every Notification created since the file started or resetElectronFake(), oldest first. */
export const shownNotifications: FakeNotification[] = [];
class FakeNotification extends FakeEmitter {
  static readonly isSupported = fake<typeof Electron.Notification.isSupported>(() => true);
  readonly show = fake<Electron.Notification['show']>();
  readonly close = fake<Electron.Notification['close']>();
  constructor(readonly options: Electron.NotificationConstructorOptions = {}) {
    super();
    shownNotifications.push(this);
  }
}
export { FakeNotification as Notification };

export const dialog = {
  showErrorBox: fake<Electron.Dialog['showErrorBox']>(),
  showMessageBox: fake(async (..._args: unknown[]) => ({ response: 0, checkboxChecked: false })),
  showMessageBoxSync: fake((..._args: unknown[]) => 0),
};

export const shell = {
  openExternal: fake<Electron.Shell['openExternal']>(async () => {}),
  openPath: fake<Electron.Shell['openPath']>(async () => ''),
};

/** A built menu is the template it was built from. */
interface FakeMenu {
  template: Electron.MenuItemConstructorOptions[];
}
export const Menu = {
  buildFromTemplate: fake((template: Electron.MenuItemConstructorOptions[]): FakeMenu => ({ template })),
  setApplicationMenu: fake((_menu: FakeMenu | null) => {}),
};

export const protocol = {
  registerSchemesAsPrivileged: fake<Electron.Protocol['registerSchemesAsPrivileged']>(),
};

const primaryDisplay = { id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1080 } };
class FakeScreen extends FakeEmitter {
  readonly getAllDisplays = fake(() => [primaryDisplay]);
  readonly getPrimaryDisplay = fake(() => primaryDisplay);
  removeListener(event: string, listener: Listener): this {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((each) => each !== listener),
    );
    return this;
  }
}
/** The displays: one 1920 × 1080 monitor; emit('display-removed') plays an unplugged one. */
export const screen = new FakeScreen();

type IpcListener = (event: unknown, ...args: unknown[]) => void;
/** ipcRenderer as the preload sees it: records invokes and subscriptions; emit() plays main's events. */
export function fakeIpcRenderer() {
  const listeners = new Map<string, Set<IpcListener>>();
  return {
    invoke: fake(async (..._args: unknown[]): Promise<unknown> => undefined),
    on: fake((channel: string, listener: IpcListener) => {
      listeners.set(channel, (listeners.get(channel) ?? new Set()).add(listener));
    }),
    removeListener: fake((channel: string, listener: IpcListener) => {
      listeners.get(channel)?.delete(listener);
    }),
    emit(channel: string, ...payload: unknown[]) {
      const event = { sender: { send: () => {} }, senderId: 0 };
      for (const listener of listeners.get(channel) ?? []) listener(event, ...payload);
    },
  };
}
export const ipcRenderer = fakeIpcRenderer();

export const contextBridge = {
  exposeInMainWorld: fake<Electron.ContextBridge['exposeInMainWorld']>(),
};

/** Back to the state a test file starts in: default answers, no calls, listeners, handlers or windows. */
export function resetElectronFake(): void {
  for (const mock of mocks) mock.mockReset();
  for (const emitter of [app, screen, partitionSession.cookies, session.defaultSession.cookies]) {
    emitter.listeners.clear();
  }
  app.isPackaged = false;
  ipcHandlers.clear();
  openedWindows.length = 0;
  shownNotifications.length = 0;
}
