// What a per-machine NSIS install does to %ProgramData%\Agency Review Console, found by running the
// script's customInstall macro on a pretended Windows (nsis/): no makensis or Windows here, so this
// checks the script's decisions and their order; the real installer is tried on Windows.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { A_USER, ADMINISTRATORS, PretendWindows, PROGRAM_DATA, SYSTEM } from './nsis/pretend-windows';
import { loadScript, runMacro, type NsisRun } from './nsis/run-nsis';

const script = loadScript(
  readFileSync(
    fileURLToPath(new URL('../../../../resources/installer/installer.nsh', import.meta.url)),
    'utf8',
  ),
);
const FOLDER = `${PROGRAM_DATA}\\Agency Review Console`;
const CONFIG = `${FOLDER}\\config.json`;
const GUID = '{6B29FC40-CA47-1067-B31D-00DD010662D1}';
const LOCKED = '/inheritance:r /grant:r *S-1-5-32-544:(OI)(CI)F *S-1-5-18:(OI)(CI)F *S-1-5-32-545:(OI)(CI)RX';
/** What electron-builder's own code left in the registers the macro borrows. */
const BEFORE = Object.fromEntries(
  ['$R3', '$R4', '$R5', '$R6', '$R7', '$R8', '$R9'].map((r) => [r, `kept ${r}`]),
);

/** customInstall as electron-builder runs it; it must give back the registers and free what it read. */
function install(windows: PretendWindows, installMode: 'all' | 'CurrentUser' = 'all'): NsisRun {
  const run = runMacro(script, 'customInstall', windows, { installMode, registers: BEFORE });
  expect(Object.fromEntries(run.registers)).toEqual(BEFORE);
  expect(windows.leaked(), 'security descriptors and SID strings not given to LocalFree').toBe(0);
  return run;
}

const icaclsOn = (windows: PretendWindows) => windows.icacls.map(({ path }) => path);

describe('a per-machine install', () => {
  it('makes the folder and locks it: owned by Administrators, exactly its access', () => {
    const windows = new PretendWindows();
    const run = install(windows);
    expect(windows.paths()).toEqual([FOLDER]);
    expect(windows.get(FOLDER)).toEqual({ kind: 'folder', owner: ADMINISTRATORS, access: LOCKED });
    expect(icaclsOn(windows)).toEqual([FOLDER, FOLDER, FOLDER]);
    expect(run.errorLevel).toBeNull();
  });

  it.each([
    ['Administrators', ADMINISTRATORS],
    ['SYSTEM', SYSTEM],
  ])('keeps a folder %s own, and its config.json, locking both', (_, owner) => {
    const windows = new PretendWindows()
      .add(FOLDER, { kind: 'folder', owner })
      .add(CONFIG, { kind: 'file', owner });
    const run = install(windows);
    expect(windows.paths()).toEqual([FOLDER, CONFIG]);
    expect(windows.get(FOLDER)).toMatchObject({ owner: ADMINISTRATORS, access: LOCKED });
    expect(windows.get(CONFIG)).toMatchObject({ owner: ADMINISTRATORS, access: 'inherited' });
    expect(run.errorLevel).toBeNull();
  });

  it('moves a folder a user made first aside, with their config.json, and makes and locks a new one', () => {
    const windows = new PretendWindows()
      .add(FOLDER, { kind: 'folder', owner: A_USER })
      .add(CONFIG, { kind: 'file', owner: A_USER });
    const run = install(windows);
    const aside = `${FOLDER}.untrusted-${GUID}`;
    expect(windows.paths()).toEqual([FOLDER, aside, `${aside}\\config.json`]);
    expect(windows.get(FOLDER)).toEqual({ kind: 'folder', owner: ADMINISTRATORS, access: LOCKED });
    // The user's files are left as they were, for IT to look at: never adopted, never deleted.
    expect(windows.get(aside)).toEqual({ kind: 'folder', owner: A_USER });
    expect(windows.get(`${aside}\\config.json`)).toEqual({ kind: 'file', owner: A_USER });
    expect(icaclsOn(windows)).toEqual([FOLDER, FOLDER, FOLDER]);
    expect(run.detail).toContain(
      `${FOLDER} belonged to ${A_USER}, not Administrators or SYSTEM: moved to ${aside} for IT to inspect`,
    );
    expect(run.errorLevel).toBeNull();
  });

  it('moves aside a folder whose owner it cannot read (a user can deny that too)', () => {
    const windows = new PretendWindows().add(FOLDER, { kind: 'folder', owner: null });
    const run = install(windows);
    expect(windows.paths()).toEqual([FOLDER, `${FOLDER}.untrusted-${GUID}`]);
    expect(windows.get(FOLDER)).toMatchObject({ owner: ADMINISTRATORS, access: LOCKED });
    expect(run.detail[0]).toMatch(/^.* belonged to an owner that could not be read, not Administrators/);
  });

  it('locks nothing of a user’s folder it cannot move aside (a file in it open), and exits with 3', () => {
    const windows = new PretendWindows()
      .add(FOLDER, { kind: 'folder', owner: A_USER, inUse: true })
      .add(CONFIG, { kind: 'file', owner: A_USER });
    const run = install(windows);
    expect(windows.icacls).toEqual([]);
    expect(windows.get(FOLDER)).toEqual({ kind: 'folder', owner: A_USER, inUse: true });
    expect(windows.get(CONFIG)).toEqual({ kind: 'file', owner: A_USER });
    expect(run.detail).toContain(
      `${FOLDER} belongs to ${A_USER}, not Administrators or SYSTEM, and could not be moved aside (in use?)`,
    );
    expect(run.errorLevel).toBe(3);
    expect(run.messages).toEqual([
      `${FOLDER} could not be made writable by administrators only. Agency Review Console is installed; lock the folder as the IT guide says.`,
    ]);
  });

  it('locks nothing when a user makes the folder again the moment the old one is moved aside', () => {
    const windows = new PretendWindows().add(FOLDER, { kind: 'folder', owner: A_USER });
    windows.after.set('MoveFileW', (again) => {
      if (!again.exists(FOLDER)) again.add(FOLDER, { kind: 'folder', owner: A_USER });
    });
    const run = install(windows);
    expect(windows.icacls).toEqual([]);
    expect(windows.get(FOLDER)?.owner).toBe(A_USER);
    expect(run.errorLevel).toBe(3);
  });

  it('keeps a new folder when administrators’ objects are owned by their creator (a Group Policy choice)', () => {
    const windows = new PretendWindows();
    windows.creatorOwner = 'S-1-5-21-1004336348-1177238915-682003330-500';
    const run = install(windows);
    expect(windows.get(FOLDER)).toMatchObject({ owner: ADMINISTRATORS, access: LOCKED });
    expect(run.errorLevel).toBeNull();
  });

  it('sets aside a config.json a user put into a folder Administrators own but nobody had locked', () => {
    const windows = new PretendWindows()
      .add(FOLDER, { kind: 'folder', owner: ADMINISTRATORS })
      .add(CONFIG, { kind: 'file', owner: A_USER });
    const run = install(windows);
    const aside = `${CONFIG}.untrusted-${GUID}`;
    expect(windows.paths()).toEqual([FOLDER, aside]);
    expect(windows.get(aside)).toEqual({ kind: 'file', owner: A_USER });
    expect(icaclsOn(windows)).toEqual([FOLDER, FOLDER, FOLDER]);
    expect(run.detail).toContain(
      `${CONFIG} belonged to ${A_USER}, not Administrators or SYSTEM: moved to ${aside} for IT to inspect`,
    );
    expect(run.errorLevel).toBeNull();
  });

  it('says the folder is not locked when that config.json is held open, and never makes it the administrators’', () => {
    const windows = new PretendWindows()
      .add(FOLDER, { kind: 'folder', owner: ADMINISTRATORS })
      .add(CONFIG, { kind: 'file', owner: A_USER, inUse: true });
    const run = install(windows);
    expect(windows.get(CONFIG)).toEqual({ kind: 'file', owner: A_USER, inUse: true });
    expect(icaclsOn(windows)).toEqual([FOLDER, FOLDER, FOLDER]);
    expect(run.errorLevel).toBe(3);
  });

  it('removes a junction in its place, never what it points to, then makes and locks the folder', () => {
    const target = 'C:\\Users\\someone\\arc';
    const windows = new PretendWindows()
      .add(FOLDER, { kind: 'link', owner: A_USER })
      .add(target, { kind: 'folder', owner: A_USER });
    const run = install(windows);
    expect(windows.paths()).toEqual([FOLDER, target]);
    expect(windows.get(FOLDER)).toEqual({ kind: 'folder', owner: ADMINISTRATORS, access: LOCKED });
    expect(windows.get(target)).toEqual({ kind: 'folder', owner: A_USER });
    expect(run.errorLevel).toBeNull();
  });

  it('exits with 3 when icacls fails', () => {
    const windows = new PretendWindows();
    windows.runIcacls = () => 5;
    expect(install(windows).errorLevel).toBe(3);
  });
});

describe('a per-user install', () => {
  it('leaves the folder alone, whoever owns it', () => {
    const windows = new PretendWindows().add(FOLDER, { kind: 'folder', owner: A_USER });
    const run = install(windows, 'CurrentUser');
    expect(windows.paths()).toEqual([FOLDER]);
    expect(windows.get(FOLDER)).toEqual({ kind: 'folder', owner: A_USER });
    expect(windows.icacls).toEqual([]);
    expect(run.detail).toEqual([]);
  });
});
