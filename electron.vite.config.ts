import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
};

export default defineConfig({
  main: {
    resolve: { alias },
    build: { outDir: 'out/main', rollupOptions: { input: { index: 'src/main/index.ts' } } },
  },
  preload: {
    resolve: { alias },
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
    plugins: [react()],
    build: { outDir: 'out/renderer', rollupOptions: { input: 'src/renderer/index.html' } },
  },
});
