import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_INVOKE_CHANNELS, type AppInfo, type TeamSnippets } from '@shared/ipc/contract';
import { APP_ORIGIN, trustedOrigins } from '@main/app-origin';
import { createHandle, send } from '@main/ipc/handle';
import { registerHandlers } from '@main/ipc/register-handlers';
import { createSenderCheck } from '@main/ipc/trusted-sender';
import { configureLogging } from '@main/logging';
import { invoke, invokedFrom as from, ipcHandlers, resetElectronFake } from '../../electron-fake';

vi.mock('electron', () => import('../../electron-fake'));

const info: AppInfo = {
  name: 'x',
  version: '1',
  platform: 'linux',
  versions: { electron: '45.4.1', chrome: '140.0.0.0', node: '22.0.0' },
  apiConfigured: true,
  apiSource: 'demo',
  apiUrl: 'http://127.0.0.1:4010',
  config: { problem: null, locations: [], warnings: [], settings: {} },
  imageSources: null,
};

beforeAll(() => {
  configureLogging({ level: 'silent' });
});

beforeEach(() => {
  resetElectronFake();
});

function register(origins = trustedOrigins(undefined)) {
  const handle = createHandle(createSenderCheck(origins));
  const setLanguage = vi.fn((language: 'en' | 'ar') => language);
  handle('language:set', setLanguage);
  handle('app:info', () => info);
  return { setLanguage, invoke };
}

describe('IPC senders', () => {
  it('accepts a message from the app origin', async () => {
    const { invoke, setLanguage } = register();
    await expect(invoke('language:set', from(`${APP_ORIGIN}/review/3`), 'ar')).resolves.toBe('ar');
    expect(setLanguage).toHaveBeenCalledWith('ar');
  });

  it('rejects a message from a frame inside the page, even of the app origin', async () => {
    const { invoke, setLanguage } = register();
    const childFrame = { senderFrame: { url: `${APP_ORIGIN}/`, parent: { url: `${APP_ORIGIN}/` } } };
    await expect(invoke('language:set', childFrame, 'ar')).rejects.toThrow(/not the app's own page/);
    expect(setLanguage).not.toHaveBeenCalled();
  });

  it('rejects a message from another origin without running the handler', async () => {
    const { invoke, setLanguage } = register();
    await expect(invoke('language:set', from('https://evil.example/'), 'ar')).rejects.toThrow(
      /not the app's own page/,
    );
    await expect(invoke('language:set', from('app://other/'), 'ar')).rejects.toThrow(
      /not the app's own page/,
    );
    await expect(invoke('language:set', from('file:///index.html'), 'ar')).rejects.toThrow(
      /not the app's own page/,
    );
    expect(setLanguage).not.toHaveBeenCalled();
  });

  it('rejects a message whose frame is gone', async () => {
    const { invoke } = register();
    await expect(invoke('app:info', from(null))).rejects.toThrow(/not the app's own page/);
  });

  it('accepts the dev server only when it is configured as trusted', async () => {
    await expect(register().invoke('app:info', from('http://localhost:5173/'))).rejects.toThrow();
    resetElectronFake();
    const dev = register(trustedOrigins('http://localhost:5173'));
    await expect(dev.invoke('app:info', from('http://localhost:5173/login'))).resolves.toMatchObject({
      name: 'x',
    });
  });
});

describe('IPC arguments', () => {
  it('are validated before the handler runs', async () => {
    const { invoke, setLanguage } = register();
    await expect(invoke('language:set', from(APP_ORIGIN), 'fr')).rejects.toThrow(/Invalid arguments/);
    await expect(invoke('language:set', from(APP_ORIGIN))).rejects.toThrow(/Invalid arguments/);
    await expect(invoke('language:set', from(APP_ORIGIN), 'en', 'extra')).rejects.toThrow(
      /Invalid arguments/,
    );
    expect(setLanguage).not.toHaveBeenCalled();
  });
});

describe('events to the renderer', () => {
  it('are sent with their payload, and not to a destroyed page', () => {
    const contents = { send: vi.fn(), isDestroyed: vi.fn(() => false) };
    send(contents, 'window:full-screen-changed', true);
    expect(contents.send).toHaveBeenCalledWith('window:full-screen-changed', true);
    contents.isDestroyed.mockReturnValue(true);
    send(contents, 'auth:error');
    expect(contents.send).toHaveBeenCalledTimes(1);
  });
});

const team: TeamSnippets = {
  snippets: [{ name: 'Blurry logo', text: 'The logo is blurry: please send a sharper one.' }],
  source: 'machine-policy',
  problem: null,
};

function registerAll(teamSnippets = async () => team) {
  registerHandlers({
    handle: createHandle(createSenderCheck([APP_ORIGIN])),
    getWindow: () => null,
    language: { get: () => 'en', set: (language) => language },
    apiCall: async () => ({ ok: true, data: null }),
    appInfo: () => info,
    openLogsFolder: async () => true,
    installUpdate: async () => 'no-update' as const,
    drafts: { load: () => null, save: () => {}, clear: () => {}, clearReview: () => {} },
    localData: { load: () => null, save: () => {} },
    signedInReviewer: () => null,
    teamSnippets,
    takeLink: () => null,
    reviewsWaiting: () => {},
  });
}

describe('the handler table', () => {
  it('registers every invoke channel of the contract', () => {
    registerAll();
    expect([...ipcHandlers.keys()].sort()).toEqual([...IPC_INVOKE_CHANNELS].sort());
  });

  it("answers snippets:team with the set main read at start, to the app's own page only", async () => {
    const teamSnippets = vi.fn(async () => team);
    registerAll(teamSnippets);
    await expect(invoke('snippets:team', from('app://console/settings'))).resolves.toEqual(team);
    await expect(invoke('snippets:team', from('https://evil.example/'))).rejects.toThrow();
    await expect(invoke('snippets:team', from('app://console/settings'), 'more')).rejects.toThrow(
      /Invalid arguments/,
    );
    expect(teamSnippets).toHaveBeenCalledTimes(1);
  });
});
