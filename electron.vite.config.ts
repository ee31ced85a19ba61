import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { recordBuildMode } from './tooling/bundle/build-info';
import { LOGIN_SCREEN, WEB_PLATFORM } from './tooling/bundle/renderer-chunks';
import { preloadFirstScreen } from './tooling/bundle/preload-first-screen';

// electron-vite forces base './' in production; a reload on a deep route such as
// /agency/:id/review/:id/profile then asks for assets under that path, so asset URLs stay absolute.
const absoluteAssetUrls = {
  name: 'absolute-asset-urls',
  config(config: { base?: string }) {
    config.base = '/';
  },
};

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

export default defineConfig({
  main: {
    resolve: { alias },
    // out/build-info.json: packaging refuses a development build (tooling/packaging/production-build.ts).
    plugins: [recordBuildMode('main')],
    // Bundled whole, so the packaged app ships no node_modules (everything is a devDependency).
    build: {
      outDir: 'out/main',
      externalizeDeps: false,
      rollupOptions: { input: { index: 'src/main/index.ts' } },
    },
  },
  preload: {
    resolve: { alias },
    plugins: [recordBuildMode('preload')],
    // A sandboxed preload cannot load modules: one self-contained CommonJS file.
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: { index: 'src/preload/index.ts' },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: 'src/renderer',
    resolve: { alias },
    plugins: [
      react(),
      absoluteAssetUrls,
      preloadFirstScreen([LOGIN_SCREEN, WEB_PLATFORM]),
      recordBuildMode('renderer'),
    ],
    build: {
      outDir: 'out/renderer',
      // electron-vite turns minifying off for the renderer; Vite's own (Oxc for JS, Lightning CSS for
      // CSS) cuts what every screen downloads and parses. Each screen is a chunk (app/screens.ts).
      minify: true,
      // .vite/manifest.json: which chunks and CSS each screen loads, for `npm run size` and its test.
      manifest: true,
      rollupOptions: { input: 'src/renderer/index.html' },
    },
  },
});
