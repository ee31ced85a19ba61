// What the built renderer weighs: every JS and CSS chunk, raw and gzipped, and what the login route
// downloads, from Vite's build manifest (.vite/manifest.json, build.manifest in electron.vite.config.ts).
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1000;

/**
 * What the login route downloads before its form works, on the desktop and in a browser tab: index.html's
 * entry and its static imports, the login screen's chunks, and in a browser tab web mode's platform.
 */
export const BUDGETS = { loginJsGzip: 200 * KB, loginCssGzip: 40 * KB };

/** Manifest keys, paths under src/renderer: the page, the login route's lazy screen, web mode's platform. */
export const ENTRY = 'index.html';
export const LOGIN_SCREEN = 'src/features/auth/components/sign-in-screens.ts';
export const WEB_PLATFORM = 'src/lib/platform/web-platform.ts';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface ChunkSize {
  /** Relative to the renderer folder, e.g. assets/index-abc123.js. */
  file: string;
  raw: number;
  gzip: number;
}

export interface ChunkSet {
  js: ChunkSize[];
  css: ChunkSize[];
  jsGzip: number;
  cssGzip: number;
}

export interface RendererReport {
  /** Every JS and CSS file of the build, largest (gzipped) first. */
  chunks: ChunkSize[];
  /** The entry script of index.html, the chunks it imports statically, and their CSS. */
  entry: ChunkSet;
  /** The entry and the login screen's lazy route: what /login downloads before it shows. */
  login: ChunkSet;
  /** The same in a browser tab, which first loads web mode's platform (the desktop app never does). */
  loginInBrowser: ChunkSet;
  /** One sentence per budget the login route exceeds, on the desktop or in a browser tab; empty when all hold. */
  overBudget: string[];
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

export function readManifest(rendererDir: string): Manifest {
  const file = join(rendererDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`${file} is missing: build first (npx electron-vite build, build.manifest on)`, {
      cause: error,
    });
  }
}

/** The files manifest entries load at once: their chunks, their static imports' chunks, and the CSS. */
export function staticFilesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no "${key}"`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

function sizeOf(rendererDir: string, file: string): ChunkSize {
  const bytes = readFileSync(join(rendererDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes).length };
}

function chunkSet(chunks: ChunkSize[]): ChunkSet {
  const js = chunks.filter((chunk) => chunk.file.endsWith('.js'));
  const css = chunks.filter((chunk) => chunk.file.endsWith('.css'));
  const gzip = (of: ChunkSize[]) => of.reduce((total, chunk) => total + chunk.gzip, 0);
  return { js, css, jsGzip: gzip(js), cssGzip: gzip(css) };
}

export function measureRenderer(rendererDir: string): RendererReport {
  const manifest = readManifest(rendererDir);
  // The manifest's files, not the folder's: a build into a folder it did not empty leaves old chunks.
  const files = new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const chunks = [...files]
    .filter((file) => ['.js', '.css'].includes(extname(file)))
    .map((file) => sizeOf(rendererDir, file))
    .sort((a, b) => b.gzip - a.gzip);
  const loadedBy = (keys: string[]) => {
    // A module that is no chunk of its own (not split off, or renamed) loads with the entry.
    const loaded = staticFilesOf(manifest, [ENTRY, ...keys.filter((key) => key in manifest)]);
    return chunkSet(chunks.filter((chunk) => loaded.has(chunk.file)));
  };
  const login = loadedBy([LOGIN_SCREEN]);
  const loginInBrowser = loadedBy([WEB_PLATFORM, LOGIN_SCREEN]);
  const over = (where: string, set: ChunkSet) => [
    set.jsGzip > BUDGETS.loginJsGzip &&
      `the login route's JS ${where} is ${formatKb(set.jsGzip)} gzip, over its ${formatKb(BUDGETS.loginJsGzip)} budget`,
    set.cssGzip > BUDGETS.loginCssGzip &&
      `the login route's CSS ${where} is ${formatKb(set.cssGzip)} gzip, over its ${formatKb(BUDGETS.loginCssGzip)} budget`,
  ];
  const overBudget = [...over('on the desktop', login), ...over('in a browser tab', loginInBrowser)].filter(
    (line): line is string => Boolean(line),
  );
  return { chunks, entry: loadedBy([]), login, loginInBrowser, overBudget };
}
