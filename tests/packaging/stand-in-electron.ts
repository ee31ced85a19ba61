// A stand-in Linux Electron distribution for electron-builder's `electronDist`, so packaging needs no
// download: an `electron` file holding Electron's fuse sentinel and a V1 fuse wire at Electron's
// defaults, which @electron/fuses finds and flips as it would in the real binary.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FuseV1Options } from '@electron/fuses';

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

/** Writes the stand-in into `dir` (which electron-builder copies as the unpacked Electron). */
export function makeStandInElectron(dir: string): void {
  mkdirSync(join(dir, 'resources'), { recursive: true });
  const fuses = Object.values(ELECTRON_DEFAULT_FUSES).map((enabled) => (enabled ? ENABLED : DISABLED));
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\necho "stand-in Electron for the packaging test"\nexit 0\n'),
    Buffer.alloc(64),
    Buffer.from(FUSE_SENTINEL),
    Buffer.from([FUSE_WIRE_VERSION, fuses.length, ...fuses]),
    Buffer.alloc(64),
  ]);
  writeFileSync(join(dir, 'electron'), binary);
  chmodSync(join(dir, 'electron'), 0o755);
  writeFileSync(join(dir, 'LICENSE'), 'Stand-in for the packaging test.\n');
}
