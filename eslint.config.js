// Lint enforces the architecture: where each file may run, who may touch IPC, and that feature
// folders never import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './scripts/eslint-architecture.js';

const rawIpc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Use the typed IPC wrappers (src/main/ipc, src/preload) instead of raw ipcMain/ipcRenderer.',
};

export default tseslint.config(
  { ignores: ['out/', 'dist/', 'release/', 'coverage/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { architecture },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': ['error', { paths: [rawIpc] }],
    },
  },
  {
    files: ['src/shared/**'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared runs anywhere: no electron.' }],
          patterns: [
            { group: ['node:*'], message: 'src/shared runs anywhere: no node: modules.' },
            {
              group: ['react', 'react-dom', '@renderer/*'],
              message: 'src/shared runs anywhere: no DOM code.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'navigator', 'process'],
    },
  },
  {
    files: ['src/renderer/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'architecture/no-cross-feature-imports': 'error',
      'architecture/layered-imports': 'error',
      'architecture/feature-folders': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer reaches main only through window.reviewConsole.' },
          ],
          patterns: [{ group: ['node:*'], message: 'The renderer is sandboxed: no node: modules.' }],
        },
      ],
    },
  },
  {
    // Drafts are storage: no UI, so both platforms and any screen can use them.
    files: ['src/renderer/src/lib/drafts/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'electron', message: 'The renderer reaches main only through window.reviewConsole.' },
          ],
          patterns: [
            { group: ['node:*'], message: 'The renderer is sandboxed: no node: modules.' },
            {
              group: [
                'react',
                'react-dom',
                'react-i18next',
                '@mantine/*',
                '@renderer/components/*',
                '../components/*',
              ],
              message: 'lib/drafts is storage only: no UI.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/main/**', 'src/demo-api/**', 'scripts/**', 'tests/**', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['src/main/ipc/**', 'src/preload/index.ts', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
