// Group Policy read through reg.exe, with its recorded output: values, REG_EXPAND_SZ, types it does
// not write, and the failures reg.exe reports with the same exit code as "not found".
import { describe, expect, it, vi } from 'vitest';
import { runCommand, type RunCommand } from '@main/config-policy';
import { expandEnvironmentStrings, parseRegQuery, readRegistryPolicy } from '@main/config-registry';

const HKLM_KEY = 'HKLM\\Software\\Policies\\Agency Review Console';
const HKCU_KEY = 'HKCU\\Software\\Policies\\Agency Review Console';
const REG = 'C:\\Windows\\System32\\reg.exe';
const env = { ProgramData: 'C:\\ProgramData', USERDNSDOMAIN: 'CORP.EXAMPLE.COM' };

const output = (key: string, ...lines: string[]) =>
  [
    '',
    key.replace(/^HKLM/, 'HKEY_LOCAL_MACHINE').replace(/^HKCU/, 'HKEY_CURRENT_USER'),
    ...lines,
    '',
    '',
  ].join('\r\n');

/** reg.exe's failure as execFile reports it: exit code 1 and a message in the display language. */
const regError = (stderr: string) => Object.assign(new Error('Command failed'), { code: 1, stderr });
const NOT_FOUND = 'ERROR: The system was unable to find the specified registry key or value.\r\n';
const DENIED = 'ERROR: Access is denied.\r\n';
const DISABLED = 'ERROR: Registry editing has been disabled by your administrator.\r\n';

/** A fake reg.exe: each key's listing, or the error querying it gives. */
function reg(keys: Record<string, string | Error>): RunCommand {
  return vi.fn<RunCommand>(async (_file, [, key]) => {
    const answer = keys[key];
    if (answer === undefined) throw regError(NOT_FOUND);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('the Group Policy registry values', () => {
  it('are read with reg query on the policy key, as the configuration keys', async () => {
    const run = reg({
      [HKLM_KEY]: output(
        HKLM_KEY,
        '    ApiUrl    REG_SZ    https://gpo.example.com/api',
        '    UpdatesUrl    REG_SZ    https://updates.example.com',
        '    UpdatesEnabled    REG_DWORD    0x0',
        '    ImageHosts    REG_MULTI_SZ    cdn.example.com\\0*.images.example.org',
      ),
    });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({
      status: 'found',
      value: {
        apiUrl: 'https://gpo.example.com/api',
        updates: { url: 'https://updates.example.com', enabled: false },
        images: { allowedHosts: ['cdn.example.com', '*.images.example.org'] },
      },
      unknownKeys: [],
    });
    expect(run).toHaveBeenCalledWith(REG, ['query', HKLM_KEY]);
  });

  it('expand REG_EXPAND_SZ from the environment, as Windows does, names case-insensitive', async () => {
    const run = reg({
      [HKLM_KEY]: output(
        HKLM_KEY,
        '    ApiUrl    REG_EXPAND_SZ    https://review.%userdnsdomain%/api/%Missing%',
      ),
    });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toMatchObject({
      value: { apiUrl: 'https://review.CORP.EXAMPLE.COM/api/%Missing%' },
    });
    expect(expandEnvironmentStrings('%PROGRAMDATA%\\x', env)).toBe('C:\\ProgramData\\x');
  });

  it('read value names case-insensitively; 0x1 turns updates on; other values are passed on as unknown', async () => {
    const run = reg({
      [HKLM_KEY]: output(
        HKLM_KEY,
        '    updatesenabled    REG_DWORD    0x1',
        '    Channel Name    REG_SZ    beta',
      ),
    });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({
      status: 'found',
      value: { updates: { enabled: true } },
      unknownKeys: ['Channel Name'],
    });
  });

  it('take image hosts from a single REG_SZ too, separated by spaces, commas or semicolons', async () => {
    const run = reg({
      [HKLM_KEY]: output(HKLM_KEY, '    ImageHosts    REG_SZ    a.example.com, b.example.com;c.example.com'),
    });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toMatchObject({
      value: { images: { allowedHosts: ['a.example.com', 'b.example.com', 'c.example.com'] } },
    });
  });

  it('report a value of a type the policy does not write by its name and both types', async () => {
    const run = reg({ [HKLM_KEY]: output(HKLM_KEY, '    UpdatesEnabled    REG_SZ    0') });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({
      status: 'invalid',
      problem: { code: 'invalidValue', key: 'UpdatesEnabled', expected: 'REG_DWORD', found: 'REG_SZ' },
    });
    const binary = reg({ [HKLM_KEY]: output(HKLM_KEY, '    ApiUrl    REG_BINARY    68747470') });
    await expect(readRegistryPolicy(binary, REG, HKLM_KEY, env)).resolves.toMatchObject({
      problem: { key: 'ApiUrl', expected: 'REG_SZ / REG_EXPAND_SZ', found: 'REG_BINARY' },
    });
  });

  it('are absent when the key exists but holds none of them', async () => {
    const run = reg({ [HKLM_KEY]: output(HKLM_KEY) });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({ status: 'absent' });
  });
});

describe('telling "no policy" from "reg.exe could not read it"', () => {
  it('is absent when reg fails and the parent key, listed, has no such subkey', async () => {
    const run = reg({
      'HKLM\\Software\\Policies': output(
        'HKLM\\Software\\Policies',
        'HKEY_LOCAL_MACHINE\\Software\\Policies\\Microsoft',
      ),
    });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({ status: 'absent' });
  });

  it('is absent for a user with no Policies key at all (the grandparent is listed)', async () => {
    const run = reg({
      'HKCU\\Software': output('HKCU\\Software', 'HKEY_CURRENT_USER\\Software\\Microsoft'),
    });
    await expect(readRegistryPolicy(run, REG, HKCU_KEY, env)).resolves.toEqual({ status: 'absent' });
  });

  it('is unreadable, with what reg said, when the parent lists the key but reading it is denied', async () => {
    const run = reg({
      [HKLM_KEY]: regError(DENIED),
      'HKLM\\Software\\Policies': output(
        'HKLM\\Software\\Policies',
        'HKEY_LOCAL_MACHINE\\Software\\Policies\\Agency Review Console',
      ),
    });
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({
      status: 'unreadable',
      problem: { code: 'unreadable', detail: 'ERROR: Access is denied. (exit code 1)' },
    });
  });

  it('is unreadable when reg.exe is blocked by policy: nothing can be listed, up to the hive', async () => {
    const run = vi.fn<RunCommand>(async () => Promise.reject(regError(DISABLED)));
    await expect(readRegistryPolicy(run, REG, HKLM_KEY, env)).resolves.toEqual({
      status: 'unreadable',
      problem: {
        code: 'unreadable',
        detail: 'ERROR: Registry editing has been disabled by your administrator. (exit code 1)',
      },
    });
    // The key, Policies, then Software: HKLM itself is never asked (a hive always exists).
    expect(run.mock.calls.map(([, [, key]]) => key)).toEqual([
      HKLM_KEY,
      'HKLM\\Software\\Policies',
      'HKLM\\Software',
    ]);
  });

  it('is unreadable when reg.exe is not found, or hangs past the time-out', async () => {
    const missing = vi.fn<RunCommand>(async () =>
      Promise.reject(Object.assign(new Error('spawn'), { code: 'ENOENT' })),
    );
    await expect(readRegistryPolicy(missing, REG, HKLM_KEY, env)).resolves.toEqual({
      status: 'unreadable',
      problem: { code: 'unreadable', detail: 'ENOENT' },
    });
    const hung = vi.fn<RunCommand>(async () =>
      Promise.reject(Object.assign(new Error('x'), { killed: true })),
    );
    await expect(readRegistryPolicy(hung, REG, HKLM_KEY, env)).resolves.toMatchObject({
      problem: { detail: 'timed out' },
    });
  });
});

describe('reg query output', () => {
  it('is read line by line: names with spaces, empty data, subkeys skipped', () => {
    expect(
      parseRegQuery(
        output(
          HKLM_KEY,
          '    Display Name    REG_SZ    A  B',
          '    Empty    REG_SZ',
          `${'HKEY_LOCAL_MACHINE'}\\x\\Sub`,
        ),
      ),
    ).toEqual([
      { name: 'Display Name', type: 'REG_SZ', data: 'A  B' },
      { name: 'Empty', type: 'REG_SZ', data: '' },
    ]);
  });
});

describe('running the tools', () => {
  it('resolves with the output, and rejects with the exit code and what the tool said', async () => {
    await expect(runCommand(process.execPath, ['-e', 'process.stdout.write("out")'])).resolves.toBe('out');
    await expect(
      runCommand(process.execPath, [
        '-e',
        'process.stderr.write("ERROR: Access is denied.\\n"); process.exit(1)',
      ]),
    ).rejects.toMatchObject({ code: 1, stderr: 'ERROR: Access is denied.\n' });
  });
});
