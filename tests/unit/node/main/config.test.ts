import { posix, win32 } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { resolveApiConfig, type ConfigInputs } from '@main/config';
import { startApiBackend } from '@main/api-backend';
import { configureLogging } from '@main/logging';

configureLogging({ level: 'silent' });

const linuxExe = '/opt/Agency Review Console/agency-review-console';
const besideExe = '/opt/Agency Review Console/config.json';
const etcFile = '/etc/agency-review-console/config.json';
const winExe = 'C:\\Program Files\\Agency Review Console\\Agency Review Console.exe';
const programData = 'C:\\ProgramData\\Agency Review Console\\config.json';
const macExe = '/Applications/Agency Review Console.app/Contents/MacOS/Agency Review Console';
const macLibrary = '/Library/Application Support/Agency Review Console/config.json';
const managedPlist = '/Library/Managed Preferences/com.agencyreview.console.plist';

/** A file's text, or an error its read throws (EACCES, say). */
type FakeFiles = Record<string, string | Uint8Array | NodeJS.ErrnoException>;

function configInputs(overrides: Partial<ConfigInputs> = {}, files: FakeFiles = {}): ConfigInputs {
  return {
    env: {},
    isPackaged: true,
    exePath: linuxExe,
    platform: 'linux',
    readFile: (file) => {
      const content = files[file];
      if (content === undefined) return null;
      if (content instanceof Error) throw content;
      return typeof content === 'string' ? new TextEncoder().encode(content) : content;
    },
    // No registry key and no MDM profile unless a test says so.
    run: vi.fn(async () => Promise.reject(Object.assign(new Error('not found'), { code: 1 }))),
    ...overrides,
  };
}

const api = (url: string) => JSON.stringify({ apiUrl: url });
const statuses = (config: Awaited<ReturnType<typeof resolveApiConfig>>) =>
  config.report.locations.map(({ kind, status }) => `${kind}:${status}`);

describe('the order in which the configuration is looked for', () => {
  it('takes REVIEW_CONSOLE_API_URL first, and reads nothing else', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { env: { REVIEW_CONSOLE_API_URL: 'https://api.example.com' } },
        { [besideExe]: api('https://other.example.com') },
      ),
    );
    expect(config).toMatchObject({ source: 'environment', apiUrl: 'https://api.example.com' });
    expect(statuses(config)).toEqual([
      'environment:used',
      'environment-file:notChecked',
      'machine-file:notChecked',
      'beside-app:notChecked',
    ]);
  });

  it('takes next the file named by REVIEW_CONSOLE_CONFIG, before the machine-wide policy', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { env: { REVIEW_CONSOLE_CONFIG: '/srv/console.json' } },
        { '/srv/console.json': api('https://named.example.com'), [etcFile]: api('https://etc.example.com') },
      ),
    );
    expect(config).toMatchObject({ source: 'environment-file', apiUrl: 'https://named.example.com' });
    expect(config.report.locations[1]).toEqual({
      kind: 'environment-file',
      where: '/srv/console.json',
      status: 'used',
    });
  });

  it('takes next the machine-wide file, before config.json beside the executable', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {},
        { [etcFile]: api('https://etc.example.com'), [besideExe]: api('https://beside.example.com') },
      ),
    );
    expect(config).toMatchObject({ source: 'machine-file', apiUrl: 'https://etc.example.com' });
    expect(statuses(config)).toEqual([
      'environment:absent',
      'environment-file:absent',
      'machine-file:used',
      'beside-app:notChecked',
    ]);
  });

  it('on Windows, takes the %ProgramData% file, then the Group Policy value, then the file beside the .exe', async () => {
    const run = vi.fn(
      async () =>
        '\r\nHKEY_LOCAL_MACHINE\\Software\\Policies\\Agency Review Console\r\n    ApiUrl    REG_SZ    https://gpo.example.com\r\n',
    );
    const windows = (files: FakeFiles) =>
      resolveApiConfig(
        configInputs(
          { platform: 'win32', exePath: winExe, env: { ProgramData: 'C:\\ProgramData' }, run },
          files,
        ),
      );
    const beside = win32.join(win32.dirname(winExe), 'config.json');

    const fromFile = await windows({
      [programData]: api('https://file.example.com'),
      [beside]: api('https://beside.example.com'),
    });
    expect(fromFile).toMatchObject({ source: 'machine-file', apiUrl: 'https://file.example.com' });
    expect(run).not.toHaveBeenCalled();

    const fromPolicy = await windows({ [beside]: api('https://beside.example.com') });
    expect(fromPolicy).toMatchObject({ source: 'registry', apiUrl: 'https://gpo.example.com' });
    expect(statuses(fromPolicy)).toEqual([
      'environment:absent',
      'environment-file:absent',
      'machine-file:absent',
      'registry:used',
      'beside-app:notChecked',
    ]);
  });

  it('on macOS, takes the /Library file, then the MDM managed preference, then the bundle', async () => {
    const run = vi.fn(async () => JSON.stringify({ apiUrl: 'https://mdm.example.com' }));
    const mac = (files: FakeFiles) =>
      resolveApiConfig(configInputs({ platform: 'darwin', exePath: macExe, run }, files));

    const fromFile = await mac({ [macLibrary]: api('https://file.example.com'), [managedPlist]: 'bplist00' });
    expect(fromFile).toMatchObject({ source: 'machine-file', apiUrl: 'https://file.example.com' });

    const fromProfile = await mac({ [managedPlist]: 'bplist00' });
    expect(fromProfile).toMatchObject({ source: 'managed-preference', apiUrl: 'https://mdm.example.com' });
    expect(run).toHaveBeenCalledWith('/usr/bin/plutil', ['-convert', 'json', '-o', '-', managedPlist]);
    expect(statuses(fromProfile)).toEqual([
      'environment:absent',
      'environment-file:absent',
      'machine-file:absent',
      'managed-preference:used',
      'beside-app:notChecked',
      'beside-app:notChecked',
    ]);
  });

  it('falls back to config.json beside the executable (portable installs)', async () => {
    const config = await resolveApiConfig(
      configInputs({}, { [besideExe]: api('https://api.agency.example') }),
    );
    expect(config).toMatchObject({ source: 'beside-app', apiUrl: 'https://api.agency.example' });
    expect(config.report).toMatchObject({ problem: null, warnings: [] });
  });

  it('is the embedded demo API in development when nothing is set', async () => {
    const config = await resolveApiConfig(configInputs({ isPackaged: false }));
    expect(config).toMatchObject({ source: 'demo', apiUrl: null, report: { problem: null } });
    expect(statuses(config).at(-1)).toBe('demo:used');
  });

  it('is never the demo API in a packaged build: it lists every place it looked, all empty', async () => {
    const config = await resolveApiConfig(configInputs());
    expect(config).toMatchObject({
      source: 'none',
      apiUrl: null,
      report: { problem: { code: 'nothingConfigured' } },
    });
    expect(config.report.locations).toEqual([
      { kind: 'environment', where: 'REVIEW_CONSOLE_API_URL', status: 'absent' },
      { kind: 'environment-file', where: 'REVIEW_CONSOLE_CONFIG', status: 'absent' },
      { kind: 'machine-file', where: etcFile, status: 'absent' },
      { kind: 'beside-app', where: besideExe, status: 'absent' },
    ]);
  });
});

describe('a place that holds a broken setting', () => {
  it('decides: the reason is reported and no later place is read', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { env: { REVIEW_CONSOLE_API_URL: 'ftp://api.example.com' } },
        { [besideExe]: api('https://ok.example.com') },
      ),
    );
    expect(config).toMatchObject({
      source: 'none',
      report: { problem: { code: 'invalidUrl', key: 'apiUrl', value: 'ftp://api.example.com' } },
    });
    expect(statuses(config)).toEqual([
      'environment:invalid',
      'environment-file:notChecked',
      'machine-file:notChecked',
      'beside-app:notChecked',
    ]);
  });

  it('REVIEW_CONSOLE_CONFIG naming a file that does not exist is reported, not skipped', async () => {
    const config = await resolveApiConfig(
      configInputs({ env: { REVIEW_CONSOLE_CONFIG: '/srv/missing.json' } }),
    );
    expect(config.report.problem).toEqual({ code: 'missingFile' });
    expect(config.report.locations[1]).toMatchObject({ where: '/srv/missing.json', status: 'unreadable' });
  });

  it('a file that cannot be read says why', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const config = await resolveApiConfig(configInputs({}, { [etcFile]: denied }));
    expect(config.report.problem).toEqual({ code: 'unreadable', detail: 'EACCES' });
    expect(config.report.locations[2]).toMatchObject({ status: 'unreadable' });
  });

  it.each([
    ['not JSON', '{ apiUrl: nope', { code: 'notJson' }],
    ['not an object', '["https://api.example.com"]', { code: 'notAnObject' }],
    ['without apiUrl', '{"updates": {"enabled": false}}', { code: 'missingApiUrl' }],
    ['with a file: URL', api('file:///etc/passwd'), { code: 'invalidUrl', key: 'apiUrl' }],
    ['with a URL that is no URL', api('api.example.com'), { code: 'invalidUrl', key: 'apiUrl' }],
    [
      'with updates that are not an object',
      '{"apiUrl":"https://a.example","updates":true}',
      { code: 'invalidValue', key: 'updates', expected: 'object' },
    ],
    [
      'with updates.enabled as text',
      '{"apiUrl":"https://a.example","updates":{"enabled":"no"}}',
      { code: 'invalidValue', key: 'updates.enabled', expected: 'boolean' },
    ],
    [
      'with an updates.url that is no URL',
      '{"apiUrl":"https://a.example","updates":{"url":"updates"}}',
      { code: 'invalidUrl', key: 'updates.url' },
    ],
  ])('a file %s is invalid, never a crash', async (_case, text, problem) => {
    const config = await resolveApiConfig(configInputs({}, { [besideExe]: text }));
    expect(config.source).toBe('none');
    expect(config.report.problem).toMatchObject(problem);
    expect(config.report.locations.at(-1)).toMatchObject({
      status: 'invalid',
      problem: expect.objectContaining(problem),
    });
  });

  it('never shows the password of a URL it refuses', async () => {
    const config = await resolveApiConfig(
      configInputs({}, { [besideExe]: api('http://it:s3cret@api.example.com/') }),
    );
    expect(JSON.stringify(config.report)).not.toContain('s3cret');
  });
});

describe('https in an installed app', () => {
  it('is required of the backend URL, except on this machine', async () => {
    const packaged = (url: string) =>
      resolveApiConfig(configInputs({ env: { REVIEW_CONSOLE_API_URL: url } }));
    expect((await packaged('http://api.example.com')).report.problem).toMatchObject({
      code: 'httpsRequired',
      key: 'apiUrl',
    });
    expect((await packaged('http://127.0.0.1:4010')).source).toBe('environment');
    expect((await packaged('http://localhost:4010')).source).toBe('environment');
    const fromFile = await resolveApiConfig(configInputs({}, { [besideExe]: api('http://api.example.com') }));
    expect(fromFile.report.problem).toMatchObject({ code: 'httpsRequired' });
  });

  it('is not required in development', async () => {
    const config = await resolveApiConfig(
      configInputs({ isPackaged: false, env: { REVIEW_CONSOLE_API_URL: 'http://staging.example.com' } }),
    );
    expect(config.source).toBe('environment');
  });

  it('is required of the update server too', async () => {
    const text = '{"apiUrl":"https://a.example","updates":{"url":"http://updates.example.com"}}';
    const config = await resolveApiConfig(configInputs({}, { [besideExe]: text }));
    expect(config.report.problem).toMatchObject({ code: 'httpsRequired', key: 'updates.url' });
  });
});

describe('the keys of the file', () => {
  it('gives the updater its updates settings, enabled unless IT turned them off', async () => {
    const off =
      '{"apiUrl":"https://a.example","updates":{"url":"https://updates.example.com/console","enabled":false}}';
    expect((await resolveApiConfig(configInputs({}, { [besideExe]: off }))).updates).toEqual({
      url: 'https://updates.example.com/console',
      enabled: false,
    });
    const on = '{"apiUrl":"https://a.example","updates":{}}';
    expect((await resolveApiConfig(configInputs({}, { [besideExe]: on }))).updates).toEqual({
      enabled: true,
    });
    expect(
      (await resolveApiConfig(configInputs({}, { [besideExe]: api('https://a.example') }))).updates,
    ).toBeUndefined();
  });

  it('reports unknown keys as warnings and still uses the file', async () => {
    const text =
      '{"$schema":"./config.schema.json","apiUrl":"https://a.example","apiURL":"x","updates":{"channel":"beta"}}';
    const config = await resolveApiConfig(configInputs({}, { [besideExe]: text }));
    expect(config.source).toBe('beside-app');
    expect(config.report.warnings).toEqual([
      { code: 'unknownKey', key: 'apiURL', where: besideExe },
      { code: 'unknownKey', key: 'updates.channel', where: besideExe },
    ]);
  });

  it('lists unknown keys beside the reason when the file is unusable', async () => {
    const config = await resolveApiConfig(
      configInputs({}, { [besideExe]: '{"apiurl":"https://a.example"}' }),
    );
    expect(config.report).toMatchObject({
      problem: { code: 'missingApiUrl' },
      warnings: [{ code: 'unknownKey', key: 'apiurl', where: besideExe }],
    });
  });
});

describe('starting the backend', () => {
  it('starts the embedded demo API only when the configuration asks for it', async () => {
    const close = vi.fn(async () => {});
    const startDemo = vi.fn(async () => ({ url: 'http://127.0.0.1:45678', close }));
    const demo = await startApiBackend(configInputs({ isPackaged: false }), startDemo);
    expect(demo).toMatchObject({ source: 'demo', baseURL: 'http://127.0.0.1:45678' });
    await demo.close();
    expect(close).toHaveBeenCalled();

    const configured = await startApiBackend(
      configInputs({ env: { REVIEW_CONSOLE_API_URL: 'https://api.example.com' } }),
      startDemo,
    );
    expect(configured).toMatchObject({ source: 'environment', baseURL: 'https://api.example.com' });
    const none = await startApiBackend(configInputs(), startDemo);
    expect(none).toMatchObject({
      source: 'none',
      baseURL: null,
      config: { problem: { code: 'nothingConfigured' } },
    });
    expect(startDemo).toHaveBeenCalledTimes(1);
  });

  it('hands on the updates settings and the report of where it looked', async () => {
    const text = '{"apiUrl":"https://a.example","updates":{"enabled":false}}';
    const backend = await startApiBackend(configInputs({}, { [besideExe]: text }));
    expect(backend.updates).toEqual({ enabled: false });
    expect(backend.config.locations.map((location) => location.status)).toEqual([
      'absent',
      'absent',
      'absent',
      'used',
    ]);
  });

  it('logs the unknown keys it ignored, and where no usable configuration was found', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureLogging({ level: 'warn' });
    await startApiBackend(configInputs({}, { [besideExe]: '{"apiUrl":"https://a.example","proxy":"x"}' }));
    await startApiBackend(configInputs());
    configureLogging({ level: 'silent' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/Ignored an unknown configuration key .*"key":"proxy"/),
    );
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/No usable configuration .*nothingConfigured.*\/etc\/agency-review-console/),
    );
    warn.mockRestore();
    error.mockRestore();
  });

  it('reads real files, whatever their encoding', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(posix.join(tmpdir(), 'config-'));
    const file = posix.join(dir, 'config.json');
    writeFileSync(
      file,
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(api('https://utf16.example.com'), 'utf16le')]),
    );
    const backend = await startApiBackend({
      env: { REVIEW_CONSOLE_CONFIG: file },
      isPackaged: true,
      exePath: posix.join(dir, 'app'),
      platform: 'linux',
    });
    expect(backend).toMatchObject({ source: 'environment-file', baseURL: 'https://utf16.example.com' });
  });
});
