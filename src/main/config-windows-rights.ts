// Who may change the machine-wide file on Windows. By default any user may create a folder under
// C:\ProgramData and owns what they create, so a config.json there counts as IT's only if
// administrators own it and its folder and no one else may change it: write it, delete it, or change
// its permissions or owner. Adding files to the folder is allowed (ProgramData's default): an existing
// file cannot be replaced without deleting it. Read as SDDL through PowerShell's Get-Acl, by SID, so
// it means the same in every display language of Windows.
import { win32 } from 'node:path';
import type { ConfigProblem } from '@shared/ipc/config-report';
import { failureDetail, type Found } from './config-policy';

/** Administrators, SYSTEM and TrustedInstaller, as SDDL writes them (alias or SID). */
const ADMINISTRATORS = new Set([
  'BA',
  'SY',
  'S-1-5-32-544',
  'S-1-5-18',
  'S-1-5-80-956008885-3418522649-1831038044-1853292631-2271478464',
]);

/** SDDL's access-right words as masks (file and generic rights). */
const RIGHTS: Record<string, number> = {
  FA: 0x1f01ff,
  FR: 0x120089,
  FW: 0x120116,
  FX: 0x1200a0,
  GA: 0x10000000,
  GR: 0x80000000,
  GW: 0x40000000,
  GX: 0x20000000,
  RC: 0x20000,
  SD: 0x10000,
  WD: 0x40000,
  WO: 0x80000,
  CC: 0x1,
  DC: 0x2,
  LC: 0x4,
  SW: 0x8,
  RP: 0x10,
  WP: 0x20,
  DT: 0x40,
  LO: 0x80,
  CR: 0x100,
};

const DELETE = 0x10000;
const WRITE_DAC = 0x40000;
const WRITE_OWNER = 0x80000;
const GENERIC_ALL = 0x10000000;
const GENERIC_WRITE = 0x40000000;
/** Changing the file: its data, attributes, deletion, permissions, owner. */
const CHANGES_FILE =
  0x2 | 0x4 | 0x10 | 0x100 | DELETE | WRITE_DAC | WRITE_OWNER | GENERIC_ALL | GENERIC_WRITE;
/** Changing what the folder holds beyond adding: deleting its files, its permissions, its owner. */
const CHANGES_FOLDER = 0x40 | DELETE | WRITE_DAC | WRITE_OWNER | GENERIC_ALL;

export interface Ace {
  type: string;
  flags: string;
  mask: number;
  sid: string;
}

/** A mask from SDDL's rights field: hex, or two-letter words (an unknown word counts as everything). */
function maskOf(rights: string): number {
  if (/^0x[0-9a-f]+$/i.test(rights)) return Number.parseInt(rights, 16);
  let mask = 0;
  for (let i = 0; i < rights.length; i += 2)
    mask |= RIGHTS[rights.slice(i, i + 2).toUpperCase()] ?? GENERIC_ALL;
  return mask >>> 0;
}

export function parseSddl(sddl: string): { owner: string | null; aces: Ace[] } {
  const owner = /O:([A-Z]{2}|S-[\d-]+)/i.exec(sddl)?.[1]?.toUpperCase() ?? null;
  const dacl = /D:[A-Z]*((?:\([^)]*\))*)/i.exec(sddl)?.[1] ?? '';
  const aces = [...dacl.matchAll(/\(([^)]*)\)/g)].map(([, ace]) => {
    const [type = '', flags = '', rights = '', , , sid = ''] = ace.split(';');
    return {
      type: type.toUpperCase(),
      flags: flags.toUpperCase(),
      mask: maskOf(rights),
      sid: sid.toUpperCase(),
    };
  });
  return { owner, aces };
}

export type Other = { code: 'ownedByOthers' | 'writableByOthers'; sid: string };

/** The first one besides the administrators who owns it or may change it, or null. */
export function whoElseMayChange(sddl: string, changes: number): Other | null {
  const { owner, aces } = parseSddl(sddl);
  if (!owner || !ADMINISTRATORS.has(owner)) return { code: 'ownedByOthers', sid: owner ?? 'unknown' };
  for (const ace of aces) {
    // Inherit-only entries apply to what is created inside, not to this file or folder.
    if (ace.type !== 'A' || ace.flags.includes('IO') || ADMINISTRATORS.has(ace.sid)) continue;
    if ((ace.mask & changes) !== 0) return { code: 'writableByOthers', sid: ace.sid };
  }
  return null;
}

/** Runs PowerShell with its arguments (config.ts runs it by a path no user variable redirects). */
export type RunPowerShell = (args: readonly string[]) => Promise<string>;

const quoted = (path: string) => `'${path.replaceAll("'", "''")}'`;

/** Null when only administrators may change the file and its folder; else why it is not IT's. */
export async function checkWindowsFileRights(
  runPowerShell: RunPowerShell,
  file: string,
): Promise<Found | null> {
  const script = `(Get-Acl -LiteralPath ${quoted(file)}).Sddl; (Get-Acl -LiteralPath ${quoted(win32.dirname(file))}).Sddl`;
  let stdout: string;
  try {
    stdout = await runPowerShell(['-NoProfile', '-NonInteractive', '-Command', script]);
  } catch (error) {
    const problem: ConfigProblem = { code: 'rightsUnknown', detail: failureDetail(error) };
    return { status: 'unreadable', problem };
  }
  const [fileSddl, folderSddl] = stdout.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (!fileSddl || !folderSddl) {
    return { status: 'unreadable', problem: { code: 'rightsUnknown', detail: 'no answer from Get-Acl' } };
  }
  const who = whoElseMayChange(fileSddl, CHANGES_FILE) ?? whoElseMayChange(folderSddl, CHANGES_FOLDER);
  return who ? { status: 'unreadable', problem: who } : null;
}
