// A local stand-in for Electron's download mirror: serves `electron-v<version>-<platform>-<arch>.zip`
// holding a stand-in "Electron" (a shell script that records how it was started, then exits) and the
// release's SHASUMS256.txt, under `/v<version>/` as @electron/get asks for them.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32 } from 'node:zlib';

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** Unix permissions, e.g. 0o755 for an executable. */
  mode: number;
}

/** A zip of stored (uncompressed) entries with Unix permissions, as Electron's own zips carry. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the external attributes are a mode
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(((0o100000 | entry.mode) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** The stand-in: writes its working folder and arguments, one a line, to $STAND_IN_ELECTRON_RECORD. */
export const STAND_IN_SCRIPT = [
  '#!/bin/sh',
  '# A stand-in for Electron: records how it was started, then exits.',
  'printf "%s\\n" "$PWD" "$@" > "$STAND_IN_ELECTRON_RECORD"',
  'exit 0',
  '',
].join('\n');

export interface Mirror {
  /** The mirror's base URL, ending in a slash, for ELECTRON_MIRROR. */
  url: string;
  /** Every path asked for, in order. */
  requests: string[];
  close(): Promise<void>;
}

/** Serves `files` (path under the mirror -> body) on 127.0.0.1; anything else is a 404. */
export async function startMirror(files: Record<string, Buffer>): Promise<Mirror> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://mirror').pathname);
    requests.push(path);
    const body = files[path];
    if (!body) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The mirror's files for one Electron release, with the stand-in at `executable` inside its zip. */
export function standInRelease(version: string, platform: string, arch: string, executable: string) {
  const zipName = `electron-v${version}-${platform}-${arch}.zip`;
  const body = zip([
    { name: executable, data: Buffer.from(STAND_IN_SCRIPT), mode: 0o755 },
    // As in Electron's own zips: install.js reads it to know this version is already there.
    { name: 'version', data: Buffer.from(version), mode: 0o644 },
  ]);
  const sha256 = createHash('sha256').update(body).digest('hex');
  return {
    [`/v${version}/${zipName}`]: body,
    [`/v${version}/SHASUMS256.txt`]: Buffer.from(`${sha256} *${zipName}\n`),
  };
}
