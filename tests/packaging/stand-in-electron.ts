// Stand-in Electron distributions for electron-builder's `electronDist`, so packaging needs no
// download: a Linux `electron` file, or a Windows `electron.exe` (a minimal PE with the version
// resource electron-builder edits, made with resedit, electron-builder's own PE editor), each holding
// Electron's fuse sentinel and a V1 fuse wire at Electron's defaults, which @electron/fuses finds and
// flips as it would in the real binary.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FuseV1Options } from '@electron/fuses';
import { NtExecutable, NtExecutableResource, Resource } from 'resedit';

/** @electron/fuses' SENTINEL: the wire follows it as [version, length, ...one byte per fuse]. */
export const FUSE_SENTINEL = 'dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX';
const FUSE_WIRE_VERSION = 1;
const ENABLED = 0x31;
const DISABLED = 0x30;

/** Electron's own defaults, so every fuse the configuration sets must really be flipped. */
export const ELECTRON_DEFAULT_FUSES: Record<FuseV1Options, boolean> = {
  [FuseV1Options.RunAsNode]: true,
  [FuseV1Options.EnableCookieEncryption]: false,
  [FuseV1Options.EnableNodeOptionsEnvironmentVariable]: true,
  [FuseV1Options.EnableNodeCliInspectArguments]: true,
  [FuseV1Options.EnableEmbeddedAsarIntegrityValidation]: false,
  [FuseV1Options.OnlyLoadAppFromAsar]: false,
  [FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]: false,
  [FuseV1Options.GrantFileProtocolExtraPrivileges]: true,
  [FuseV1Options.WasmTrapHandlers]: true,
};

/** The sentinel and the fuse wire at Electron's defaults, padded on both sides. */
function fuseWire(): Buffer {
  const fuses = Object.values(ELECTRON_DEFAULT_FUSES).map((enabled) => (enabled ? ENABLED : DISABLED));
  return Buffer.concat([
    Buffer.alloc(64),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([FUSE_WIRE_VERSION, fuses.length, ...fuses]),
    Buffer.alloc(64),
  ]);
}

/** A PE with one language's version strings (electron-builder adds the asar integrity to them). */
function windowsExecutable(): Buffer {
  const executable = NtExecutable.createEmpty(false, false);
  const resources = NtExecutableResource.from(executable);
  const version = Resource.VersionInfo.createEmpty();
  version.setStringValues({ lang: 1033, codepage: 1200 }, { ProductName: 'Electron' });
  version.outputToResourceEntries(resources.entries);
  resources.outputResource(executable);
  // Data after the sections, which electron-builder's resource editing keeps.
  executable.setExtraData(fuseWire());
  return Buffer.from(executable.generate());
}

export type StandInPlatform = 'linux' | 'win';

/** Writes the stand-in for `platform` into `dir` (which electron-builder copies as the unpacked Electron). */
export function makeStandInElectron(dir: string, platform: StandInPlatform = 'linux'): void {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for the packaging test.\n');
  if (platform === 'win') {
    writeFileSync(join(dir, 'electron.exe'), windowsExecutable());
    return;
  }
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stand-in Electron for the packaging test"\nexit 0\n'),
    fuseWire(),
  ]);
  writeFileSync(join(dir, 'electron'), binary);
  chmodSync(join(dir, 'electron'), 0o755);
}
