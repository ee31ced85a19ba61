// Who may change the machine-wide file on Windows, read from Get-Acl's SDDL by SID.
import { describe, expect, it, vi } from 'vitest';
import { checkWindowsFileRights, parseSddl, whoElseMayChange } from '@main/config-windows-rights';

const USER = 'S-1-5-21-1004336348-1177238915-682003330-1001';
// What the installer leaves: owner Administrators, Administrators and SYSTEM full, Users read.
const LOCKED_FOLDER = 'O:BAG:SYD:PAI(A;OICI;FA;;;BA)(A;OICI;FA;;;SY)(A;OICI;0x1200a9;;;BU)';
const LOCKED_FILE = 'O:BAG:SYD:AI(A;ID;FA;;;BA)(A;ID;FA;;;SY)(A;ID;0x1200a9;;;BU)';
// A folder an administrator made under ProgramData without locking it: users may add files, not change them.
const ADMIN_MADE_FOLDER =
  'O:BAG:SYD:AI(A;OICIID;FA;;;SY)(A;OICIID;FA;;;BA)(A;OICIIOID;GA;;;CO)(A;OICIID;0x1200a9;;;BU)(A;CIID;DCLCRPCR;;;BU)';
// A folder a user made first: theirs.
const USER_MADE_FOLDER = `O:${USER}G:${USER}D:AI(A;OICIID;FA;;;SY)(A;OICIID;FA;;;BA)(A;ID;FA;;;${USER})(A;OICIID;0x1200a9;;;BU)`;

describe('SDDL', () => {
  it('is read as an owner and allow/deny entries with their rights as a mask', () => {
    expect(parseSddl(LOCKED_FOLDER)).toEqual({
      owner: 'BA',
      aces: [
        { type: 'A', flags: 'OICI', mask: 0x1f01ff, sid: 'BA' },
        { type: 'A', flags: 'OICI', mask: 0x1f01ff, sid: 'SY' },
        { type: 'A', flags: 'OICI', mask: 0x1200a9, sid: 'BU' },
      ],
    });
  });
});

describe('who else may change it', () => {
  const FILE = 0x2 | 0x4 | 0x10 | 0x100 | 0x10000 | 0x40000 | 0x80000 | 0x10000000 | 0x40000000;
  const FOLDER = 0x40 | 0x10000 | 0x40000 | 0x80000 | 0x10000000;

  it('no one, for the installer’s folder and its file', () => {
    expect(whoElseMayChange(LOCKED_FOLDER, FOLDER)).toBeNull();
    expect(whoElseMayChange(LOCKED_FILE, FILE)).toBeNull();
  });

  it('no one, for a folder an administrator made, where users may only add files', () => {
    expect(whoElseMayChange(ADMIN_MADE_FOLDER, FOLDER)).toBeNull();
  });

  it('its owner, for a folder a user made', () => {
    expect(whoElseMayChange(USER_MADE_FOLDER, FOLDER)).toEqual({ code: 'ownedByOthers', sid: USER });
  });

  it('whoever may write or delete the file, or change its permissions', () => {
    expect(whoElseMayChange('O:BAG:SYD:(A;;FA;;;BA)(A;;0x120116;;;BU)', FILE)).toEqual({
      code: 'writableByOthers',
      sid: 'BU',
    });
    expect(whoElseMayChange('O:BAG:SYD:(A;;FA;;;BA)(A;;SD;;;AU)', FILE)).toEqual({
      code: 'writableByOthers',
      sid: 'AU',
    });
    expect(whoElseMayChange(`O:BAG:SYD:(A;;FA;;;BA)(A;;WD;;;${USER})`, FILE)).toEqual({
      code: 'writableByOthers',
      sid: USER,
    });
    expect(whoElseMayChange('O:BAG:SYD:(A;;FA;;;BA)(A;;XY;;;WD)', FILE)).toEqual({
      code: 'writableByOthers',
      sid: 'WD',
    });
  });

  it('not through entries that only apply to what is created inside, nor denials', () => {
    expect(whoElseMayChange('O:BAG:SYD:(A;OICIIO;GA;;;CO)(D;;FA;;;BU)', FILE)).toBeNull();
  });
});

describe('the check through PowerShell', () => {
  const file = 'C:\\ProgramData\\Agency Review Console\\config.json';

  it('asks Get-Acl for the file and its folder, and passes when only administrators may change them', async () => {
    const run = vi.fn(async (_args: readonly string[]) => `${LOCKED_FILE}\r\n${LOCKED_FOLDER}\r\n`);
    await expect(checkWindowsFileRights(run, file)).resolves.toBeNull();
    const [args] = run.mock.calls[0];
    expect(args.slice(0, 3)).toEqual(['-NoProfile', '-NonInteractive', '-Command']);
    expect(args[3]).toBe(
      "(Get-Acl -LiteralPath 'C:\\ProgramData\\Agency Review Console\\config.json').Sddl; (Get-Acl -LiteralPath 'C:\\ProgramData\\Agency Review Console').Sddl",
    );
  });

  it('quotes a path with an apostrophe as PowerShell reads it', async () => {
    const run = vi.fn(async (_args: readonly string[]) => `${LOCKED_FILE}\n${LOCKED_FOLDER}\n`);
    await checkWindowsFileRights(run, "D:\\O'Brien\\Agency Review Console\\config.json");
    expect(run.mock.calls[0][0][3]).toContain(
      "-LiteralPath 'D:\\O''Brien\\Agency Review Console\\config.json'",
    );
  });

  it('refuses the file, naming who else may change it', async () => {
    const run = vi.fn(async () => `${LOCKED_FILE}\n${USER_MADE_FOLDER}\n`);
    await expect(checkWindowsFileRights(run, file)).resolves.toEqual({
      status: 'unreadable',
      problem: { code: 'ownedByOthers', sid: USER },
    });
  });

  it('refuses the file when it cannot tell (PowerShell blocked, or no answer)', async () => {
    const blocked = vi.fn(async () =>
      Promise.reject(
        Object.assign(new Error('failed'), { code: 1, stderr: 'This program is blocked by group policy.' }),
      ),
    );
    await expect(checkWindowsFileRights(blocked, file)).resolves.toEqual({
      status: 'unreadable',
      problem: { code: 'rightsUnknown', detail: 'This program is blocked by group policy. (exit code 1)' },
    });
    await expect(
      checkWindowsFileRights(
        vi.fn(async () => ''),
        file,
      ),
    ).resolves.toMatchObject({
      problem: { code: 'rightsUnknown' },
    });
  });
});
