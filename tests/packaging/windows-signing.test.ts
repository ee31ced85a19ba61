// A Windows build signed by WIN_SIGN_COMMAND, packed by electron-builder itself (--dir --win, a
// stand-in Electron) with no update server: electron-builder calls the command for the executable,
// the path whole as one argument, and a failing command fails the build. The packaged package.json pins
// the update publishers from WIN_PUBLISHER_NAME (qa-build.test.ts: none without it).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFile } from '@electron/asar';
import { FuseState, FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedUpdatePublishers } from '../../src/shared/update-publisher';
import { packApp, type PackedApp } from './pack-app';

const signer = fileURLToPath(new URL('../unit/node/packaging/fixtures/fake-signer.mjs', import.meta.url));
const publishers = [
  'CN=Agency Review, O=Agency Review, L=Amman, C=JO',
  'CN=Agency Review, O="Agency Review; Digital", C=JO',
];
// A folder name with spaces and a quote, so the signed file's path has them too.
const work = mkdtempSync(join(tmpdir(), "review console 'win' "));
const log = join(work, 'signer.log');
const env = {
  WIN_SIGN_COMMAND: `"${process.execPath}" "${signer}" sign --keypair-alias key_1 --input "{file}"`,
  WIN_PUBLISHER_NAME: publishers.join(';'),
  FAKE_SIGNER_LOG: log,
};
let packed: PackedApp;
const exe = () => join(packed.appDir, 'Agency Review Console.exe');

beforeAll(() => {
  writeFileSync(log, '');
  packed = packApp(join(work, 'signed'), env, 'win');
}, 110_000);

afterAll(() => {
  console.log(`Windows packaging with WIN_SIGN_COMMAND: packed in ${packed?.ms ?? '?'} ms`);
  rmSync(work, { recursive: true, force: true });
});

describe('a Windows build signed by WIN_SIGN_COMMAND', () => {
  it('says so in its plan, with the publishers it pins', () => {
    expect(packed.output).toContain(
      `signing plan  win32: signing: command, update publisher: ${publishers.join(' | ')}`,
    );
  });

  it('has electron-builder run the command once for the executable, its path as one argument', () => {
    const runs = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string[]);
    expect(runs).toEqual([['sign', '--keypair-alias', 'key_1', '--input', exe()]]);
    expect(readFileSync(exe()).subarray(-21).toString()).toBe('SIGNED-BY-FAKE-SIGNER');
  });

  it('signs the executable as shipped: resources edited and fuses flipped before', async () => {
    const wire = await getCurrentFuseWire(exe());
    expect(wire[FuseV1Options.RunAsNode]).toBe(FuseState.DISABLE);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(FuseState.ENABLE);
  });

  it('has no update feed without UPDATE_SERVER_URL, and pins the publishers in package.json', () => {
    expect(() => readFileSync(join(packed.appDir, 'resources', 'app-update.yml'))).toThrow(/ENOENT/);
    const asar = join(packed.appDir, 'resources', 'app.asar');
    const metadata: unknown = JSON.parse(extractFile(asar, 'package.json').toString('utf8'));
    expect(pinnedUpdatePublishers(metadata)).toEqual(publishers);
  });

  it('fails when the command fails, with its exit code and what it said', () => {
    expect(() => packApp(join(work, 'failing'), { ...env, FAKE_SIGNER_MODE: 'fail' }, 'win')).toThrow(
      /WIN_SIGN_COMMAND failed \(exit code 7\) signing .*Agency Review Console\.exe\nError: the key is not available/,
    );
  }, 110_000);
});
