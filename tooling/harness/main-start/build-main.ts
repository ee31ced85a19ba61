// Builds main alone as `npm start` builds it (electron-vite, development mode: the embedded demo API
// included) into a folder of its own, so the project's out/ keeps whatever build it has.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'electron-vite';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Returns the built entry, <outDir>/main/index.js. */
export async function buildDevelopmentMain(outDir: string): Promise<string> {
  await build({
    root,
    configFile: fileURLToPath(new URL('electron.vite.main.config.mjs', import.meta.url)),
    mode: 'development',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  return join(outDir, 'main', 'index.js');
}
