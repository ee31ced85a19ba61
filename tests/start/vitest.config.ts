import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:start`: the README's `npm ci && npm start` on a fresh copy of the project.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'start',
    environment: 'node',
    include: ['tests/start/**/*.test.ts'],
    testTimeout: 300_000,
  },
});
