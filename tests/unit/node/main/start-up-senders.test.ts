// The real start-up wiring (index.ts -> startApp -> registerHandlers) in development, with a mocked
// Electron: every IPC handler it registers refuses other origins and accepts the app's own pages.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IPC_INVOKE_CHANNELS } from '@shared/ipc/contract';
import { invoke, invokedFrom as from, ipcHandlers, partitionSession as partition } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

const saved = { api: process.env.REVIEW_CONSOLE_API_URL, dev: process.env.ELECTRON_RENDERER_URL };

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  // A backend URL that is never reached: refused calls must not get that far.
  process.env.REVIEW_CONSOLE_API_URL = 'http://127.0.0.1:9';
  process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
  await import('@main/index');
  await vi.waitFor(() => expect(ipcHandlers.size).toBe(IPC_INVOKE_CHANNELS.length));
});

afterAll(() => {
  for (const [name, value] of [
    ['REVIEW_CONSOLE_API_URL', saved.api],
    ['ELECTRON_RENDERER_URL', saved.dev],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.restoreAllMocks();
});

describe('IPC handlers registered at start-up', () => {
  it.each([
    'https://evil.example/',
    'app://console.evil/',
    'app://console@evil/',
    'app://evil@console/',
    'http://localhost:51730/',
    'file:///index.html',
  ])('refuse every channel from %s, before anything runs', async (url) => {
    for (const channel of IPC_INVOKE_CHANNELS) {
      await expect(invoke(channel, from(url)), channel).rejects.toThrow(/not the app's own page/);
    }
    expect(partition.fetch).not.toHaveBeenCalled();
  });

  it("accept the app's own page and the development server", async () => {
    for (const url of ['app://console/login', 'http://localhost:5173/']) {
      await expect(invoke('app:info', from(url))).resolves.toMatchObject({ version: '0.1.0' });
      await expect(invoke('language:get', from(url))).resolves.toBe('en');
    }
  });
});
