import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The packaging check (npm run test:package): after `electron-vite build`, never inside test:unit.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'packaging',
    environment: 'node',
    include: ['tests/packaging/**/*.test.ts'],
    testTimeout: 120_000,
  },
});
