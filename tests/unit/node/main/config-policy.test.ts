import { describe, expect, it, vi } from 'vitest';
import {
  readManagedPreferences,
  readRegistryPolicy,
  registryValuesToConfig,
  type RunCommand,
} from '@main/config-policy';

const KEY = 'HKLM\\Software\\Policies\\Agency Review Console';
const REG = 'C:\\Windows\\System32\\reg.exe';
const failing = (error: object): RunCommand =>
  vi.fn(async () => Promise.reject(Object.assign(new Error('failed'), error)));

describe('the Group Policy registry values', () => {
  it('are read with reg query on the policy key', async () => {
    const run = vi.fn<RunCommand>(
      async () => `\r\n${KEY}\r\n    ApiUrl    REG_SZ    https://gpo.example.com/api\r\n\r\n`,
    );
    await expect(readRegistryPolicy(run, REG, KEY)).resolves.toEqual({
      status: 'found',
      value: { apiUrl: 'https://gpo.example.com/api' },
    });
    expect(run).toHaveBeenCalledWith(REG, ['query', KEY]);
  });

  it('may also set or turn off updates; unknown values are passed on to be reported', () => {
    const output = [
      `HKEY_LOCAL_MACHINE\\Software\\Policies\\Agency Review Console`,
      '    apiurl    REG_EXPAND_SZ    https://gpo.example.com',
      '    UpdatesUrl    REG_SZ    https://updates.example.com',
      '    UpdatesEnabled    REG_DWORD    0x0',
      '    Channel Name    REG_SZ    beta',
    ].join('\r\n');
    expect(registryValuesToConfig(output)).toEqual({
      apiUrl: 'https://gpo.example.com',
      updates: { url: 'https://updates.example.com', enabled: false },
      'Channel Name': 'beta',
    });
    expect(registryValuesToConfig('    UpdatesEnabled    REG_DWORD    0x1')).toEqual({
      updates: { enabled: true },
    });
  });

  it('are absent when the key does not exist (reg exits with 1)', async () => {
    await expect(readRegistryPolicy(failing({ code: 1 }), REG, KEY)).resolves.toEqual({ status: 'absent' });
  });

  it('are unreadable, with the reason, when reg hangs past the time-out or cannot run', async () => {
    await expect(readRegistryPolicy(failing({ killed: true, signal: 'SIGTERM' }), REG, KEY)).resolves.toEqual(
      {
        status: 'unreadable',
        problem: { code: 'unreadable', detail: 'timed out' },
      },
    );
    await expect(readRegistryPolicy(failing({ code: 'ENOENT' }), REG, KEY)).resolves.toMatchObject({
      problem: { detail: 'ENOENT' },
    });
  });
});

describe('the MDM managed preferences', () => {
  const plist = '/Library/Managed Preferences/com.agencyreview.console.plist';

  it('are converted to JSON by plutil, binary or XML', async () => {
    const run = vi.fn<RunCommand>(
      async () => '{"apiUrl":"https://mdm.example.com","updates":{"enabled":false}}',
    );
    await expect(readManagedPreferences(run, plist, () => true)).resolves.toEqual({
      status: 'found',
      value: { apiUrl: 'https://mdm.example.com', updates: { enabled: false } },
    });
  });

  it("leave out the profile's own Payload keys, which are not configuration", async () => {
    const run = vi.fn<RunCommand>(
      async () => '{"PayloadUUID":"1","PayloadType":"com.agencyreview.console","apiUrl":"https://m.example"}',
    );
    await expect(readManagedPreferences(run, plist, () => true)).resolves.toEqual({
      status: 'found',
      value: { apiUrl: 'https://m.example' },
    });
  });

  it('are absent without a profile, and nothing is run', async () => {
    const run = vi.fn<RunCommand>();
    await expect(readManagedPreferences(run, plist, () => false)).resolves.toEqual({ status: 'absent' });
    expect(run).not.toHaveBeenCalled();
  });

  it('are unreadable when plutil fails', async () => {
    await expect(
      readManagedPreferences(failing({ code: 1, message: 'invalid object\nmore' }), plist, () => true),
    ).resolves.toEqual({
      status: 'unreadable',
      problem: { code: 'unreadable', detail: 'invalid object' },
    });
  });
});

describe('running the tools', () => {
  it('resolves with the output, and rejects with the exit code the readers look at', async () => {
    const { runCommand } = await import('@main/config-policy');
    await expect(runCommand(process.execPath, ['-e', 'process.stdout.write("out")'])).resolves.toBe('out');
    await expect(runCommand(process.execPath, ['-e', 'process.exit(1)'])).rejects.toMatchObject({ code: 1 });
  });
});
