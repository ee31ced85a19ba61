import { describe, expect, it } from 'vitest';
import { launchOptions, type LaunchInputs } from '../../../electron/launch-options';

const base: LaunchInputs = {
  env: { PATH: '/usr/bin', ELECTRON_RENDERER_URL: 'http://localhost:5173', ELECTRON_RUN_AS_NODE: '1' },
  electronBinary: '/electron/electron',
  projectRoot: '/project',
  userDataDir: '/tmp/user-data',
  demoApiUrl: 'http://127.0.0.1:4010',
  platform: 'linux',
  isRoot: false,
};

describe('how the Electron suite launches the app', () => {
  it('runs the built out/ through the Electron binary with the project folder and its own user data', () => {
    const options = launchOptions(base);
    expect(options.executablePath).toBe('/electron/electron');
    expect(options.args).toEqual(['/project', '--user-data-dir=/tmp/user-data']);
    expect(options.cwd).toBe('/project');
  });

  it('points the app at the worker’s demo API and drops what would make it something else', () => {
    const { env } = launchOptions(base);
    expect(env).toEqual({ PATH: '/usr/bin', REVIEW_CONSOLE_API_URL: 'http://127.0.0.1:4010' });
  });

  it('keeps QA’s own backend, by URL or configuration file, over the demo API', () => {
    const byUrl = launchOptions({ ...base, env: { REVIEW_CONSOLE_API_URL: 'https://staging.test' } });
    expect(byUrl.env.REVIEW_CONSOLE_API_URL).toBe('https://staging.test');
    const byFile = launchOptions({ ...base, env: { REVIEW_CONSOLE_CONFIG: '/qa/config.json' } });
    expect(byFile.env).toEqual({ REVIEW_CONSOLE_CONFIG: '/qa/config.json' });
  });

  it('lets one test set or remove variables (no backend, a configuration file)', () => {
    const { env } = launchOptions({
      ...base,
      overrides: { REVIEW_CONSOLE_API_URL: undefined, REVIEW_CONSOLE_CONFIG: '/tmp/bad.json' },
    });
    expect(env).toEqual({ PATH: '/usr/bin', REVIEW_CONSOLE_CONFIG: '/tmp/bad.json' });
  });

  it('launches a QA build’s executable without the project folder', () => {
    const options = launchOptions({
      ...base,
      env: { ELECTRON_APP_PATH: '/opt/qa/agency-review-console-qa' },
      electronBinary: '/opt/qa/agency-review-console-qa',
    });
    expect(options.executablePath).toBe('/opt/qa/agency-review-console-qa');
    expect(options.args).toEqual(['--user-data-dir=/tmp/user-data']);
  });

  it('launches the executable found inside a macOS QA bundle, not the bundle', () => {
    const bundle = '/Applications/Agency Review Console QA.app';
    const options = launchOptions({
      ...base,
      env: { ELECTRON_APP_PATH: bundle },
      electronBinary: `${bundle}/Contents/MacOS/Agency Review Console QA`,
      platform: 'darwin',
    });
    expect(options.executablePath).toBe(`${bundle}/Contents/MacOS/Agency Review Console QA`);
    expect(options.args).toEqual(['--user-data-dir=/tmp/user-data']);
  });

  it('adds --no-sandbox only for root on Linux, and refuses to launch nothing', () => {
    expect(launchOptions({ ...base, isRoot: true }).args).toContain('--no-sandbox');
    expect(launchOptions({ ...base, isRoot: true, platform: 'darwin' }).args).not.toContain('--no-sandbox');
    expect(() => launchOptions({ ...base, electronBinary: null })).toThrow(/No Electron binary/);
  });
});
