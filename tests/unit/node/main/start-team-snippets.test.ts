// The real start-up (startApp, with a mocked Electron) reads the team set the configuration names and
// serves it on `snippets:team`: here a config.json named by REVIEW_CONSOLE_CONFIG, whose team file is
// named relative to it.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startApp } from '@main/start-app';
import { invoke, invokedFrom as from } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

const snippets = [{ name: 'Blurry logo', text: 'The logo is blurry: please send a sharper one.' }];
const saved = { api: process.env.REVIEW_CONSOLE_API_URL, config: process.env.REVIEW_CONSOLE_CONFIG };
let running: Awaited<ReturnType<typeof startApp>>;
const log = vi.spyOn(console, 'log');

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'start-team-'));
  writeFileSync(
    join(dir, 'team.json'),
    JSON.stringify({ format: 'agency-review-console/snippets', version: 1, snippets }),
  );
  writeFileSync(join(dir, 'config.json'), JSON.stringify({ snippets: { team: 'team.json' } }));
  delete process.env.REVIEW_CONSOLE_API_URL;
  process.env.REVIEW_CONSOLE_CONFIG = join(dir, 'config.json');
  log.mockImplementation(() => {});
  running = await startApp({
    rendererDir: '/app/out/renderer',
    preloadPath: '/app/out/preload/index.cjs',
    trustedOrigins: ['app://console'],
    takeLink: () => null,
  });
});

afterAll(async () => {
  await running.shutdown();
  for (const [name, value] of [
    ['REVIEW_CONSOLE_API_URL', saved.api],
    ['REVIEW_CONSOLE_CONFIG', saved.config],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.restoreAllMocks();
});

describe('the team snippets at start', () => {
  it('are served to the app’s page as the configuration set them, with their place', async () => {
    await expect(invoke('snippets:team', from('app://console/settings'))).resolves.toEqual({
      snippets,
      source: 'environment-file',
      problem: null,
    });
  });

  it('are logged once, with the place and the file', async () => {
    await invoke('snippets:team', from('app://console/settings'));
    const lines = log.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes('Team snippets'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/"from":"environment-file".*"file":"[^"]*team\.json".*"count":1/);
  });
});
