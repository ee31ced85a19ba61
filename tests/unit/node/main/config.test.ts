import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { configFileCandidates, resolveApiConfig, type ConfigInputs } from '../../../../src/main/config';
import { startApiBackend } from '../../../../src/main/api-backend';
import { configureLogging } from '../../../../src/main/logging';

configureLogging({ level: 'silent' });

const exePath = join('/opt', 'Agency Review Console', 'agency-review-console');
const besideExe = join('/opt', 'Agency Review Console', 'config.json');

function inputs(overrides: Partial<ConfigInputs> = {}, files: Record<string, string> = {}): ConfigInputs {
  return {
    env: {},
    isPackaged: true,
    exePath,
    platform: 'linux',
    readFile: (file) => files[file] ?? null,
    ...overrides,
  };
}

describe('the backend URL', () => {
  it('must use https in an installed app, except on this machine', () => {
    const http = resolveApiConfig(inputs({ env: { REVIEW_CONSOLE_API_URL: 'http://api.example.com' } }));
    expect(http).toMatchObject({ source: 'none', problem: expect.stringContaining('https') });
    const fromFile = resolveApiConfig(inputs({}, { [besideExe]: '{"apiUrl":"http://api.example.com"}' }));
    expect(fromFile.source).toBe('none');
    const local = resolveApiConfig(inputs({ env: { REVIEW_CONSOLE_API_URL: 'http://127.0.0.1:4010' } }));
    expect(local.source).toBe('environment');
    const development = resolveApiConfig(
      inputs({ isPackaged: false, env: { REVIEW_CONSOLE_API_URL: 'http://staging.example.com' } }),
    );
    expect(development.source).toBe('environment');
  });

  it('comes from REVIEW_CONSOLE_API_URL first, even when config.json exists', () => {
    const config = resolveApiConfig(
      inputs(
        { env: { REVIEW_CONSOLE_API_URL: 'https://api.example.com' } },
        { [besideExe]: '{"apiUrl":"https://other.example.com"}' },
      ),
    );
    expect(config).toEqual({ source: 'environment', apiUrl: 'https://api.example.com' });
  });

  it('refuses an environment value that is not an http(s) URL', () => {
    for (const value of ['api.example.com', 'ftp://api.example.com', 'javascript:alert(1)']) {
      const config = resolveApiConfig(inputs({ env: { REVIEW_CONSOLE_API_URL: value } }));
      expect(config).toMatchObject({
        source: 'none',
        problem: expect.stringContaining('REVIEW_CONSOLE_API_URL'),
      });
    }
  });

  it('comes next from config.json beside the packaged app', () => {
    const config = resolveApiConfig(
      inputs({}, { [besideExe]: '{ "apiUrl": "https://api.agency.example" }' }),
    );
    expect(config).toEqual({ source: 'config-file', apiUrl: 'https://api.agency.example', file: besideExe });
  });

  it('is also read from Contents/Resources on macOS', () => {
    const macExe = '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console';
    const resources = join('/Applications/Agency Review Console.app/Contents/Resources', 'config.json');
    expect(configFileCandidates(macExe, 'darwin')).toContain(resources);
    const config = resolveApiConfig(
      inputs(
        { exePath: macExe, platform: 'darwin' },
        { [resources]: '{"apiUrl":"https://api.example.com"}' },
      ),
    );
    expect(config).toMatchObject({ source: 'config-file', file: resources });
  });

  it('explains a config.json that is not JSON or has no valid URL', () => {
    expect(resolveApiConfig(inputs({}, { [besideExe]: '{ apiUrl: nope' }))).toMatchObject({
      source: 'none',
      problem: expect.stringMatching(/config\.json is not valid JSON/),
    });
    expect(resolveApiConfig(inputs({}, { [besideExe]: '{"apiUrl":"file:///etc"}' }))).toMatchObject({
      source: 'none',
      problem: expect.stringMatching(/apiUrl/),
    });
  });

  it('is the embedded demo API in development when nothing is set', () => {
    expect(resolveApiConfig(inputs({ isPackaged: false }))).toEqual({ source: 'demo' });
  });

  it('is never the demo API in a packaged build: it is not configured', () => {
    expect(resolveApiConfig(inputs())).toMatchObject({
      source: 'none',
      problem: expect.stringContaining(besideExe),
    });
  });
});

describe('starting the backend', () => {
  it('starts the embedded demo API only when the configuration asks for it', async () => {
    const close = vi.fn(async () => {});
    const startDemo = vi.fn(async () => ({ url: 'http://127.0.0.1:45678', close }));
    const demo = await startApiBackend({ ...inputs({ isPackaged: false }) }, startDemo);
    expect(demo).toMatchObject({ source: 'demo', baseURL: 'http://127.0.0.1:45678' });
    await demo.close();
    expect(close).toHaveBeenCalled();

    const configured = await startApiBackend(
      inputs({ env: { REVIEW_CONSOLE_API_URL: 'https://api.example.com' } }),
      startDemo,
    );
    expect(configured).toMatchObject({ source: 'environment', baseURL: 'https://api.example.com' });
    const none = await startApiBackend(inputs(), startDemo);
    expect(none).toMatchObject({ source: 'none', baseURL: null });
    expect(startDemo).toHaveBeenCalledTimes(1);
  });
});
