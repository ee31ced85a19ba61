// Lint enforces the architecture: where each file may run, who may touch IPC, which zone of src/ may
// import which (tooling/lint/zones.js), and that the tests and the benchmark never import each other.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundariesSetup } from './tooling/lint/elements.js';
import { testsAndBench } from './tooling/lint/tests-and-bench.js';
import { zones } from './tooling/lint/zones.js';

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
  { files: ['tooling/**'], languageOptions: { globals: globals.node } },
  {
    files: ['src/main/ipc/**', 'src/preload/index.ts', 'tests/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // CommonJS files (tooling/lint's import resolver, which ESLint's plugins load with require).
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  boundariesSetup,
  ...zones,
  ...testsAndBench(rawIpc),
  {
    // One way to draw besides Mantine's components: the project's own components, styled by CSS modules
    // on Mantine's documented theme variables. Never Mantine's private class names (a component's
    // `classes`, the `m_…` hashes) or its static ones (`mantine-Button-root`): copies of its markup break
    // silently when Mantine changes it.
    name: 'renderer/no-mantine-internals',
    files: ['src/renderer/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "MemberExpression[property.name='classes']:matches([object.name=/^[A-Z]/], [object.object.name=/^[A-Z]/])",
          message:
            "Mantine's private class names (`Component.classes`): use its component, or a component of our own with a CSS module.",
        },
        {
          selector: "VariableDeclarator[init.name=/^[A-Z]/] > ObjectPattern > Property[key.name='classes']",
          message:
            "Mantine's private class names (`Component.classes`): use its component, or a component of our own with a CSS module.",
        },
        {
          selector:
            ':matches(Literal[value=/\\bm_[0-9a-f]{8}\\b/], TemplateElement[value.raw=/\\bm_[0-9a-f]{8}\\b/])',
          message:
            "Mantine's private class names (`m_…`): use its component, or a component of our own with a CSS module.",
        },
        {
          selector:
            ':matches(Literal[value=/mantine-[A-Z][A-Za-z]*-/], TemplateElement[value.raw=/mantine-[A-Z][A-Za-z]*-/])',
          message:
            "Mantine's class names (`mantine-Component-…`) copy its markup: use its component, or a component of our own with a CSS module.",
        },
      ],
    },
  },
);
