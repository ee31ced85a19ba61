import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
  '@renderer': fileURLToPath(new URL('./src/renderer/src', import.meta.url)),
  '@locales': fileURLToPath(new URL('./locales', import.meta.url)),
  '@main': fileURLToPath(new URL('./src/main', import.meta.url)),
  '@preload': fileURLToPath(new URL('./src/preload', import.meta.url)),
  '@demo-api': fileURLToPath(new URL('./src/demo-api', import.meta.url)),
  '@web-server': fileURLToPath(new URL('./src/web-server', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // CI machines have 2 cores shared by the whole suite: allow slow starts, never hide hangs.
    testTimeout: 20_000,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          testTimeout: 20_000,
          include: ['tests/unit/node/**/*.test.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'renderer',
          testTimeout: 20_000,
          environment: 'jsdom',
          setupFiles: ['tests/unit/renderer/setup.ts'],
          include: ['tests/unit/renderer/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
