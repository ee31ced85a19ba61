import { posix, win32 } from 'node:path';
import { buildBinary } from 'plist';
import { describe, expect, it, vi } from 'vitest';
import { resolveApiConfig, type ConfigInputs, type FileOwner } from '@main/config';
import type { RunCommand } from '@main/config-policy';
import { startApiBackend } from '@main/api-backend';
import { configureLogging } from '@main/logging';
import {
  api,
  besideExe,
  configInputs,
  etcFile,
  HKCU_KEY,
  HKLM_KEY,
  LOCKED_FILE,
  macExe,
  macLibrary,
  managedPlist,
  programData,
  registry,
  sources,
  statuses,
  userPlist,
  winExe,
  type FakeFiles,
} from './config-fakes';

configureLogging({ level: 'silent' });

describe('policy first: each setting from the first place that sets it', () => {
  it('on Windows, machine policy wins over user policy, which wins over %ProgramData%, the variables and the .exe’s folder', async () => {
    const beside = win32.join(win32.dirname(winExe), 'config.json');
    const config = await resolveApiConfig(
      configInputs(
        {
          platform: 'win32',
          exePath: winExe,
          env: { ProgramData: 'C:\\ProgramData', REVIEW_CONSOLE_API_URL: 'https://user-chosen.example.com' },
          run: registry({
            [HKLM_KEY]: ['ApiUrl    REG_SZ    https://gpo.example.com', 'UpdatesEnabled    REG_DWORD    0x0'],
            [HKCU_KEY]: [
              'ApiUrl    REG_SZ    https://user-gpo.example.com',
              'UpdatesUrl    REG_SZ    https://updates.example.com',
            ],
          }),
        },
        {
          [programData]: JSON.stringify({
            apiUrl: 'https://file.example.com',
            updates: { enabled: true },
            images: { allowedHosts: [] },
          }),
          [beside]: api('https://beside.example.com'),
        },
      ),
    );
    expect(config).toMatchObject({ source: 'machine-policy', apiUrl: 'https://gpo.example.com' });
    expect(sources(config)).toEqual([
      'apiUrl="https://gpo.example.com" from machine-policy',
      'updates.enabled=false from machine-policy',
      'updates.url="https://updates.example.com" from user-policy',
      'images.allowedHosts=[] from machine-file',
    ]);
    expect(statuses(config)).toEqual([
      'machine-policy:used',
      'user-policy:used',
      'machine-file:used',
      'environment:overridden',
      'environment-file:absent',
      'beside-app:overridden',
    ]);
  });

  it('a user’s environment variable cannot override the backend or turn updates back on over the machine-wide file', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {
          env: {
            REVIEW_CONSOLE_API_URL: 'https://mine.example.com',
            REVIEW_CONSOLE_CONFIG: '/home/r/c.json',
          },
        },
        {
          [etcFile]: JSON.stringify({ apiUrl: 'https://it.example.com', updates: { enabled: false } }),
          '/home/r/c.json': JSON.stringify({ updates: { enabled: true, url: 'https://mine.example.com/u' } }),
        },
      ),
    );
    expect(sources(config)).toEqual([
      'apiUrl="https://it.example.com" from machine-file',
      'updates.enabled=false from machine-file',
      'updates.url="https://mine.example.com/u" from environment-file',
    ]);
  });

  it('takes a setting the earlier places leave unset from a later one', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { env: { REVIEW_CONSOLE_API_URL: 'https://api.example.com' } },
        {
          [etcFile]: JSON.stringify({ updates: { enabled: false } }),
          [besideExe]: api('https://beside.example.com'),
        },
      ),
    );
    expect(config).toMatchObject({ source: 'environment', apiUrl: 'https://api.example.com' });
    expect(statuses(config)).toEqual([
      'machine-file:used',
      'environment:used',
      'environment-file:absent',
      'beside-app:overridden',
    ]);
  });

  it('takes the file named by REVIEW_CONSOLE_CONFIG after REVIEW_CONSOLE_API_URL', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { env: { REVIEW_CONSOLE_CONFIG: '/srv/console.json' } },
        {
          '/srv/console.json': api('https://named.example.com'),
          [besideExe]: api('https://beside.example.com'),
        },
      ),
    );
    expect(config).toMatchObject({ source: 'environment-file', apiUrl: 'https://named.example.com' });
    expect(config.report.locations[2]).toEqual({
      kind: 'environment-file',
      where: '/srv/console.json',
      status: 'used',
    });
  });

  it('on macOS, device-scope managed preferences win over user scope, which win over the /Library file', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { platform: 'darwin', exePath: macExe },
        {
          [managedPlist]: buildBinary({ PayloadUUID: 'x', updates: { enabled: false } }),
          [userPlist]: buildBinary({ apiUrl: 'https://user-mdm.example.com', updates: { enabled: true } }),
          [macLibrary]: api('https://file.example.com'),
        },
      ),
    );
    expect(sources(config)).toEqual([
      'updates.enabled=false from machine-policy',
      'apiUrl="https://user-mdm.example.com" from user-policy',
    ]);
    expect(statuses(config)).toEqual([
      'machine-policy:used',
      'user-policy:used',
      'machine-file:overridden',
      'environment:absent',
      'environment-file:absent',
      'beside-app:absent',
      'beside-app:absent',
    ]);
    expect(config.report.locations[1].where).toBe(userPlist);
  });

  it('says which place each setting came from, with URLs shown without their credentials', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {},
        {
          [etcFile]: JSON.stringify({
            apiUrl: 'https://it:s3cret@api.example.com',
            images: { allowedHosts: ['CDN.example.com'] },
          }),
        },
      ),
    );
    expect(config.report.settings).toEqual({
      apiUrl: { kind: 'machine-file', where: etcFile, value: 'https://api.example.com' },
      'images.allowedHosts': { kind: 'machine-file', where: etcFile, value: ['cdn.example.com'] },
    });
    expect(config.apiUrl).toBe('https://it:s3cret@api.example.com');
  });

  it('falls back to config.json beside the executable (portable installs)', async () => {
    const config = await resolveApiConfig(
      configInputs({}, { [besideExe]: api('https://api.agency.example') }),
    );
    expect(config).toMatchObject({ source: 'beside-app', apiUrl: 'https://api.agency.example' });
    expect(config.report).toMatchObject({ problem: null, warnings: [] });
  });

  it('is the embedded demo API in development when no place sets the backend', async () => {
    const config = await resolveApiConfig(
      configInputs({ isPackaged: false }, { [etcFile]: JSON.stringify({ updates: { enabled: false } }) }),
    );
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
      { kind: 'machine-file', where: etcFile, status: 'absent' },
      { kind: 'environment', where: 'REVIEW_CONSOLE_API_URL', status: 'absent' },
      { kind: 'environment-file', where: 'REVIEW_CONSOLE_CONFIG', status: 'absent' },
      { kind: 'beside-app', where: besideExe, status: 'absent' },
    ]);
  });

  it('says the backend is missing when places were found but none sets it', async () => {
    const config = await resolveApiConfig(
      configInputs({}, { [etcFile]: '{"updates": {"enabled": false}}', [besideExe]: '{}' }),
    );
    expect(config.report.problem).toEqual({ code: 'missingApiUrl' });
    expect(statuses(config)).toEqual([
      'machine-file:used',
      'environment:absent',
      'environment-file:absent',
      'beside-app:empty',
    ]);
  });
});

describe('on Windows, what a user’s environment cannot change', () => {
  const windows = (overrides: Partial<ConfigInputs>, files: FakeFiles) =>
    resolveApiConfig(configInputs({ platform: 'win32', exePath: winExe, ...overrides }, files));

  it('runs reg.exe through the kernel’s name for the Windows folder, never %SystemRoot%', async () => {
    const run = registry({ [HKLM_KEY]: ['ApiUrl    REG_SZ    https://gpo.example.com'] });
    const config = await windows({ run, env: { SystemRoot: 'C:\\Users\\me\\fake' } }, {});
    expect(config.apiUrl).toBe('https://gpo.example.com');
    const programs = new Set(vi.mocked(run).mock.calls.map(([file]) => file));
    expect([...programs]).toEqual(['\\\\?\\GLOBALROOT\\SystemRoot\\System32\\reg.exe']);
  });

  it('asks for both policies while it asks the registry where ProgramData is, not one after the other', async () => {
    const asked: string[] = [];
    let answerShellFolders = () => {};
    const policies = registry({ [HKLM_KEY]: ['ApiUrl    REG_SZ    https://gpo.example.com'] });
    const run = vi.fn<RunCommand>(async (file, args) => {
      asked.push(args[1]);
      // The ProgramData question is answered only once both policies have been asked.
      if (args[1].endsWith('Shell Folders'))
        await new Promise<void>((resolve) => (answerShellFolders = resolve));
      else if (asked.includes(HKLM_KEY) && asked.includes(HKCU_KEY)) answerShellFolders();
      return policies(file, args);
    });
    const config = windows({ run }, {});
    await expect(config).resolves.toMatchObject({ apiUrl: 'https://gpo.example.com' });
    expect(asked.slice(0, 3)).toEqual(
      expect.arrayContaining([HKLM_KEY, HKCU_KEY, expect.stringContaining('Shell Folders')]),
    );
  });

  it('takes the ProgramData folder from the registry, not from a %ProgramData% the user set', async () => {
    const shellFolders = 'HKLM\\SOFTWARE\\Microsoft\\Windows\\CurrentVersion\\Explorer\\Shell Folders';
    const run = registry({ [shellFolders]: ['Common AppData    REG_SZ    C:\\ProgramData'] });
    const config = await windows(
      { run, env: { ProgramData: 'C:\\Users\\me\\pd' } },
      {
        [programData]: api('https://it.example.com'),
        'C:\\Users\\me\\pd\\Agency Review Console\\config.json': api('https://mine.example.com'),
      },
    );
    expect(config).toMatchObject({ source: 'machine-file', apiUrl: 'https://it.example.com' });
  });

  it('refuses a machine-wide file someone besides the administrators may change, naming them', async () => {
    const user = 'S-1-5-21-1-2-3-1001';
    const run = registry({}, `${LOCKED_FILE}\n O:${user}G:${user}D:(A;;FA;;;${user})\n`);
    const config = await windows(
      { run, env: { ProgramData: 'C:\\ProgramData' } },
      { [programData]: api('https://mine.example.com') },
    );
    expect(config).toMatchObject({
      source: 'none',
      report: { problem: { code: 'ownedByOthers', sid: user } },
    });
  });

  it('refuses it too when PowerShell cannot say who may change it', async () => {
    const blocked = vi.fn<RunCommand>(async (file, args) => {
      if (file.endsWith('powershell.exe'))
        throw Object.assign(new Error('x'), { code: 1, stderr: 'blocked by policy' });
      return registry({})(file, args);
    });
    const config = await windows(
      { run: blocked, env: { ProgramData: 'C:\\ProgramData' } },
      { [programData]: api('https://x.example.com') },
    );
    expect(config.report.problem).toEqual({
      code: 'rightsUnknown',
      detail: 'blocked by policy (exit code 1)',
    });
  });
});

describe('a broken place after the one that set the backend', () => {
  it('leaves the app on the backend IT set, says the configuration is incomplete, and reports the place', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {
          platform: 'win32',
          exePath: winExe,
          env: { REVIEW_CONSOLE_CONFIG: 'C:\\nope.json' },
          run: registry({ [HKLM_KEY]: ['ApiUrl    REG_SZ    https://gpo.example.com'] }),
        },
        {},
      ),
    );
    expect(config).toMatchObject({
      source: 'machine-policy',
      apiUrl: 'https://gpo.example.com',
      incomplete: true,
      report: { problem: null },
    });
    expect(config.report.locations.find((location) => location.kind === 'environment-file')).toMatchObject({
      status: 'unreadable',
      problem: { code: 'missingFile' },
    });
  });

  it('a reader that throws is that place’s reason, never a crash at start', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {
          fileOwner: () => {
            throw Object.assign(new Error('EACCES: permission denied, lstat'), { code: 'EACCES' });
          },
        },
        { [etcFile]: api('https://it.example.com') },
      ),
    );
    expect(config).toMatchObject({
      source: 'none',
      incomplete: true,
      report: { problem: { code: 'unreadable' } },
    });
  });
});

describe('a broken policy is never read as "no policy"', () => {
  it('reg.exe blocked: the reason is reported and nothing later decides, not even the variables', async () => {
    const blocked = vi.fn<RunCommand>(async () =>
      Promise.reject(
        Object.assign(new Error('Command failed'), {
          code: 1,
          stderr: 'ERROR: Registry editing has been disabled by your administrator.',
        }),
      ),
    );
    const config = await resolveApiConfig(
      configInputs({
        platform: 'win32',
        exePath: winExe,
        run: blocked,
        env: { REVIEW_CONSOLE_API_URL: 'https://api.example.com' },
      }),
    );
    expect(config).toMatchObject({
      source: 'none',
      report: {
        problem: {
          code: 'unreadable',
          detail: expect.stringContaining('Registry editing has been disabled'),
        },
      },
    });
    expect(statuses(config)).toEqual([
      'machine-policy:unreadable',
      'user-policy:notChecked',
      'machine-file:notChecked',
      'environment:notChecked',
      'environment-file:notChecked',
      'beside-app:notChecked',
    ]);
  });

  it('a managed preference of the wrong type is reported by name and type', async () => {
    const config = await resolveApiConfig(
      configInputs(
        { platform: 'darwin', exePath: macExe },
        {
          [managedPlist]: buildBinary({ apiUrl: new Date(0) }),
          [macLibrary]: api('https://file.example.com'),
        },
      ),
    );
    expect(config.report.problem).toEqual({
      code: 'invalidValue',
      key: 'apiUrl',
      expected: 'string',
      found: 'date',
    });
    expect(statuses(config).slice(0, 3)).toEqual([
      'machine-policy:invalid',
      'user-policy:notChecked',
      'machine-file:notChecked',
    ]);
  });
});

describe('the machine-wide file on macOS and Linux', () => {
  const owned = (owner: FileOwner) =>
    configInputs({ fileOwner: () => owner }, { [etcFile]: api('https://it.example.com') });

  it('is used when root owns it and no one else may write it', async () => {
    expect((await resolveApiConfig(owned({ uid: 0, mode: 0o100644, isFile: true }))).source).toBe(
      'machine-file',
    );
  });

  it.each([
    ['owned by a user', { uid: 501, mode: 0o100644, isFile: true }, { owner: 501, mode: '0644' }],
    ['writable by its group', { uid: 0, mode: 0o100664, isFile: true }, { owner: 0, mode: '0664' }],
    ['writable by everyone', { uid: 0, mode: 0o100666, isFile: true }, { owner: 0, mode: '0666' }],
    ['a link', { uid: 0, mode: 0o120777, isFile: false }, { owner: 0, mode: '0777' }],
  ])('is refused, with the reason, when %s', async (_case, owner, problem) => {
    const config = await resolveApiConfig(owned(owner));
    expect(config).toMatchObject({
      source: 'none',
      report: { problem: { code: 'insecureFile', ...problem } },
    });
  });

  it('is not checked for its owner on Windows, where the installer sets the folder’s rights', async () => {
    const config = await resolveApiConfig(
      configInputs(
        {
          platform: 'win32',
          exePath: winExe,
          env: { ProgramData: 'C:\\ProgramData' },
          fileOwner: () => ({ uid: 0, mode: 0o100666, isFile: true }),
        },
        { [programData]: api('https://it.example.com') },
      ),
    );
    expect(config.source).toBe('machine-file');
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
      'machine-file:absent',
      'environment:invalid',
      'environment-file:notChecked',
      'beside-app:notChecked',
    ]);
  });

  it('REVIEW_CONSOLE_CONFIG naming a file that does not exist is reported, not skipped', async () => {
    const config = await resolveApiConfig(
      configInputs({ env: { REVIEW_CONSOLE_CONFIG: '/srv/missing.json' } }),
    );
    expect(config.report.problem).toEqual({ code: 'missingFile' });
    expect(config.report.locations[2]).toMatchObject({ where: '/srv/missing.json', status: 'unreadable' });
  });

  it('a file that cannot be read says why', async () => {
    const denied = Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
    const config = await resolveApiConfig(configInputs({}, { [etcFile]: denied }));
    expect(config.report.problem).toEqual({ code: 'unreadable', detail: 'EACCES' });
    expect(config.report.locations[0]).toMatchObject({ status: 'unreadable' });
  });

  it.each([
    ['not JSON', '{ apiUrl: nope', { code: 'notJson' }],
    ['not an object', '["https://api.example.com"]', { code: 'notAnObject' }],
    ['with an empty apiUrl', '{"apiUrl": ""}', { code: 'invalidUrl', key: 'apiUrl' }],
    [
      'with apiUrl as a number',
      '{"apiUrl": 443}',
      { code: 'invalidValue', key: 'apiUrl', expected: 'string', found: 'number' },
    ],
    ['with a file: URL', api('file:///etc/passwd'), { code: 'invalidUrl', key: 'apiUrl' }],
    ['with a URL that is no URL', api('api.example.com'), { code: 'invalidUrl', key: 'apiUrl' }],
    [
      'with updates that are not an object',
      '{"apiUrl":"https://a.example","updates":true}',
      { code: 'invalidValue', key: 'updates', expected: 'object', found: 'boolean' },
    ],
    [
      'with updates.enabled as text',
      '{"apiUrl":"https://a.example","updates":{"enabled":"no"}}',
      { code: 'invalidValue', key: 'updates.enabled', expected: 'boolean', found: 'string' },
    ],
    [
      'with an updates.url that is no URL',
      '{"apiUrl":"https://a.example","updates":{"url":"updates"}}',
      { code: 'invalidUrl', key: 'updates.url' },
    ],
    [
      'with image hosts that are URLs',
      '{"apiUrl":"https://a.example","images":{"allowedHosts":["https://cdn.example.com"]}}',
      { code: 'invalidHost', key: 'images.allowedHosts', value: 'https://cdn.example.com' },
    ],
    [
      'with image hosts as text',
      '{"apiUrl":"https://a.example","images":{"allowedHosts":"cdn.example.com"}}',
      { code: 'invalidValue', key: 'images.allowedHosts', expected: 'hosts', found: 'string' },
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
  it('gives the updater only what a place sets: no enabled flag unless one is written', async () => {
    const off =
      '{"apiUrl":"https://a.example","updates":{"url":"https://updates.example.com/console","enabled":false}}';
    expect(sources(await resolveApiConfig(configInputs({}, { [besideExe]: off })))).toEqual([
      'apiUrl="https://a.example" from beside-app',
      'updates.enabled=false from beside-app',
      'updates.url="https://updates.example.com/console" from beside-app',
    ]);
    const empty = '{"apiUrl":"https://a.example","updates":{}}';
    expect(
      (await resolveApiConfig(configInputs({}, { [besideExe]: empty }))).settings['updates.enabled'],
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
    expect(config.report.locations.at(-1)?.status).toBe('empty');
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

  it('hands on the settings with their places and the report of where it looked', async () => {
    const text = '{"apiUrl":"https://a.example","updates":{"enabled":false}}';
    const backend = await startApiBackend(configInputs({}, { [besideExe]: text }));
    expect(backend.settings['updates.enabled']).toEqual({
      value: false,
      kind: 'beside-app',
      where: besideExe,
    });
    expect(backend.config.locations.map((location) => location.status)).toEqual([
      'absent',
      'absent',
      'absent',
      'used',
    ]);
  });

  it('hands on where logos may load from: any https host by default, else the backend and the named hosts', async () => {
    const open = await startApiBackend(configInputs({}, { [besideExe]: api('https://a.example/v1') }));
    expect(open.imageSources).toBeNull();
    const text = '{"apiUrl":"https://a.example/v1","images":{"allowedHosts":["cdn.example.com"]}}';
    const closed = await startApiBackend(configInputs({}, { [etcFile]: text }));
    expect(closed.imageSources).toEqual(['https://a.example', 'https://cdn.example.com']);
    // A broken place might have meant to restrict them: the backend only.
    const incomplete = await startApiBackend(
      configInputs(
        { env: { REVIEW_CONSOLE_CONFIG: '/srv/missing.json' } },
        { [etcFile]: api('https://a.example/v1') },
      ),
    );
    expect(incomplete).toMatchObject({
      baseURL: 'https://a.example/v1',
      incomplete: true,
      imageSources: ['https://a.example'],
    });
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
      userName: 'rana',
    });
    expect(backend).toMatchObject({ source: 'environment-file', baseURL: 'https://utf16.example.com' });
  });
});
