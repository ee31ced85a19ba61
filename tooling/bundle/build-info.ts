// A Vite plugin that records the mode each part of out/ was built in, in out/build-info.json, so
// packaging can tell a production build from the development one `npm start` and `npm run dev`
// leave there (main then carries the embedded demo API and its credentials). The file sits beside
// the parts, outside what electron-builder packs.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export const BUILD_INFO_FILE = 'build-info.json';
export const BUILD_PARTS = ['main', 'preload', 'renderer'] as const;
export type BuildPart = (typeof BUILD_PARTS)[number];

export interface PartBuild {
  /** Vite's mode: 'production' for `electron-vite build`, 'development' for `npm start` and `npm run dev`. */
  mode: string;
  builtAt: string;
}
export type BuildInfo = Partial<Record<BuildPart, PartBuild>>;

/** out/build-info.json as it is; empty when there is none or it cannot be read. */
export function readBuildInfo(outDir: string): BuildInfo {
  try {
    const info: unknown = JSON.parse(readFileSync(join(outDir, BUILD_INFO_FILE), 'utf8'));
    return info && typeof info === 'object' ? (info as BuildInfo) : {};
  } catch {
    return {};
  }
}

function writePart(outDir: string, part: BuildPart, build: PartBuild | null): void {
  const info = readBuildInfo(outDir);
  if (build) info[part] = build;
  else delete info[part];
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}

/**
 * Records `part`'s mode once its files are written. Its entry is dropped when a build starts, so a
 * build that fails halfway leaves that part unrecorded rather than named after the build before.
 */
export function recordBuildMode(part: BuildPart, now: () => Date = () => new Date()): Plugin {
  let outDir = '';
  let mode = '';
  return {
    name: 'record-build-mode',
    apply: 'build',
    configResolved(config) {
      // out/main, out/preload, out/renderer (or under `--outDir`): the file goes in their parent.
      outDir = dirname(resolve(config.root, config.build.outDir));
      mode = config.mode;
    },
    buildStart() {
      writePart(outDir, part, null);
    },
    writeBundle() {
      writePart(outDir, part, { mode, builtAt: now().toISOString() });
    },
  };
}
